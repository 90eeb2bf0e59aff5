// An electronic document's card (an invoice's, or a credit note's): its state at the provider and
// the provider's message, "Reenviar" for a rejected or failed one, and the log of its moves (who,
// or the job, and when).
import type { BaseRecord } from '@refinedev/core';
import { App, Button, Card, Descriptions, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../session/company-time.ts';
import { getJson, postJson } from '../../session/api-client.ts';

export const EINVOICE_COLORS: Record<string, string> = { pending: 'default', sent: 'processing', accepted: 'success', rejected: 'error', failed: 'warning' };

interface LogRow { id: string; provider: string; fromState: string; toState: string; message: string | null; reference: string | null; createdAt: string; actorName: string | null }

export function EinvoiceTag({ state }: { state: string }) {
  const { t } = useTranslation();
  return <Tag color={EINVOICE_COLORS[state] ?? 'default'}>{t(`enums.einvoiceState.${state}`)}</Tag>;
}

export function EinvoiceSection({ documentPath, record, canResend, onChanged, title, resentText }: {
  /** The document's API path: `/api/invoices/{id}` or `/api/credit-notes/{id}`. */
  documentPath: string;
  record: BaseRecord | undefined;
  canResend: boolean;
  onChanged: () => void;
  title?: string;
  /** What "Reenviar" says once done (an invoice's text by default). */
  resentText?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [log, setLog] = useState<LogRow[]>([]);
  const [busy, setBusy] = useState(false);
  const state = record?.einvoiceState as string | undefined;
  const load = useCallback(() => getJson<LogRow[]>(`${documentPath}/einvoice-log`).then(setLog).catch(() => undefined), [documentPath]);
  // Reloaded when the state moves (the job answers a moment after a resend).
  useEffect(() => { void load(); }, [load, state]);
  const resend = async () => {
    setBusy(true);
    try {
      await postJson(`${documentPath}/einvoice/resend`);
      message.success(resentText ?? t('settlement.einvoice.resent'));
      onChanged();
      await load();
    } catch (error) {
      message.error((error as { message?: string }).message ?? String(error));
    } finally {
      setBusy(false);
    }
  };
  // A credit note has no state of its own: made, it stands (an invoice may be annulled).
  const resendable = canResend && (record?.state ?? 'approved') === 'approved' && (state === 'rejected' || state === 'failed');
  return (
    <Card title={title ?? t('settlement.einvoice.title')} style={{ marginTop: 16 }} data-testid="einvoice-section"
      extra={resendable && <Button onClick={() => void resend()} loading={busy} data-testid="einvoice-resend">{t('settlement.einvoice.resend')}</Button>}>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} items={[
        { key: 'state', label: t('settlement.einvoice.state'), children: state ? <EinvoiceTag state={state} /> : '—' },
        { key: 'message', label: t('settlement.einvoice.message'), children: String(record?.einvoiceMessage ?? '') || '—' },
        { key: 'reference', label: t('settlement.einvoice.reference'), children: String(record?.einvoiceReference ?? '') || '—' },
      ]} />
      <Typography.Title level={5} style={{ marginTop: 12 }}>{t('settlement.einvoice.log')}</Typography.Title>
      <Table<LogRow> size="small" rowKey="id" dataSource={log} pagination={false} scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('settlement.einvoice.noLog') }}
        columns={[
          { key: 'at', title: t('settlement.einvoice.at'), render: (_, r) => formatInstant(r.createdAt, t('formats.dateTime')) },
          { key: 'move', title: t('settlement.einvoice.move'), render: (_, r) => <><EinvoiceTag state={r.fromState} />→ <EinvoiceTag state={r.toState} /></> },
          { key: 'by', title: t('settlement.einvoice.by'), render: (_, r) => r.actorName || t('settlement.einvoice.job', { provider: r.provider }) },
          { key: 'message', title: t('settlement.einvoice.message'), dataIndex: 'message', render: (v: string | null) => v || '—' },
          { key: 'reference', title: t('settlement.einvoice.reference'), dataIndex: 'reference', render: (v: string | null) => v || '—' },
        ]} />
    </Card>
  );
}
