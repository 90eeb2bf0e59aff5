// "Exportar": the list as the user sees it (filters, search, sort) to XLSX, from the API's export of
// the resource (api: platform/resource/export.ts). The API prepares the file, then the download
// shows its progress; the file is saved under the name the API gives.
import { DownloadOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { useNotification } from '@refinedev/core';
import { generateFilter, generateSort, stringify } from '@refinedev/simple-rest';
import { Button, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n.ts';
import { isApiErrorBody, fromApiError } from '../../providers/http-error.ts';
import { viewAsHeaders } from '../../session/view-as.ts';

type Phase = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'downloading'; percent: number };

export function ExportButton({ resource, filters, sorters }: { resource: string; filters: CrudFilter[]; sorters: CrudSort[] }) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const run = async () => {
    setPhase({ kind: 'preparing' });
    try {
      const sort = generateSort(sorters);
      const query = { ...generateFilter(filters), ...(sort ? { _sort: sort._sort.join(','), _order: sort._order.join(',') } : {}) };
      const response = await fetch(`/api/${resource}/export.xlsx?${stringify(query)}`, {
        credentials: 'same-origin', headers: { 'Accept-Language': currentLanguage(), ...viewAsHeaders() },
      });
      if (!response.ok || !response.body) {
        const body: unknown = await response.json().catch(() => null);
        throw new Error(isApiErrorBody(body) ? fromApiError(body, response.status, currentLanguage()).message : t('app.networkError'));
      }
      const size = Number(response.headers.get('content-length') ?? 0);
      const reader = response.body.getReader();
      const parts: Uint8Array[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        received += value.length;
        setPhase({ kind: 'downloading', percent: size ? Math.min(100, Math.round((received / size) * 100)) : 50 });
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${resource}.xlsx`;
      const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? undefined }));
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      open?.({ type: 'success', key: `export-${resource}`, message: t('list.exported', { count: Number(response.headers.get('x-total-count') ?? 0) }) });
    } catch (error) {
      open?.({ type: 'error', key: `export-${resource}`, message: (error as Error).message });
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  return (
    <Space size="small" data-testid="export">
      <Button icon={<DownloadOutlined />} loading={phase.kind !== 'idle'} onClick={() => void run()}>{t('list.export')}</Button>
      {phase.kind === 'preparing' && <Typography.Text type="secondary" data-testid="export-progress">{t('list.exportPreparing')}</Typography.Text>}
      {phase.kind === 'downloading' && <Progress data-testid="export-progress" percent={phase.percent} size="small" style={{ width: 120 }} />}
    </Space>
  );
}
