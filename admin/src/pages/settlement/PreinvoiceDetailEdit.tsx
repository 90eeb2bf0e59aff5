// A pre-invoice's lines, editable by the leader while the pre-invoice is created or in revision
// (description, quantity, unit price, discount; observations), saved or saved and approved in one
// call (decision 220), the approval asked first with the invoice it would make; and the billing
// notes of each line with their state and @mentions (decision 221), read through the declared
// billing-notes (decision 284) and written by the notes' commands. The API decides every amount:
// the page shows what it answers.
import { useInvalidate, useList, type BaseRecord, type HttpError } from '@refinedev/core';
import { App, Badge, Button, Card, Form, Input, Mentions, Select, Space, Table, Tag, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage, type Language } from '../../i18n/languages.ts';
import { formatMoment } from '../../i18n/dates.ts';
import { retryLostOnly, useApiRead, useToldReadFailure } from '../../providers/use-api-read.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';
import { useSession } from '../../session/session-context.ts';
import { allowedWhileViewing } from '../../session/view-as.ts';
import type { AppHttpError } from '../../providers/http-error.ts';
import { formatDecimal } from '../generic/format-decimal.ts';
import { lineColumns, type BillingLine } from './line-columns.tsx';
import { usePagedTable } from '../generic/use-paged-table.ts';
import { formatMoney } from './money.ts';
import { EVERY_ROW } from '../generic/list-constants.ts';

interface Line extends BillingLine {
  /** What a cap's cut or a billing note changed: quantity × unit price − discount + adjustment = amount. */
  adjustment?: string | null;
}
type Draft = Pick<Line, 'description' | 'quantity' | 'unitPrice' | 'discountPercent'>;
export interface BillingNote extends BaseRecord {
  id: string;
  lineId: string;
  position: number;
  description: string;
  chargeType: 'hour' | 'flat';
  currencyCode: string;
  value: string;
  state: 'created' | 'opened' | 'closed';
  authorName: string;
  createdAt: string;
}
interface Member {
  id: string;
  email: string;
  name: string;
  lastName: string;
}

/** The moves a note's state offers (settlement-states.ts, billingNoteTransitions). */
const NOTE_MOVES: Record<BillingNote['state'], ('open' | 'close' | 'reopen')[]> = { created: ['open', 'close'], opened: ['close'], closed: ['reopen'] };
const NOTE_COLOURS: Record<BillingNote['state'], string> = { created: 'blue', opened: 'gold', closed: 'default' };
const EDITABLE = new Set(['created', 'revision']);

const chargeText = (n: BillingNote, language: Language, t: (k: string, o?: Record<string, string>) => string) => {
  if (Number(n.value) === 0) return '';
  return n.chargeType === 'hour' ? t('settlement.notes.hours', { value: formatDecimal(n.value, language) }) : formatMoney(n.value, language, n.currencyCode);
};

