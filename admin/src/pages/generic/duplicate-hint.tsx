// The early warning of a declared duplicate (a client's document number): on leaving the field the
// form asks the resource's existence check and says, under the field, which records already have
// the value. Saving still asks for confirmation (the API's 409), this only tells it sooner.
import { useApiUrl, useDataProvider, type BaseKey } from '@refinedev/core';
import { Typography } from 'antd';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';

interface Existing {
  exists: boolean;
  clients: { id: string; name: string }[];
}

export function useDuplicateHint(meta: ResourceMeta, id?: BaseKey) {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const dataProvider = useDataProvider();
  const rule = meta.confirmDuplicate?.exists ? meta.confirmDuplicate : undefined;
  const [names, setNames] = useState<string[]>([]);
  const asked = useRef<string | undefined>(undefined);

  const check = useCallback(
    async (value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!rule || text === asked.current) return;
      asked.current = text;
      if (!/^\d+$/.test(text)) {
        setNames([]);
        return;
      }
      const query = { [rule.field]: text, ...(id ? { excludeId: String(id) } : {}) };
      try {
        const { data } = await dataProvider().custom!<Existing>({ url: `${apiUrl}${rule.exists!.replace(/^\/api/, '')}`, method: 'get', query });
        if (asked.current === text) setNames(data.clients.map((c) => c.name));
      } catch {
        setNames([]); // the save still asks: a failed early check must not block the form
      }
    },
    [rule, id, apiUrl, dataProvider],
  );

  const hint: ReactNode = names.length ? (
    <Typography.Text type="warning" role="status">
      {t(`resources.${meta.name}.duplicateHint`, { names: names.join(', ') })}
    </Typography.Text>
  ) : undefined;
  return { field: rule?.field, check, hint };
}
