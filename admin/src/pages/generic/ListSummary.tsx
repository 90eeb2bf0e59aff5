// The figure a declaration shows above its list (e.g. users: "12 de 20 usuarios activos"), from the
// API path it names, told by its label with the answer's keys (a `context` picks a variant).
import { useApiUrl, useCustom } from '@refinedev/core';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';

export function ListSummary({ summary }: { summary: NonNullable<ResourceMeta['listSummary']> }) {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { result, query } = useCustom<Record<string, unknown>>({ url: `${apiUrl}/${summary.path}`, method: 'get', errorNotification: false });
  // Until the answer is in, there is no figure to tell (never the label's bare placeholders).
  if (!query.isSuccess || !result.data) return null;
  return (
    <Typography.Text type="secondary" data-testid="list-summary">
      {t(summary.labelKey, result.data)}
    </Typography.Text>
  );
}
