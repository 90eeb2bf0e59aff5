// The electronic-invoicing report ("Noova state and report"): the invoices and credit notes issued
// in a date range (this month by default) with their state at the provider, narrowed by state, and
// the count and total per kind, state and currency over the range.
import { DatePicker, Empty, Flex, Select, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiRead } from '../../providers/use-api-read.ts';
import { Link } from 'react-router';
import { asLanguage } from '../../i18n/languages.ts';
import { formatDay, formatMoment } from '../../i18n/dates.ts';
import { AMOUNT_COLUMN } from '../generic/amount.tsx';
import { useRowOpens } from '../generic/table-conventions.ts';
import { formatMoney } from './money.ts';
import { EinvoiceTag } from './EinvoiceSection.tsx';
import { PAGE_SIZE } from '../generic/list-constants.ts';

const STATES = ['pending', 'sent', 'accepted', 'rejected', 'failed'] as const;

interface Row {
  id: string;
  kind: 'invoice' | 'credit-note';
  number: string;
  issueDate: string;
  clientName: string;
  currency: string;
  total: string;
  state: string;
  einvoiceState: string;
  einvoiceMessage: string | null;
  einvoiceReference: string | null;
  einvoiceAt: string | null;
}
interface Report {
  rows: Row[];
  total: number;
  totals: { kind: Row['kind']; einvoiceState: string; currency: string; count: number; total: string }[];
}

/** Where a document of the report opens. */
const pathOf = (r: Row) => (r.kind === 'credit-note' ? `/settlement-billing/creditNotes/detail/${r.id}` : `/settlement-billing/invoice/${r.id}`);

export function EinvoiceReport() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf('month'), dayjs().endOf('month')]);
  const [state, setState] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const onRow = useRowOpens<Row>(pathOf);
  const from = range[0].format('YYYY-MM-DD');
  const to = range[1].format('YYYY-MM-DD');
  const read = useApiRead<Report>('/einvoicing/report', {
    query: { from, to, _start: (page - 1) * PAGE_SIZE, _end: page * PAGE_SIZE, ...(state ? { einvoiceState: state } : {}) },
    keepPrevious: true,
  });
  const report = read.data ?? null;
  const error = read.error?.message ?? null;
  return (
    <Flex vertical gap="middle" data-testid="einvoice-report">
      <Flex wrap gap="small" align="center">
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          format="YYYY-MM-DD"
          aria-label={t('settlement.einvoice.report.range')}
          onChange={(v) => {
            if (v?.[0] && v[1]) {
              setRange([v[0], v[1]]);
              setPage(1);
            }
          }}
        />
        <Select
          allowClear
          placeholder={t('settlement.einvoice.state')}
          style={{ minWidth: 180 }}
          value={state}
          aria-label={t('settlement.einvoice.state')}
          onChange={(v) => {
            setState(v);
            setPage(1);
          }}
          options={STATES.map((s) => ({ value: s, label: t(`enums.einvoiceState.${s}`) }))}
        />
      </Flex>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <Flex wrap gap="small" data-testid="einvoice-report-totals">
        {report && !report.totals.length && <Typography.Text type="secondary">{t('settlement.einvoice.report.none')}</Typography.Text>}
        {report?.totals.map((r) => (
          <Tag key={`${r.kind}-${r.einvoiceState}-${r.currency}`} style={{ padding: '4px 8px' }}>
            {t(`settlement.einvoice.report.kinds.${r.kind}`)} · <EinvoiceTag state={r.einvoiceState} />
            {t('settlement.einvoice.report.documents', { count: r.count })} · {formatMoney(r.total, language, r.currency)}
          </Tag>
        ))}
      </Flex>
      <Table<Row>
        size="small"
        rowKey="id"
        dataSource={report?.rows ?? []}
        loading={!report && !error}
        scroll={{ x: 'max-content' }}
        onRow={onRow}
        locale={{ emptyText: <Empty description={t('settlement.einvoice.report.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: report?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: 'kind', title: t('settlement.einvoice.report.kind'), render: (_, r) => t(`settlement.einvoice.report.kinds.${r.kind}`) },
          { key: 'number', title: t('settlement.einvoice.report.number'), render: (_, r) => <Link to={pathOf(r)}>{r.number}</Link> },
          { key: 'issueDate', title: t('settlement.einvoice.report.issueDate'), dataIndex: 'issueDate', render: (v: string | null) => formatDay(v, language) },
          { key: 'client', title: t('settlement.einvoice.report.client'), dataIndex: 'clientName' },
          { ...AMOUNT_COLUMN, key: 'total', title: t('settlement.dashboard.total'), render: (_, r) => formatMoney(r.total, language, r.currency) },
          { key: 'state', title: t('settlement.einvoice.report.invoiceState'), render: (_, r) => t(`enums.invoiceState.${r.state}`) },
          { key: 'einvoiceState', title: t('settlement.einvoice.state'), render: (_, r) => <EinvoiceTag state={r.einvoiceState} /> },
          { key: 'message', title: t('settlement.einvoice.message'), dataIndex: 'einvoiceMessage', render: (v: string | null) => v || '—' },
          { key: 'reference', title: t('settlement.einvoice.reference'), dataIndex: 'einvoiceReference', render: (v: string | null) => v || '—' },
          { key: 'at', title: t('settlement.einvoice.at'), render: (_, r) => (r.einvoiceAt ? formatMoment(r.einvoiceAt, language) : '—') },
        ]}
      />
    </Flex>
  );
}
