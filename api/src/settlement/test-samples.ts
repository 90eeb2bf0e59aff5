// The settlement declarations' own test samples (platform/testing/sample.ts): a document on an
// approved invoice of the demo's that still owes something, for one unit of its currency.
import type { Knex } from 'knex';
import type { Sample } from '../platform/testing/sample.ts';

const owingInvoice = (owner: Knex, companyId: string) =>
  owner('invoices')
    .where({ company_id: companyId, state: 'approved' })
    .whereRaw('total - credited - paid >= 1')
    .orderBy('number')
    .first('id', 'currency_id', 'client_id');

export const settlementSamples: Record<string, Sample> = {
  'credit-notes': async ({ owner, companyId }) => {
    const invoice = await owingInvoice(owner, companyId);
    return { invoiceId: invoice.id, currencyId: invoice.currency_id, value: '1', noteType: 'partial' };
  },
  'cash-receipts': async ({ owner, companyId }) => {
    const invoice = await owingInvoice(owner, companyId);
    return {
      clientId: invoice.client_id,
      receivedOn: '2026-01-15',
      method: 'transfer',
      currencyId: invoice.currency_id,
      value: '1',
      invoices: [{ invoiceId: invoice.id, amount: '1' }],
    };
  },
};
