// A project's billing (the specification's project screens project-billing, bills and new-bill): its
// awaiting-pre-invoice blocks, from which the checked ones make a new pre-invoice (the same call as
// the awaiting-pre-invoice screen), its pre-invoices and its invoices. Each part shows only to the
// holders of its settlement pair, and its rows are those the pair reaches.
import type { BaseRecord } from '@refinedev/core';
import { Card, Empty, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatMonth } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { useSession } from '../../session/session-context.ts';
import { AMOUNT_COLUMN } from '../generic/amount.tsx';
import { useRowOpens, labelledSelection } from '../generic/table-conventions.ts';
import { CreatePreinvoice } from './CreatePreinvoice.tsx';
import { formatMoney } from './money.ts';
import { SETTLEMENT_PAGE_SIZE, usePageOf } from './use-page-of.ts';

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

const pagination = (t: (k: string, o?: Record<string, unknown>) => string, page: number, total: number, setPage: (p: number) => void) => ({
  current: page,
  pageSize: SETTLEMENT_PAGE_SIZE,
  total,
  onChange: setPage,
  showSizeChanger: false,
  showTotal: (n: number) => t('list.total', { count: n }),
});

function ProjectBlocks({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const { rows, total, page, setPage, reload } = usePageOf<BaseRecord>('/api/settlement-blocks', { projectId, state: 'open' });
  const [selected, setSelected] = useState<BaseRecord[]>([]);
  const onRow = useRowOpens<BaseRecord>((row) => ({ resource: 'settlement-blocks', action: 'show', id: row.id! }));
  return (
    <Card title={t('projectBilling.blocks')} style={{ marginTop: 16 }} data-testid="project-billing-blocks">
      {/* new-bill: a pre-invoice of the checked blocks. */}
      <CreatePreinvoice
        rows={selected}
        onDone={() => {
          setSelected([]);
          void reload();
        }}
      />
      <Table<BaseRecord>
        rowKey="id"
        size="small"
        dataSource={rows}
        scroll={{ x: true }}
        pagination={pagination(t, page, total, setPage)}
        onRow={onRow}
        rowSelection={{ ...labelledSelection(t), selectedRowKeys: selected.map((r) => String(r.id)), onChange: (_, chosen) => setSelected(chosen) }}
        columns={[
          {
            key: 'period',
            dataIndex: 'period',
            title: t('resources.settlement-blocks.fields.period'),
            render: (v: string, r) => <Link to={`/settlement-billing/awaiting-preinvoice/${String(r.id)}`}>{formatMonth(v, asLanguage(i18n.language))}</Link>,
          },
          { ...AMOUNT_COLUMN, key: 'awaiting', dataIndex: 'awaitingCount', title: t('resources.settlement-blocks.fields.awaitingCount') },
          {
            key: 'state',
            dataIndex: 'state',
            title: t('resources.settlement-blocks.fields.state'),
            render: (s: string) => <Tag>{t(`enums.blockState.${s}`)}</Tag>,
          },
        ]}
      />
    </Card>
  );
}

function ProjectPreinvoices({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { rows, total, page, setPage } = usePageOf<BaseRecord>('/api/preinvoices', { projectId });
  const onRow = useRowOpens<BaseRecord>((row) => ({ resource: 'preinvoices', action: 'show', id: row.id! }));
  return (
    <Card title={t('projectBilling.preinvoices')} style={{ marginTop: 16 }} data-testid="project-billing-preinvoices">
      <Table<BaseRecord>
        rowKey="id"
        size="small"
        dataSource={rows}
        scroll={{ x: true }}
        pagination={pagination(t, page, total, setPage)}
        onRow={onRow}
        columns={[
          {
            key: 'code',
            dataIndex: 'code',
            title: t('resources.preinvoices.fields.code'),
            render: (v: string, r) => <Link to={`/settlement-billing/preinvoice/${String(r.id)}`}>{v}</Link>,
          },
          { key: 'period', dataIndex: 'period', title: t('resources.preinvoices.fields.period'), render: (v: string) => formatMonth(v, language) },
          {
            key: 'state',
            dataIndex: 'state',
            title: t('resources.preinvoices.fields.state'),
            render: (s: string) => <Tag>{t(`enums.preinvoiceState.${s}`)}</Tag>,
          },
          {
            ...AMOUNT_COLUMN,
            key: 'total',
            dataIndex: 'total',
            title: t('resources.preinvoices.fields.total'),
            render: (v: string) => formatMoney(String(v), language),
          },
        ]}
      />
    </Card>
  );
}

function ProjectInvoices({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { rows, total, page, setPage } = usePageOf<BaseRecord>('/api/invoices', { projectId });
  const onRow = useRowOpens<BaseRecord>((row) => ({ resource: 'invoices', action: 'show', id: row.id! }));
  return (
    <Card title={t('projectBilling.invoices')} style={{ marginTop: 16 }} data-testid="project-billing-invoices">
      <Table<BaseRecord>
        rowKey="id"
        size="small"
        dataSource={rows}
        scroll={{ x: true }}
        pagination={pagination(t, page, total, setPage)}
        onRow={onRow}
        columns={[
          {
            key: 'number',
            dataIndex: 'number',
            title: t('resources.invoices.fields.number'),
            render: (v: string, r) => <Link to={`/settlement-billing/invoice/${String(r.id)}`}>{v}</Link>,
          },
          { key: 'issueDate', dataIndex: 'issueDate', title: t('resources.invoices.fields.issueDate'), render: (v: string | null) => formatDay(v, language) },
          { key: 'state', dataIndex: 'state', title: t('resources.invoices.fields.state'), render: (s: string) => <Tag>{t(`enums.invoiceState.${s}`)}</Tag> },
          {
            ...AMOUNT_COLUMN,
            key: 'total',
            dataIndex: 'total',
            title: t('resources.invoices.fields.total'),
            render: (v: string) => formatMoney(String(v), language),
          },
          {
            ...AMOUNT_COLUMN,
            key: 'balance',
            dataIndex: 'balance',
            title: t('resources.invoices.fields.balance'),
            render: (v: string) => formatMoney(String(v ?? ''), language),
          },
        ]}
      />
    </Card>
  );
}
