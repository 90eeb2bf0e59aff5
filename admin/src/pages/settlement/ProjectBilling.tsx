// A project's billing (the specification's project screens project-billing, bills and new-bill): its
// awaiting-pre-invoice blocks, from which the checked ones make a new pre-invoice (the same call as
// the awaiting-pre-invoice screen), its pre-invoices and its invoices. Each part shows only to the
// holders of its settlement pair, and its rows are those the pair reaches.
import type { BaseRecord } from '@refinedev/core';
import { Card, Empty, Table, Tag, type TableProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatMonth } from '../../i18n/dates.ts';
import { asLanguage, type Language } from '../../i18n/languages.ts';
import { useSession } from '../../session/session-context.ts';
import { AMOUNT_COLUMN } from '../generic/amount.tsx';
import { useRowOpens, labelledSelection } from '../generic/table-conventions.ts';
import { CreatePreinvoice } from './CreatePreinvoice.tsx';
import { formatMoney } from './money.ts';
import { usePagedTable } from '../generic/use-paged-table.ts';

type Pair = 'SettlementReadPendingPreinvoices' | 'SettlementReadPreinvoices' | 'SettlementReadLiquidated';

/** Whether the signed-in member holds either code of a settlement pair. */
export function useHoldsPair() {
  const { principal } = useSession();
  return (pair: Pair) => principal.unrestricted || principal.can(`${pair}All`) || principal.can(`${pair}Workgroup`);
}

export function ProjectBilling({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const holds = useHoldsPair();
  const any = holds('SettlementReadPendingPreinvoices') || holds('SettlementReadPreinvoices') || holds('SettlementReadLiquidated');
  if (!any) return <Empty description={t('projectBilling.none')} />;
  return (
    <div data-testid="project-billing">
      {holds('SettlementReadPendingPreinvoices') && <ProjectBlocks projectId={projectId} />}
      {holds('SettlementReadPreinvoices') && <ProjectPreinvoices projectId={projectId} />}
      {holds('SettlementReadLiquidated') && <ProjectInvoices projectId={projectId} />}
    </div>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One part of the project's billing (its title and test id are the part's): a card with a page of its rows, each row opening its record. */
function BillingPart({
  part,
  resource,
  list,
  columns,
  rowSelection,
  children,
}: {
  part: 'blocks' | 'preinvoices' | 'invoices';
  resource: string;
  list: { tableProps: TableProps<BaseRecord> };
  columns: TableProps<BaseRecord>['columns'];
  rowSelection?: TableProps<BaseRecord>['rowSelection'];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const onRow = useRowOpens<BaseRecord>((row) => ({ resource, action: 'show', id: row.id! }));
  return (
    <Card title={t(`projectBilling.${part}`)} style={{ marginTop: 16 }} data-testid={`project-billing-${part}`}>
      {children}
      <Table<BaseRecord> {...list.tableProps} rowKey="id" size="small" scroll={{ x: true }} onRow={onRow} rowSelection={rowSelection} columns={columns} />
    </Card>
  );
}

/** A record's state, in the words of its enum. */
const stateColumn = (t: Translate, resource: string, states: string) => ({
  key: 'state',
  dataIndex: 'state',
  title: t(`resources.${resource}.fields.state`),
  render: (s: string) => <Tag>{t(`enums.${states}.${s}`)}</Tag>,
});

/** The record's code or number, linked to its settlement page. */
const linkColumn = (t: Translate, resource: string, field: string, page: string) => ({
  key: field,
  dataIndex: field,
  title: t(`resources.${resource}.fields.${field}`),
  render: (v: string, r: BaseRecord) => <Link to={`/settlement-billing/${page}/${String(r.id)}`}>{v}</Link>,
});

/** The record's total, in its currency's decimals. */
const totalColumn = (t: Translate, resource: string, language: Language) => ({
  ...AMOUNT_COLUMN,
  key: 'total',
  dataIndex: 'total',
  title: t(`resources.${resource}.fields.total`),
  render: (v: string) => formatMoney(String(v), language),
});

function ProjectBlocks({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const list = usePagedTable<BaseRecord>('settlement-blocks', { projectId, state: 'open' });
  const [selected, setSelected] = useState<BaseRecord[]>([]);
  return (
    <BillingPart
      part="blocks"
      resource="settlement-blocks"
      list={list}
      rowSelection={{ ...labelledSelection(t), selectedRowKeys: selected.map((r) => String(r.id)), onChange: (_, chosen) => setSelected(chosen) }}
      columns={[
        {
          key: 'period',
          dataIndex: 'period',
          title: t('resources.settlement-blocks.fields.period'),
          render: (v: string, r) => <Link to={`/settlement-billing/awaiting-preinvoice/${String(r.id)}`}>{formatMonth(v, asLanguage(i18n.language))}</Link>,
        },
        { ...AMOUNT_COLUMN, key: 'awaiting', dataIndex: 'awaitingCount', title: t('resources.settlement-blocks.fields.awaitingCount') },
        stateColumn(t, 'settlement-blocks', 'blockState'),
      ]}
    >
      {/* new-bill: a pre-invoice of the checked blocks. */}
      <CreatePreinvoice
        rows={selected}
        onDone={() => {
          setSelected([]);
          void list.reload();
        }}
      />
    </BillingPart>
  );
}

function ProjectPreinvoices({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const list = usePagedTable<BaseRecord>('preinvoices', { projectId });
  return (
    <BillingPart
      part="preinvoices"
      resource="preinvoices"
      list={list}
      columns={[
        linkColumn(t, 'preinvoices', 'code', 'preinvoice'),
        { key: 'period', dataIndex: 'period', title: t('resources.preinvoices.fields.period'), render: (v: string) => formatMonth(v, language) },
        stateColumn(t, 'preinvoices', 'preinvoiceState'),
        totalColumn(t, 'preinvoices', language),
      ]}
    />
  );
}

function ProjectInvoices({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const list = usePagedTable<BaseRecord>('invoices', { projectId });
  return (
    <BillingPart
      part="invoices"
      resource="invoices"
      list={list}
      columns={[
        linkColumn(t, 'invoices', 'number', 'invoice'),
        { key: 'issueDate', dataIndex: 'issueDate', title: t('resources.invoices.fields.issueDate'), render: (v: string | null) => formatDay(v, language) },
        stateColumn(t, 'invoices', 'invoiceState'),
        totalColumn(t, 'invoices', language),
        {
          ...AMOUNT_COLUMN,
          key: 'balance',
          dataIndex: 'balance',
          title: t('resources.invoices.fields.balance'),
          render: (v: string) => formatMoney(String(v ?? ''), language),
        },
      ]}
    />
  );
}
