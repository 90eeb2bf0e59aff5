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
  const sort = generateSort(sorters);
  const query = { ...generateFilter(filters), ...(sort ? { _sort: sort._sort.join(','), _order: sort._order.join(',') } : {}) };
  return <DownloadButton url={`/api/${resource}/export.xlsx?${stringify(query)}`} name={`${resource}.xlsx`} />;
}

/** The file name a Content-Disposition gives (RFC 5987 `filename*` first), else `fallback`. */
function fileNameOf(disposition: string, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      /* malformed: the plain name below */
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/** Downloads an XLSX the API prepares (a list's or a report's), showing its progress. */
export function DownloadButton({ url, name, label }: { url: string; name: string; label?: string }) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const run = async () => {
    setPhase({ kind: 'preparing' });
    try {
      const response = await fetch(url, { credentials: 'same-origin', headers: { 'Accept-Language': currentLanguage(), ...viewAsHeaders() } });
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
      const file = fileNameOf(response.headers.get('content-disposition') ?? '', name);
      const blobUrl = URL.createObjectURL(new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? undefined }));
      const link = document.createElement('a');
      link.href = blobUrl;
      link.download = file;
      link.click();
      setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
      // A list's export says how many records it holds; a document (a PDF, a LEDES file) says its name.
      const count = response.headers.get('x-total-count');
      open?.({
        type: 'success',
        key: `export-${name}`,
        message: count === null ? t('list.downloaded', { file }) : t('list.exported', { count: Number(count) }),
      });
    } catch (error) {
      open?.({ type: 'error', key: `export-${name}`, message: (error as Error).message });
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  return (
    <Space size="small" data-testid="export">
      <Button icon={<DownloadOutlined />} loading={phase.kind !== 'idle'} onClick={() => void run()}>
        {label ?? t('list.export')}
      </Button>
      {phase.kind === 'preparing' && (
        <Typography.Text type="secondary" data-testid="export-progress">
          {t('list.exportPreparing')}
        </Typography.Text>
      )}
      {phase.kind === 'downloading' && <Progress data-testid="export-progress" percent={phase.percent} size="small" style={{ width: 120 }} />}
    </Space>
  );
}
