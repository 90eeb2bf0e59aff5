// An invoice's lines, read-only (decision 278): its pre-invoice's as approved, listed in order by
// `?invoiceId=` and seen with the invoice (the SettlementReadLiquidated pair on its project).
import { ref } from '../../platform/resource/define.ts';
import { billingLines } from '../preinvoices/preinvoice-lines.resource.ts';

export const invoiceLines = billingLines({
  name: 'invoice-lines',
  table: 'invoice_lines_view',
  pair: 'SettlementReadLiquidated',
  project: 't.invoice_project_id',
  parent: { invoiceId: ref('invoices', { readOnly: true }) },
  list: '/settlement-billing/invoice-lines',
});
