// How credit notes and cash receipts move an invoice's balance: under the invoice's row lock (taken
// in id order, so two documents on the same invoices never deadlock), refused on an annulled
// invoice, a fully compensated one, or above what it still owes. The database's check on the
// invoice keeps the balance from going below zero whatever runs concurrently.
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors/app-error.ts';
import { Decimal } from '../../management/currencies/conversion.ts';

export interface LockedInvoice {
  id: string;
  currencyId: string;
  clientId: string;
  state: string;
  balance: Decimal;
}

/** The invoices, locked for update, with what each still owes. */
export async function lockInvoices(trx: Knex.Transaction, companyId: string, ids: string[]): Promise<Map<string, LockedInvoice>> {
  const rows = await trx('invoices')
    .where({ companyId })
    .whereIn('id', ids)
    .orderBy('id')
    .forUpdate()
    .select('id', 'currencyId', 'clientId', 'state', trx.raw('(total - credited - paid)::text as balance'));
  return new Map(rows.map((r) => [r.id, { id: r.id, currencyId: r.currencyId, clientId: r.clientId, state: r.state, balance: new Decimal(r.balance) }]));
}

/** Refuses an invoice that cannot take `amount` more (annulled, fully compensated, or not owing that much). */
export function assertOwes(invoice: LockedInvoice | undefined, amount: Decimal, aboveCode: 'CREDIT_NOTE_ABOVE_BALANCE' | 'CASH_RECEIPT_ABOVE_BALANCE') {
  if (!invoice) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'invoiceId', code: 'INVALID_REFERENCE' }]);
  if (invoice.state !== 'approved') throw new AppError('INVOICE_ANNULLED');
  if (invoice.balance.lte(0)) throw new AppError('INVOICE_FULLY_COMPENSATED');
  if (amount.gt(invoice.balance)) throw new AppError(aboveCode, { balance: invoice.balance.toFixed(2) });
}
