// Credit notes ('creditNotes', 'creditNotes/detail'): on an approved invoice, with a cause, a
// description, a type and a value in the invoice's currency or in an indexing unit whose standard
// currency is the invoice's (converted at today's equivalency). Greater than 0, not above what the
// invoice still owes, refused on an invoice already fully compensated. Made once, never changed;
// submitted to the electronic-invoicing provider once committed, as an invoice is: so it asks first
// (CREDIT_NOTE_CONFIRM, answered by X-Confirm).
// Scoped by the SettlementCreditNotes pair through the invoice's project.
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors/app-error.ts';
import { defineResource, enumeration, money, ref, text, textarea } from '../../platform/resource/define.ts';
import { convert, Decimal, NoEquivalencyError } from '../../management/currencies/conversion.ts';
import { equivalenciesOf } from '../../management/currencies/currency-conversion.ts';
import { today } from '../../platform/time/company-day.ts';
import { assertOwes, lockInvoices } from './payments.ts';
import { invoiceNumber, takeNumber } from '../settlement-flow.ts';
import { amountIn } from '../documents/amount-text.ts';
import { EINVOICE_STATES } from '../invoices/invoices.resource.ts';

export const NOTE_TYPES = ['partial', 'total'] as const;

type Row = Record<string, unknown>;

/** The credit notes' numbering series (NC-000001). */
const SERIES = 'NC';

/**
 * The question before a note is issued (issue 29): its series, its value (in an indexing unit, with
 * what it is worth in the invoice's currency today) and the invoice it credits.
 */
async function creditNoteQuestion(trx: Knex.Transaction, row: Row, value: Decimal, inInvoice: Decimal): Promise<AppError> {
  const invoice = await trx('invoices as i')
    .join('currencies as c', 'c.id', 'i.currency_id')
    .where('i.id', row.invoiceId as string)
    .first('i.prefix', 'i.number', 'i.currencyId', 'c.code', 'c.decimals');
  const worth = amountIn(inInvoice.toFixed(), Number(invoice.decimals), String(invoice.code));
  let amount = worth;
  if (row.currencyId !== invoice.currencyId) {
    const unit = await trx('currencies')
      .where({ id: row.currencyId as string })
      .first('code', 'decimals');
    const typed = amountIn(value.toFixed(), Number(unit.decimals), String(unit.code));
    amount = { es: `${typed.es} (${worth.es})`, en: `${typed.en} (${worth.en})` };
  }
  return new AppError('CREDIT_NOTE_CONFIRM', { prefix: SERIES, amount, invoice: invoiceNumber(String(invoice.prefix), String(invoice.number)) });
}

export const creditNotes = defineResource({
  name: 'credit-notes',
  table: 'credit_notes',
  ownedBy: 'company',
  permission: { read: 'SettlementCreditNotesAll', write: 'SettlementCreditNotesAll', also: ['SettlementCreditNotesWorkgroup'] },
  operations: ['list', 'show', 'create'],
  scope: { pair: 'SettlementCreditNotes', project: '(select i.project_id from invoices i where i.id = t.invoice_id)' },
  titleField: 'code',
  fields: {
    code: text({ readOnly: true, max: 20, searchColumn: 'code' }),
    invoiceId: ref('invoices', { required: true, requiredCode: 'CREDIT_NOTE_INVOICE_REQUIRED' }),
    cause: text({ required: true, requiredCode: 'CREDIT_NOTE_FIELDS_REQUIRED', max: 200 }),
    description: textarea({ required: true, requiredCode: 'CREDIT_NOTE_FIELDS_REQUIRED', max: 1000 }),
    noteType: enumeration('creditNoteType', NOTE_TYPES, { required: true, requiredCode: 'CREDIT_NOTE_FIELDS_REQUIRED' }),
    currencyId: ref('currencies', { required: true, requiredCode: 'CREDIT_NOTE_FIELDS_REQUIRED', refFilter: { active: true } }),
    value: money({ required: true, requiredCode: 'CREDIT_NOTE_FIELDS_REQUIRED' }),
    invoiceValue: money({ readOnly: true }),
    createdBy: ref('users', { readOnly: true }),
    // Its state at the electronic-invoicing provider (submitted as an invoice is, decision 229).
    einvoiceState: enumeration('einvoiceState', EINVOICE_STATES, { readOnly: true }),
    einvoiceMessage: text({ readOnly: true, max: 500 }),
    einvoiceReference: text({ readOnly: true, max: 100 }),
  },
  list: {
    columns: ['code', 'invoiceId', 'noteType', 'value', 'currencyId', 'invoiceValue', 'einvoiceState', 'createdBy'],
    filters: ['invoiceId', 'noteType', 'currencyId', 'einvoiceState'],
    search: ['code'],
    defaultSort: { field: 'code', order: 'desc' },
  },
  routes: { list: '/settlement-billing/creditNotes', create: '/settlement-billing/creditNotes/new', show: '/settlement-billing/creditNotes/detail/:id' },
  menu: 'settlement',
  audited: true,
  rules: {
    async beforeWrite(row, { trx, tenantId, companyId, caller, stamp, confirmed }) {
      const value = new Decimal(String(row.value));
      if (value.lte(0)) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'value', code: 'CREDIT_NOTE_VALUE_POSITIVE' }]);
      const invoices = await lockInvoices(trx, companyId, [String(row.invoiceId)]);
      const invoice = invoices.get(String(row.invoiceId));
      // The value in the invoice's currency: the same currency, or an indexing unit of it at today's equivalency.
      let inInvoice = value;
      if (invoice && row.currencyId !== invoice.currencyId) {
        const unit = await trx('currencies').where({ id: row.currencyId, companyId }).first('standardCurrencyId');
        if (!unit || unit.standardCurrencyId !== invoice.currencyId) {
          throw new AppError('VALIDATION_FAILED', {}, [{ field: 'currencyId', code: 'CREDIT_NOTE_CURRENCY_MISMATCH' }]);
        }
        const company = await trx('companies').where({ id: companyId }).first('timeZone');
        const equivalencies = await equivalenciesOf(trx, String(row.currencyId));
        try {
          inInvoice = new Decimal(convert(value.toFixed(), equivalencies, today(company.timeZone))).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        } catch (e) {
          if (e instanceof NoEquivalencyError) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'currencyId', code: 'CREDIT_NOTE_CURRENCY_MISMATCH' }]);
          throw e;
        }
      }
      assertOwes(invoice, inInvoice, 'CREDIT_NOTE_ABOVE_BALANCE');
      if (!confirmed.has('CREDIT_NOTE_CONFIRM')) throw await creditNoteQuestion(trx, row, value, inInvoice);
      await trx('invoices')
        .where({ id: row.invoiceId })
        .update({ credited: trx.raw('credited + ?::numeric', [inInvoice.toFixed()]) });
      if (stamp) {
        stamp.code = invoiceNumber(SERIES, await takeNumber(trx, { tenantId, companyId }, SERIES));
        stamp.invoiceValue = inInvoice.toFixed();
        stamp.createdBy = caller?.userId ?? null;
      }
    },
  },
});
