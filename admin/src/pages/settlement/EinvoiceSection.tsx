// An electronic document's card (an invoice's, or a credit note's): its state at the provider and
// the provider's message, "Reenviar" for a rejected or failed one (asked first: what the provider
// accepts cannot be withdrawn), and the log of its moves (who, or the job, and when).
import { useList, type BaseRecord, type HttpError } from '@refinedev/core';
import { App, Button, Card, Descriptions, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { retryLostOnly } from '../../providers/use-api-read.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';
import { formatMoment } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';

/** A document moves a handful of times: its whole log is one page. */
const ALL_MOVES = 1000;

export const EINVOICE_COLORS: Record<string, string> = { pending: 'default', sent: 'processing', accepted: 'success', rejected: 'error', failed: 'warning' };

interface LogRow {
  id: string;
  provider: string;
  fromState: string;
  toState: string;
  message: string | null;
  reference: string | null;
  createdAt: string;
  actorName: string | null;
}

export function EinvoiceTag({ state }: { state: string }) {
  const { t } = useTranslation();
  return <Tag color={EINVOICE_COLORS[state] ?? 'default'}>{t(`enums.einvoiceState.${state}`)}</Tag>;
}

export function EinvoiceSection({
  documentPath,
  record,
  canResend,
  onChanged,
  title,
  resentText,
  resendQuestion,
}: {
  /** The document's API path: `/api/invoices/{id}` or `/api/credit-notes/{id}`. */
  documentPath: string;
  record: BaseRecord | undefined;
  canResend: boolean;
  onChanged: () => void;
  title?: string;
  /** What "Reenviar" says once done (an invoice's text by default). */
  resentText?: string;
  /** What "Reenviar" asks first (an invoice's question by default). */
  resendQuestion?: string;
}) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const { send, busy } = useApiCommand();
  const state = record?.einvoiceState as string | undefined;
  // The document's log, the declared view of its kind (decision 281), read again when its state
  // moves (the job answers a moment after a resend): the state is part of what is asked.
  const path = documentPath.replace(/^\/api/, '');
  const [, kind, id] = /^\/(invoices|credit-notes)\/(.+)$/.exec(path) ?? [];
  const { result, query: reading } = useList<LogRow, HttpError>({
    resource: kind === 'credit-notes' ? 'credit-note-einvoice-log' : 'invoice-einvoice-log',
    filters: [{ field: kind === 'credit-notes' ? 'creditNoteId' : 'invoiceId', operator: 'eq', value: id }],
    pagination: { currentPage: 1, pageSize: ALL_MOVES, mode: 'server' },
    meta: { einvoiceState: state },
    errorNotification: false,
    queryOptions: { retry: retryLostOnly },
  });
  const log = useMemo(() => result.data ?? [], [result.data]);
  const load = () => reading.refetch();
  // The provider's job may have moved the document since its page was read: a log newer than the
  // record has the page read it again, so its header never says "Pendiente" under an acceptance.
  const logged = log.at(-1)?.toState;
  const asked = useRef('');
  useEffect(() => {
    const pair = `${state}>${logged}`;
    if (!state || !logged || logged === state || asked.current === pair) return;
    asked.current = pair; // once per difference: a record that stays behind is not read in a loop
    onChanged();
  }, [state, logged, onChanged]);
  const resend = async () => {
    if (!(await send(`${path}/einvoice/resend`))) return;
    message.success(resentText ?? t('settlement.einvoice.resent'));
    onChanged();
    await load();
  };
  const askToResend = () =>
    modal.confirm({
      title: resendQuestion ?? t('settlement.einvoice.resendQuestion', { number: String(record?.number ?? '') }),
      content: t('settlement.einvoice.resendOutcome'),
      okText: t('settlement.einvoice.resend'),
      cancelText: t('buttons.cancel'),
      onOk: resend,
    });
  // A credit note has no state of its own: made, it stands (an invoice may be annulled).
  const resendable = canResend && (record?.state ?? 'approved') === 'approved' && (state === 'rejected' || state === 'failed');
  return (
    <Card
      title={title ?? t('settlement.einvoice.title')}
      style={{ marginTop: 16 }}
      data-testid="einvoice-section"
      extra={
        resendable && (
          <Button onClick={askToResend} loading={busy} data-testid="einvoice-resend">
            {t('settlement.einvoice.resend')}
          </Button>
        )
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'state', label: t('settlement.einvoice.state'), children: state ? <EinvoiceTag state={state} /> : '—' },
          { key: 'message', label: t('settlement.einvoice.message'), children: String(record?.einvoiceMessage ?? '') || '—' },
          { key: 'reference', label: t('settlement.einvoice.reference'), children: String(record?.einvoiceReference ?? '') || '—' },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('settlement.einvoice.log')}
      </Typography.Title>
      <Table<LogRow>
        size="small"
        rowKey="id"
        dataSource={log}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('settlement.einvoice.noLog') }}
        columns={[
          { key: 'at', title: t('settlement.einvoice.at'), render: (_, r) => formatMoment(r.createdAt, asLanguage(i18n.language)) },
          {
            key: 'move',
            title: t('settlement.einvoice.move'),
            render: (_, r) => (
              <>
                <EinvoiceTag state={r.fromState} />→ <EinvoiceTag state={r.toState} />
              </>
            ),
          },
          { key: 'by', title: t('settlement.einvoice.by'), render: (_, r) => r.actorName || t('settlement.einvoice.job', { provider: r.provider }) },
          { key: 'message', title: t('settlement.einvoice.message'), dataIndex: 'message', render: (v: string | null) => v || '—' },
          { key: 'reference', title: t('settlement.einvoice.reference'), dataIndex: 'reference', render: (v: string | null) => v || '—' },
        ]}
      />
    </Card>
  );
}
