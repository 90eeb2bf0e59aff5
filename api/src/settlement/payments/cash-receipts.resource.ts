// Cash receipts ('cash-register-receipt', 'cash-register-receipt-detail'): the client who paid, the day
// the money was received (not after the company's today), how (transfer, cash, check, card, other)
// and its reference, a currency, one or more of the client's invoices in it with the amount applied
// to each, a description. The value is greater than zero and
// equal to the sum applied; no invoice's balance goes below zero. Sign-in needed, no permission code
// (document 1, section 6). Made once, never changed: it asks first (CASH_RECEIPT_CONFIRM, answered by
// X-Confirm). A receipt is seen by those who see every invoice it pays, in lists, details and exports
// alike (a client's contact reads what was applied to its invoices in the customer portal).
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors/app-error.ts';
import { billingVisibleUnder } from '../../authorization/visibility.ts';
import { collection, date, defineResource, enumeration, money, ref, text, textarea } from '../../platform/resource/define.ts';
import { today } from '../../platform/time/company-day.ts';
import { Decimal } from '../../management/currencies/conversion.ts';
import { assertOwes, lockInvoices } from './payments.ts';
import { invoiceNumber, takeNumber } from '../settlement-flow.ts';
import { amountIn } from '../documents/amount-text.ts';

type Row = Record<string, unknown>;

/** The cash receipts' numbering series (RC-000001). */
const SERIES = 'RC';
/** How the money came. */
export const PAYMENT_METHODS = ['transfer', 'cash', 'check', 'card', 'other'] as const;

/** The question before a receipt is recorded (issue 29): its series, its value and the invoices it pays. */
async function receiptQuestion(trx: Knex.Transaction, row: Row, value: Decimal, invoiceIds: string[]): Promise<AppError> {
  const currency = await trx('currencies')
    .where({ id: row.currencyId as string })
    .first('code', 'decimals');
  const numbers = (await trx('invoices').whereIn('id', invoiceIds).orderBy(['prefix', 'number']).select('prefix', 'number')).map((i) =>
    invoiceNumber(String(i.prefix), String(i.number)),
  );
  const list = (and: string) => `${numbers.slice(0, -1).join(', ')} ${and} ${numbers.at(-1)}`;
  const invoices =
    numbers.length === 1 ? { es: `la factura ${numbers[0]}`, en: `invoice ${numbers[0]}` } : { es: `las facturas ${list('y')}`, en: `invoices ${list('and')}` };
  return new AppError('CASH_RECEIPT_CONFIRM', {
    prefix: SERIES,
    amount: amountIn(value.toFixed(), Number(currency.decimals), String(currency.code)),
    invoices,
  });
}

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
    clientId: ref('clients', { required: true }),
    receivedOn: date({ required: true, startsToday: true }),
    method: enumeration('paymentMethod', PAYMENT_METHODS, { required: true }),
    reference: text({ max: 100 }),
    currencyId: ref('currencies', { required: true, refFilter: { active: true, type: 1 } }),
    value: money({ required: true }),
    description: textarea({ max: 1000 }),
    createdBy: ref('users', { readOnly: true }),
  },
  list: {
    columns: ['code', 'receivedOn', 'clientId', 'method', 'value', 'currencyId', 'createdBy'],
    filters: ['clientId', 'method', 'currencyId', 'receivedOn'],
    search: ['code'],
    defaultSort: { field: 'code', order: 'desc' }, // the newest first (receivedOn may be back-dated)
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
        // The receipt's client's approved invoices in its currency, each read with what it still owes.
        invoiceId: ref('invoices', { required: true, refFilter: { state: 'approved' }, refFollows: { clientId: 'clientId', currencyId: 'currencyId' } }),
        amount: money({ required: true }),
      },
      max: 100, // at least one: the rule says so with its own message
    }),
  },
  rules: {
    async beforeWrite(row, { trx, tenantId, companyId, caller, stamp, confirmed }) {
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
      const company = await trx('companies').where({ id: companyId }).first('timeZone');
      if (String(row.receivedOn) > today(company.timeZone))
        throw new AppError('VALIDATION_FAILED', {}, [{ field: 'receivedOn', code: 'CASH_RECEIPT_DATE_FUTURE' }]);
      const invoices = await lockInvoices(trx, companyId, ids);
      applied.forEach((a, i) => {
        const invoice = invoices.get(String(a.invoiceId));
        if (invoice && invoice.clientId !== row.clientId) {
          throw new AppError('VALIDATION_FAILED', {}, [{ field: `invoices[${i}].invoiceId`, code: 'CASH_RECEIPT_CLIENT_MISMATCH' }]);
        }
        if (invoice && invoice.currencyId !== row.currencyId) {
          throw new AppError('VALIDATION_FAILED', {}, [{ field: `invoices[${i}].invoiceId`, code: 'CASH_RECEIPT_CURRENCY_MISMATCH' }]);
        }
        assertOwes(invoice, new Decimal(String(a.amount)), 'CASH_RECEIPT_ABOVE_BALANCE');
      });
      if (!confirmed.has('CASH_RECEIPT_CONFIRM')) throw await receiptQuestion(trx, row, value, ids);
      for (const a of applied)
        await trx('invoices')
          .where({ id: a.invoiceId })
          .update({ paid: trx.raw('paid + ?::numeric', [new Decimal(String(a.amount)).toFixed()]) });
      if (stamp) {
        stamp.code = invoiceNumber(SERIES, await takeNumber(trx, { tenantId, companyId }, SERIES));
        stamp.createdBy = caller?.userId ?? null;
      }
    },
  },
});
