// What the portal's pages share: reading one of the portal's answers, and the tables of
// pre-invoices and invoices (the dashboard's and a project's), each row opening its record.
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatMonth } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { useApiRead } from '../../providers/use-api-read.ts';
import { portalPath } from '../../resources/product-pages.ts';
import { useRowOpens } from '../generic/table-conventions.ts';
import { useReadAgainOn } from '../generic/use-read-again.ts';
import { AMOUNT_STYLE } from '../generic/amount.tsx';
import { formatMoney } from '../settlement/money.ts';

export interface PortalPreinvoiceRow {
  id: string;
  code: string;
  state: string;
  period: string;
  projectId: string;
  projectName: string;
  currency: string;
  total: string;
}
export interface PortalInvoiceRow {
  id: string;
  number: string;
  state: string;
  issueDate: string;
  projectId: string;
  projectName: string;
  currency: string;
  total: string;
  balance: string;
}
export interface PortalBalance {
  currency: string;
  balance: string;
}

/**
 * One of the portal's answers through the data provider: the data, or the refusal's sentence (a
 * record of another client: not found); read again when `version` moves. Another record's answer is
 * not shown while this one loads (each address is its own read); the same record's stays until the
 * new one comes.
 */
export function usePortalData<T extends BaseRecord | BaseRecord[]>(url: string, version = 0): { data: T | null; error: string | null } {
  const read = useApiRead<T>(url.replace(/^\/api/, ''));
  const { refetch } = read;
  useReadAgainOn(version, refetch);
  return { data: read.data ?? null, error: read.error ? (read.error.message ?? String(read.error)) : null };
}

/** An amount in its currency, never broken across lines. */
export function Amount({ value, currency }: { value: string; currency: string }) {
  const { i18n } = useTranslation();
  return <span style={AMOUNT_STYLE}>{formatMoney(value, asLanguage(i18n.language), currency)}</span>;
}

/** A portal list of records: ten a page, each row opening `pathOf` its record, 'none' when there is none. */
export function PortalTable<R extends { id: string }>({ rows, pathOf, columns }: { rows: R[]; pathOf: (row: R) => string; columns: ColumnsType<R> }) {
  const { t } = useTranslation();
  const onRow = useRowOpens<R>(pathOf);
  return (
    <Table<R>
      rowKey="id"
      size="small"
      dataSource={rows}
      onRow={onRow}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('customerPortal.none') }}
      columns={columns}
    />
  );
}

/** The project's column, left out on a project's own page. */
const projectColumn = (t: TFunction, showProject: boolean) =>
  showProject ? [{ key: 'project', dataIndex: 'projectName', title: t('customerPortal.project') }] : [];

export function PortalPreinvoices({ rows, showProject = true }: { rows: PortalPreinvoiceRow[]; showProject?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return (
    <PortalTable<PortalPreinvoiceRow>
      rows={rows}
      pathOf={(r) => portalPath.preinvoice(r.id)}
      columns={[
        { key: 'code', title: t('customerPortal.code'), render: (_, r) => <Link to={portalPath.preinvoice(r.id)}>{r.code}</Link> },
        ...projectColumn(t, showProject),
        { key: 'period', title: t('customerPortal.period'), render: (_, r) => formatMonth(r.period, language) },
        { key: 'state', title: t('customerPortal.state'), render: (_, r) => <Tag>{t(`enums.preinvoiceState.${r.state}`)}</Tag> },
        { key: 'total', title: t('customerPortal.total'), align: 'right', render: (_, r) => <Amount value={r.total} currency={r.currency} /> },
      ]}
    />
  );
}

export function PortalInvoices({ rows, showProject = true }: { rows: PortalInvoiceRow[]; showProject?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return (
    <PortalTable<PortalInvoiceRow>
      rows={rows}
      pathOf={(r) => portalPath.invoice(r.id)}
      columns={[
        { key: 'number', title: t('customerPortal.number'), render: (_, r) => <Link to={portalPath.invoice(r.id)}>{r.number}</Link> },
        ...projectColumn(t, showProject),
        { key: 'issueDate', title: t('customerPortal.issueDate'), render: (_, r) => <span style={AMOUNT_STYLE}>{formatDay(r.issueDate, language)}</span> },
        { key: 'state', title: t('customerPortal.state'), render: (_, r) => <Tag>{t(`enums.invoiceState.${r.state}`)}</Tag> },
        { key: 'total', title: t('customerPortal.total'), align: 'right', render: (_, r) => <Amount value={r.total} currency={r.currency} /> },
        { key: 'balance', title: t('customerPortal.balance'), align: 'right', render: (_, r) => <Amount value={r.balance} currency={r.currency} /> },
      ]}
    />
  );
}

/** What is owed, one line per currency. */
export function PortalBalances({ balances }: { balances: PortalBalance[] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="portal-balances">
      <Typography.Text type="secondary">{t('customerPortal.owed')}</Typography.Text>
      {balances.length ? (
        balances.map((b) => (
          <div key={b.currency}>
            <strong>
              <Amount value={b.balance} currency={b.currency} />
            </strong>
          </div>
        ))
      ) : (
        <div>—</div>
      )}
    </div>
  );
}
