// An invoice's lines, read-only (its pre-invoice's as approved): concept, description, professional,
// date, quantity, unit price, discount, amount, taxes and withholdings, a page of 20 at a time.
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/languages.ts';
import { lineColumns, type BillingLine } from '../settlement/line-columns.tsx';
import { pageOfPagination, usePageOf } from '../settlement/use-page-of.ts';

export function InvoiceLines({ invoiceId }: { invoiceId: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { rows, total, page, setPage } = usePageOf<BillingLine>(`/api/invoices/${invoiceId}/lines`, {});
  const column = lineColumns(t, language);
  return (
    <Card title={t('settlement.invoiceLines')} style={{ marginTop: 16 }} data-testid="invoice-lines">
      <Table<BillingLine>
        rowKey="id"
        size="small"
        dataSource={rows}
        scroll={{ x: true }}
        pagination={pageOfPagination(t, { page, total, setPage })}
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
