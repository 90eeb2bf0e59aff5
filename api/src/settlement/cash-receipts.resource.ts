// Cash receipts ('cash-register-receipt', 'cash-register-receipt-detail'): a currency, one or more
// invoices in it with the amount applied to each, a description. The value is greater than zero and
// equal to the sum applied; no invoice's balance goes below zero. Sign-in needed, no permission code
// (document 1, section 6). Made once, never changed. A receipt is seen by those who see every invoice
// it pays (a client's contact: its own client's), in lists, details and exports alike.
import { AppError } from '../platform/errors/app-error.ts';
import { billingVisibleUnder } from '../authorization/visibility.ts';
import { collection, defineResource, money, ref, text, textarea } from '../platform/resource/define.ts';
import { Decimal } from '../management/currencies/conversion.ts';
import { assertOwes, lockInvoices } from './payments.ts';
import { invoiceNumber, takeNumber } from './settlement-flow.ts';

type Row = Record<string, unknown>;

export const cashReceipts = defineResource({
  name: 'cash-receipts',
  table: 'cash_receipts',
  ownedBy: 'company',
  permission: { read: null, write: null },
  operations: ['list', 'show', 'create'],
  titleField: 'code',
  visibility: (caller) => {
    const invoice = billingVisibleUnder(caller, 'SettlementReadLiquidated', 'i.client_id', 'i.project_id');
    return {
      sql: `not exists (select 1 from cash_receipt_invoices ci join invoices i on i.id = ci.invoice_id
        where ci.cash_receipt_id = t.id and not ${invoice.sql})`,
      bindings: invoice.bindings,
    };
  },
  fields: {
    code: text({ readOnly: true, max: 20, searchColumn: 'code' }),
    currencyId: ref('currencies', { required: true, refFilter: { active: true, type: 1 } }),
    value: money({ required: true }),
    description: textarea({ max: 1000 }),
    createdBy: ref('users', { readOnly: true }),
  },
  list: {
    columns: ['code', 'value', 'currencyId', 'description', 'createdBy'],
    filters: ['currencyId'],
    search: ['code'],
    defaultSort: { field: 'code', order: 'desc' },
  },
  routes: {
    list: '/settlement-billing/cash-register-receipt',
    create: '/settlement-billing/cash-register-receipt/new',
    show: '/settlement-billing/cash-register-receipt-detail/:id',
  },
  menu: 'settlement',
  audited: true,
  collections: {
    invoices: collection({
      table: 'cash_receipt_invoices',
      foreignKey: 'cashReceiptId',
      fields: {
        invoiceId: ref('invoices', { required: true }),
        amount: money({ required: true }),
      },
      max: 100, // at least one: the rule says so with its own message
    }),
  },
  rules: {
    async beforeWrite(row, { trx, tenantId, companyId, caller, stamp }) {
      const value = new Decimal(String(row.value));
      if (value.lte(0)) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'value', code: 'CASH_RECEIPT_VALUE_POSITIVE' }]);
      const applied = (row.invoices as Row[] | undefined) ?? [];
      if (!applied.length) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'invoices', code: 'CASH_RECEIPT_INVOICES_REQUIRED' }]);
      const ids = applied.map((a) => String(a.invoiceId));
      if (new Set(ids).size !== ids.length) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'invoices', code: 'CASH_RECEIPT_INVOICE_REPEATED' }]);
      let sum = new Decimal(0);
      applied.forEach((a, i) => {
        const amount = new Decimal(String(a.amount));
        if (amount.lte(0)) throw new AppError('VALIDATION_FAILED', {}, [{ field: `invoices[${i}].amount`, code: 'CASH_RECEIPT_VALUE_POSITIVE' }]);
        sum = sum.plus(amount);
      });
      if (!sum.eq(value)) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'value', code: 'CASH_RECEIPT_SUM_MISMATCH' }]);
      const invoices = await lockInvoices(trx, companyId, ids);
      applied.forEach((a, i) => {
        const invoice = invoices.get(String(a.invoiceId));
        if (invoice && invoice.currencyId !== row.currencyId) {
          throw new AppError('VALIDATION_FAILED', {}, [{ field: `invoices[${i}].invoiceId`, code: 'CASH_RECEIPT_CURRENCY_MISMATCH' }]);
        }
        assertOwes(invoice, new Decimal(String(a.amount)), 'CASH_RECEIPT_ABOVE_BALANCE');
      });
      for (const a of applied) await trx('invoices').where({ id: a.invoiceId }).update({ paid: trx.raw('paid + ?::numeric', [new Decimal(String(a.amount)).toFixed()]) });
      if (stamp) {
        stamp.code = invoiceNumber('RC', await takeNumber(trx, { tenantId, companyId }, 'RC'));
        stamp.createdBy = caller?.userId ?? null;
      }
    },
  },
});
