// An invoice's lines, read-only (its pre-invoice's as approved): concept, description, professional,
// date, quantity, unit price, discount, amount, taxes and withholdings, a page of 20 at a time.
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { AMOUNT_COLUMN } from '../generic/amount.tsx';
import { formatDecimal } from '../generic/format-decimal.ts';
import { formatMoney } from '../settlement/money.ts';
import { usePageOf } from '../settlement/use-page-of.ts';

interface Line {
  id: string;
  position: number;
  concept: string;
  description: string;
  lineDate: string;
  quantity: string;
  unitPrice: string;
  discountPercent: string;
  amount: string;
  taxes: string;
  withholdings: string;
  projectName: string;
  userName: string;
}

export function InvoiceLines({ invoiceId }: { invoiceId: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { rows, total, page, setPage } = usePageOf<Line>(`/api/invoices/${invoiceId}/lines`, {});
  const money = (v: string) => formatMoney(v, language);
  return (
    <Card title={t('settlement.invoiceLines')} style={{ marginTop: 16 }} data-testid="invoice-lines">
      <Table<Line>
        rowKey="id"
        size="small"
        dataSource={rows}
        scroll={{ x: true }}
        pagination={{ current: page, pageSize: 20, total, onChange: setPage, showSizeChanger: false, showTotal: (n) => t('list.total', { count: n }) }}
        columns={[
          { key: 'position', dataIndex: 'position', title: '#', width: 48 },
          { key: 'concept', dataIndex: 'concept', title: t('settlement.amounts.concept'), render: (c: string) => t(`settlement.amounts.concepts.${c}`) },
          { key: 'description', dataIndex: 'description', title: t('settlement.amounts.description') },
          { key: 'professional', dataIndex: 'userName', title: t('settlement.lines.professional') },
          { key: 'date', dataIndex: 'lineDate', title: t('settlement.amounts.date'), render: (v: string | null) => formatDay(v, language) },
          {
            ...AMOUNT_COLUMN,
            key: 'quantity',
            dataIndex: 'quantity',
            title: t('settlement.amounts.quantity'),
            render: (v: string) => formatDecimal(v, language),
          },
          {
            ...AMOUNT_COLUMN,
            key: 'unitPrice',
            dataIndex: 'unitPrice',
            title: t('settlement.amounts.unitPrice'),
            render: (v: string) => formatDecimal(v, language),
          },
          {
            ...AMOUNT_COLUMN,
            key: 'discount',
            dataIndex: 'discountPercent',
            title: t('settlement.edit.fields.discountPercent'),
            render: (v: string) => `${formatDecimal(v ?? '0', language)} %`,
          },
          { ...AMOUNT_COLUMN, key: 'amount', dataIndex: 'amount', title: t('settlement.amounts.amount'), render: money },
          { ...AMOUNT_COLUMN, key: 'taxes', dataIndex: 'taxes', title: t('settlement.lines.taxes'), render: money },
          { ...AMOUNT_COLUMN, key: 'withholdings', dataIndex: 'withholdings', title: t('settlement.lines.withholdings'), render: money },
        ]}
      />
    </Card>
  );
}
