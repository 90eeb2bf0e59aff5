// An invoice's lines, read-only (its pre-invoice's as approved): concept, description, professional,
// date, quantity, unit price, discount, amount, taxes and withholdings, a page of 20 at a time.
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/languages.ts';
import { formatDecimal } from '../generic/format-decimal.ts';
import { formatMoney } from '../settlement/money.ts';
import { usePageOf } from '../settlement/use-page-of.ts';

interface Line {
  id: string; position: number; concept: string; description: string; lineDate: string; quantity: string; unitPrice: string;
  discountPercent: string; amount: string; taxes: string; withholdings: string; projectName: string; userName: string;
}

export function InvoiceLines({ invoiceId }: { invoiceId: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { rows, total, page, setPage } = usePageOf<Line>(`/api/invoices/${invoiceId}/lines`, {});
  const money = (v: string) => formatMoney(v, language);
  return (
    <Card title={t('settlement.invoiceLines')} style={{ marginTop: 16 }} data-testid="invoice-lines">
      <Table<Line>
        rowKey="id" size="small" dataSource={rows} scroll={{ x: true }}
        pagination={{ current: page, pageSize: 20, total, onChange: setPage, showSizeChanger: false, showTotal: (n) => t('list.total', { count: n }) }}
        columns={[
          { key: 'position', dataIndex: 'position', title: '#', width: 48 },
          { key: 'concept', dataIndex: 'concept', title: t('settlement.amounts.concept'), render: (c: string) => t(`settlement.amounts.concepts.${c}`) },
          { key: 'description', dataIndex: 'description', title: t('settlement.amounts.description') },
          { key: 'professional', dataIndex: 'userName', title: t('settlement.lines.professional') },
          { key: 'date', dataIndex: 'lineDate', title: t('settlement.amounts.date') },
          { key: 'quantity', dataIndex: 'quantity', title: t('settlement.amounts.quantity'), align: 'right', render: (v: string) => formatDecimal(v, language) },
          { key: 'unitPrice', dataIndex: 'unitPrice', title: t('settlement.amounts.unitPrice'), align: 'right', render: (v: string) => formatDecimal(v, language) },
          { key: 'discount', dataIndex: 'discountPercent', title: t('settlement.edit.fields.discountPercent'), align: 'right', render: (v: string) => `${formatDecimal(v ?? '0', language)} %` },
          { key: 'amount', dataIndex: 'amount', title: t('settlement.amounts.amount'), align: 'right', render: money },
          { key: 'taxes', dataIndex: 'taxes', title: t('settlement.lines.taxes'), align: 'right', render: money },
          { key: 'withholdings', dataIndex: 'withholdings', title: t('settlement.lines.withholdings'), align: 'right', render: money },
        ]}
      />
    </Card>
  );
}