export function PreinvoiceLinesEditor({ preinvoiceId, record }: { preinvoiceId: string; record?: BaseRecord }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { message, modal } = App.useApp();
  const invalidate = useInvalidate();
  const { me } = useSession();
  const { tableProps, reload } = usePagedTable<Line>('preinvoice-lines', { preinvoiceId });
  // The lines' notes (the declared billing-notes), read again after each change; a refused read is told in the API's words.
  const { result: noteList, query: noteReading } = useList<BillingNote, HttpError>({
    resource: 'billing-notes',
    filters: [{ field: 'preinvoiceId', operator: 'eq', value: preinvoiceId }],
    pagination: EVERY_ROW,
    errorNotification: false,
    queryOptions: { retry: retryLostOnly },
  });
  useToldReadFailure(noteReading.error);
  const notes = useMemo(() => noteList.data ?? [], [noteList.data]);
  const [editing, setEditing] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [observations, setObservations] = useState<string | null>(null);
  const { send, busy } = useApiCommand();
  // The button that was pressed goes when the mode changes: the focus moves to the form's first
  // field when editing starts and back to "Editar" when it ends, instead of falling to the page's
  // start (a keyboard user would Tab through the whole page again).
  const editButton = useRef<HTMLButtonElement>(null);
  const observationsField = useRef<TextAreaRef>(null);
  const modeChanged = useRef(false);
  useEffect(() => {
    if (!modeChanged.current) return;
    if (editing) observationsField.current?.focus();
    else editButton.current?.focus();
  }, [editing]);
  const setMode = (on: boolean) => {
    modeChanged.current = true;
    setEditing(on);
  };
  // Whoever opens the page holds the pre-invoices' pair; viewing as someone else changes nothing.
  const editable = !!record && EDITABLE.has(String(record.state)) && allowedWhileViewing(!!me.viewAs, 'edit');
  const notesOf = useMemo(() => {
    const by = new Map<string, BillingNote[]>();
    for (const n of notes) by.set(n.lineId, [...(by.get(n.lineId) ?? []), n]);
    return by;
  }, [notes]);
  const money = (v: string) => formatMoney(v, language);
  const column = lineColumns(t, language);
  const refresh = async () => {
    await Promise.all([reload(), noteReading.refetch()]);
    await invalidate({ resource: 'preinvoices', invalidates: ['detail'], id: preinvoiceId });
  };

  const draftOf = (l: Line): Draft =>
    drafts[l.id] ?? { description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, discountPercent: l.discountPercent };
  const setDraft = (l: Line, change: Partial<Draft>) => setDrafts((d) => ({ ...d, [l.id]: { ...draftOf(l), ...change } }));
  /** Saves, or saves and approves; `confirmed` answers the approval's question. */
  const run = async (approve: boolean, confirmed?: string) => {
    const lines = Object.entries(drafts).map(([id, d]) => ({ id, ...d }));
    const payload = { lines, ...(observations !== null ? { observations } : {}) };
    const done = await send(`/preinvoices/${preinvoiceId}/${approve ? 'save-and-approve' : 'save'}`, payload, { confirmed, onQuestion: askToApprove });
    if (!done) return;
    message.success(t(approve ? 'settlement.edit.approved' : 'settlement.edit.saved'));
    setDrafts({});
    setObservations(null);
    setMode(false);
    await refresh();
  };
  // The API answers the approval's question with the invoice these edits would make (prefix,
  // client, the total once saved), keeping nothing: asked here, then sent again answered.
  const askToApprove = (question: AppHttpError & { code: string }) =>
    modal.confirm({
      title: t('settlement.edit.approveQuestion'),
      content: question.message,
      okText: t('settlement.edit.saveApprove'),
      cancelText: t('buttons.cancel'),
      onOk: () => run(true, question.code),
    });
  const cell = (l: Line, field: keyof Draft, width: number) => (
    <Input
      size="small"
      style={{ width }}
      value={draftOf(l)[field]}
      aria-label={`${t(`settlement.edit.fields.${field}`)} ${l.position}`}
      onChange={(e) => setDraft(l, { [field]: e.target.value })}
    />
  );

  return (
    <Card title={t('settlement.lines.title')} style={{ marginTop: 16 }} data-testid="preinvoice-lines">
      {/* In the body, not the card's head: on a phone the head keeps its title. */}
      {editable && (
        <Space wrap style={{ marginBottom: 12 }}>
          {!editing && (
            <Button ref={editButton} onClick={() => setMode(true)} data-testid="preinvoice-edit">
              {t('settlement.edit.edit')}
            </Button>
          )}
          {editing && (
            <Button
              onClick={() => {
                setMode(false);
                setDrafts({});
                setObservations(null);
              }}
              disabled={busy}
            >
              {t('settlement.edit.discard')}
            </Button>
          )}
          {editing && (
            <Button type="primary" loading={busy} onClick={() => void run(false)} data-testid="preinvoice-save">
              {t('settlement.edit.save')}
            </Button>
          )}
          {editing && (
            <Button loading={busy} onClick={() => void run(true)} data-testid="preinvoice-save-approve">
              {t('settlement.edit.saveApprove')}
            </Button>
          )}
        </Space>
      )}
      {editing && (
        <Form layout="vertical">
          <Form.Item label={t('settlement.edit.observations')}>
            <Input.TextArea
              ref={observationsField}
              rows={2}
              maxLength={2000}
              value={observations ?? String(record?.observations ?? '')}
              onChange={(e) => setObservations(e.target.value)}
              aria-label={t('settlement.edit.observations')}
            />
          </Form.Item>
        </Form>
      )}
      <Table<Line>
        {...tableProps}
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        expandable={{
          expandedRowRender: (l) => (
            <LineNotes
              line={l}
              notes={notesOf.get(l.id) ?? []}
              editable={editable}
              preinvoiceId={preinvoiceId}
              currencyId={String(record?.currencyId ?? '')}
              onChanged={refresh}
            />
          ),
          columnTitle: t('settlement.notes.title'),
          // Fixed with the first column: a line's notes stay in view (the phone's width) while the wide table scrolls.
          fixed: 'left',
        }}
        columns={[
          { ...column.position, fixed: 'left' },
          column.concept,
          { ...column.description, render: (v: string, l) => (editing ? cell(l, 'description', 220) : v) },
          column.project,
          column.professional,
          column.date,
          { ...column.quantity, render: (v: string, l) => (editing ? cell(l, 'quantity', 90) : column.quantity.render(v)) },
          { ...column.unitPrice, render: (v: string, l) => (editing ? cell(l, 'unitPrice', 120) : column.unitPrice.render(v)) },
          { ...column.discount, render: (v: string, l) => (editing ? cell(l, 'discountPercent', 70) : column.discount.render(v)) },
          {
            ...column.amount,
            render: (v: string, l) =>
              l.adjustment ? (
                <Space direction="vertical" size={0} align="end">
                  {money(v)}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('settlement.lines.adjustment', { amount: `${Number(l.adjustment) > 0 ? '+' : ''}${money(l.adjustment)}` })}
                  </Typography.Text>
                </Space>
              ) : (
                money(v)
              ),
          },
          column.taxes,
          column.withholdings,
          {
            key: 'notes',
            title: t('settlement.notes.title'),
            align: 'center',
            render: (_: unknown, l) => {
              const own = notesOf.get(l.id) ?? [];
              const open = own.filter((n) => n.state !== 'closed').length;
              return own.length ? <Badge count={own.length} color={open ? 'gold' : 'grey'} title={t('settlement.notes.openCount', { count: open })} /> : null;
            },
          },
        ]}
      />
    </Card>
  );
}

