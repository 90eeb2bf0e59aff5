// An invoice's lines, read-only (its pre-invoice's as approved): concept, description, professional,
// date, quantity, unit price, discount, amount, taxes and withholdings, a page of 20 at a time.
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/languages.ts';
import { lineColumns, type BillingLine } from '../settlement/line-columns.tsx';
import { usePagedTable } from '../generic/use-paged-table.ts';

export function InvoiceLines({ invoiceId }: { invoiceId: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { tableProps } = usePagedTable<BillingLine>('invoice-lines', { invoiceId });
  const column = lineColumns(t, language);
  return (
    <Card title={t('settlement.invoiceLines')} style={{ marginTop: 16 }} data-testid="invoice-lines">
      <Table<BillingLine>
        {...tableProps}
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        columns={[
          column.position,
          column.concept,
          column.description,
          column.professional,
          column.date,
          column.quantity,
          column.unitPrice,
          column.discount,
          column.amount,
          column.taxes,
          column.withholdings,
        ]}
      />
    </Card>
  );
}