/** A line's notes (state, charge, author) with their moves, and a form for a new one. */
function LineNotes({
  line,
  notes,
  editable,
  preinvoiceId,
  currencyId,
  onChanged,
}: {
  line: Line;
  notes: BillingNote[];
  editable: boolean;
  preinvoiceId: string;
  currencyId: string;
  onChanged: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ description: string; chargeType: 'hour' | 'flat'; value: string }>();
  // Who may be mentioned, asked as the @ word is typed (TanStack keeps only the answer to the latest word).
  const [mentioning, setMentioning] = useState<string | null>(null);
  const mentionable = useApiRead<Member[]>(`/preinvoices/${preinvoiceId}/mentionable`, {
    query: { q: mentioning ?? '' },
    keepPrevious: true,
    enabled: mentioning !== null,
  });
  const members = mentioning === null ? [] : (mentionable.data ?? []);
  const { send, busy } = useApiCommand();
  const act = async (path: string, values: object = {}) => {
    const done = await send(path, values);
    if (done) await onChanged();
    return !!done;
  };
  const add = async (values: { description?: string; chargeType: 'hour' | 'flat'; value?: string }) => {
    const added = await act(`/preinvoices/${preinvoiceId}/notes`, {
      lineId: line.id,
      description: values.description ?? '',
      chargeType: values.chargeType,
      currencyId,
      value: values.value || '0',
    });
    if (!added) return;
    form.resetFields();
    message.success(t('settlement.notes.added'));
  };
  return (
    <div data-testid={`line-notes-${line.position}`}>
      {notes.length ? (
        notes.map((n) => (
          <div key={n.id} style={{ marginBottom: 8 }}>
            <Space wrap size={4}>
              <Tag color={NOTE_COLOURS[n.state]}>{t(`enums.billingNoteState.${n.state}`)}</Tag>
              <Typography.Text strong>{n.authorName}</Typography.Text>
              <Typography.Text type="secondary">{formatMoment(n.createdAt, language)}</Typography.Text>
              {chargeText(n, language, t) && (
                <Tag>
                  {t(`settlement.notes.chargeTypes.${n.chargeType}`)} {chargeText(n, language, t)}
                </Tag>
              )}
              {editable &&
                NOTE_MOVES[n.state].map((move) => (
                  <Button key={move} size="small" disabled={busy} onClick={() => void act(`/billing-notes/${n.id}/${move}`)}>
                    {t(`settlement.notes.moves.${move}`)}
                  </Button>
                ))}
            </Space>
            <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.description}</div>
          </div>
        ))
      ) : (
        <Typography.Text type="secondary">{t('settlement.notes.empty')}</Typography.Text>
      )}
      {editable && (
        <Form form={form} layout="vertical" initialValues={{ chargeType: 'flat' }} onFinish={(v) => void add(v)} style={{ marginTop: 8, maxWidth: 640 }}>
          <Form.Item
            name="description"
            label={t('settlement.notes.description')}
            rules={[{ required: true, whitespace: true, message: t('settlement.notes.required') }]}
          >
            <Mentions
              rows={2}
              prefix="@"
              onSearch={(q) => setMentioning(q)}
              aria-label={t('settlement.notes.description')}
              placeholder={t('settlement.notes.placeholder')}
              options={members.map((m) => ({ value: m.email, label: `${m.name} ${m.lastName} (${m.email})` }))}
            />
          </Form.Item>
          <Space wrap align="start">
            <Form.Item name="chargeType" label={t('settlement.notes.chargeType')}>
              <Select style={{ width: 160 }} options={(['hour', 'flat'] as const).map((c) => ({ value: c, label: t(`settlement.notes.chargeTypes.${c}`) }))} />
            </Form.Item>
            <Form.Item name="value" label={t('settlement.notes.value')} tooltip={t('settlement.notes.valueHelp')}>
              <Input style={{ width: 140 }} inputMode="decimal" />
            </Form.Item>
          </Space>
          <Button htmlType="submit" loading={busy} data-testid={`note-add-${line.position}`}>
            {t('settlement.notes.add')}
          </Button>
        </Form>
      )}
    </div>
  );
}
