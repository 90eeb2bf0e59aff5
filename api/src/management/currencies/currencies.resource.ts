// Currencies (type 1) and indexing units (type 2: UVT, SMMLV) of a company (document 1, section 3;
// document 2, section 3). An indexing unit converts to its standard currency at the equivalency in
// force on a date (conversion.ts); its dated equivalencies are child rows written with it. One
// currency is the main one: making another the main one unsets it in the same transaction, and the
// main one cannot be deactivated until another takes its place.
import Decimal from 'decimal.js';
import type { Knex } from 'knex';
import { fail, invalid, type FieldError } from '../../platform/errors/app-error.ts';
import { lockFor } from '../../platform/db/knex.ts';
import type { ActionDecl } from '../../platform/resource/actions.ts';
import { boolean, collection, date, defineResource, enumeration, integer, money, pagesAt, ref, text } from '../../platform/resource/define.ts';

export const CURRENCY = 1;
export const INDEXING_UNIT = 2;
export const CURRENCY_TYPES = [CURRENCY, INDEXING_UNIT] as const;

type Row = Record<string, unknown>;

/** Field errors of an indexing unit's or currency's own shape (standard currency, equivalencies). */
export function shapeErrors(row: Row): FieldError[] {
  const errors: FieldError[] = [];
  const rows = (row.equivalencies as Row[] | undefined) ?? [];
  if (Number(row.type) === INDEXING_UNIT) {
    if (!row.standardCurrencyId) errors.push({ field: 'standardCurrencyId', code: 'INDEXING_UNIT_STANDARD_REQUIRED' });
    if (!rows.length) errors.push({ field: 'equivalencies', code: 'INDEXING_UNIT_EQUIVALENCY_REQUIRED' });
  } else {
    if (row.standardCurrencyId) errors.push({ field: 'standardCurrencyId', code: 'CURRENCY_HAS_NO_STANDARD' });
    if (rows.length) errors.push({ field: 'equivalencies', code: 'CURRENCY_HAS_NO_EQUIVALENCIES' });
  }
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    if (r.value != null && !new Decimal(String(r.value)).gt(0)) errors.push({ field: `equivalencies[${i}].value`, code: 'EQUIVALENCY_VALUE_POSITIVE' });
    const day = String(r.validFrom);
    if (seen.has(day)) errors.push({ field: `equivalencies[${i}].validFrom`, code: 'EQUIVALENCY_DATE_REPEATED' });
    seen.add(day);
  });
  return errors;
}

/** Unsets the company's main currency (other than `id`), under a lock so two saves cannot both make one. */
async function unsetDefault(trx: Knex.Transaction, companyId: string, id?: string): Promise<void> {
  await lockFor(trx, 'currencies', 'default', companyId);
  await trx('currencies')
    .where({ companyId, isDefault: true })
    .modify((q) => {
      if (id) q.whereNot({ id });
    })
    .update({ isDefault: false, updatedAt: trx.fn.now() });
}

/** Makes the row the company's main currency, unsetting the previous one (same transaction). */
export const makeDefault: ActionDecl = {
  name: 'make-default',
  guard({ row }) {
    if (Number(row.type) !== CURRENCY) throw fail('CURRENCY_DEFAULT_NOT_CURRENCY');
    if (row.active !== true) throw fail('CURRENCY_DEFAULT_INACTIVE');
  },
  async effect({ trx, id, caller }) {
    await unsetDefault(trx, caller.companyId, id);
    await trx('currencies').where({ id }).update({ isDefault: true, updatedAt: trx.fn.now() });
  },
};

export const currencies = defineResource({
  name: 'currencies',
  table: 'currencies',
  ownedBy: 'company',
  permission: 'AdministrationCompany',
  // Agreements, rate books, expenses and notes of every area pick a currency.
  lookup: { fields: ['type', 'code', 'name', 'abbreviation', 'decimals', 'standardCurrencyId', 'isDefault', 'active'] },
  fields: {
    type: enumeration('currencyType', CURRENCY_TYPES, { required: true, default: CURRENCY }),
    code: text({ required: true, max: 10 }),
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 100 }),
    abbreviation: text({ max: 20 }),
    decimals: integer({ min: 0, max: 7, default: 2 }),
    standardCurrencyId: ref('currencies', { refFilter: { type: CURRENCY } }),
    accumulative: boolean({ default: false }),
    // Turned on here or by the action make-default (the previous main one is unset then); never turned off directly.
    isDefault: boolean({ default: false }),
    active: boolean({ default: true }),
  },
  list: {
    columns: ['code', 'name', 'type', 'abbreviation', 'standardCurrencyId', 'isDefault', 'active'],
    filters: ['type', 'active', 'isDefault'],
    search: ['name', 'code'],
  },
  routes: pagesAt('/management/company/add-currency'),
  menu: 'management',
  collections: {
    equivalencies: collection({
      table: 'currency_equivalencies',
      foreignKey: 'currencyId',
      fields: { validFrom: date({ required: true }), value: money({ required: true, scale: 7 }) },
      orderBy: ['validFrom'],
      max: 500,
    }),
  },
  actions: [makeDefault],
  audited: true,
  rules: {
    async beforeWrite(row, { trx, companyId, id, before }) {
      const errors = shapeErrors(row); // the merged row: stored equivalencies when none are given

      if (errors.length) throw invalid(errors);
      if (id && before && Number(before.type) !== Number(row.type)) throw fail('CURRENCY_TYPE_FIXED');
      await lockFor(trx, 'currencies', 'code', companyId, String(row.code).toLowerCase());
      const sameCode = await trx('currencies')
        .where({ companyId })
        .whereRaw('lower(code) = lower(?)', [String(row.code)])
        .modify((q) => {
          if (id) q.whereNot({ id });
        })
        .first('id');
      if (sameCode) throw fail('CURRENCY_CODE_TAKEN');
      if (id && before?.isDefault === true && row.active === false) throw fail('CURRENCY_MAIN_CANNOT_DEACTIVATE', { name: String(before.name) });
      if (id && before?.isDefault === true && row.isDefault === false) throw fail('CURRENCY_MAIN_REQUIRED');
      if (row.isDefault === true && before?.isDefault !== true) {
        if (Number(row.type) !== CURRENCY) throw fail('CURRENCY_DEFAULT_NOT_CURRENCY');
        if (row.active !== true) throw fail('CURRENCY_DEFAULT_INACTIVE');
        await unsetDefault(trx, companyId, id);
      }
    },
    async beforeDelete({ trx, id }) {
      const row = await trx('currencies').where({ id }).first('isDefault');
      if (row?.isDefault) throw fail('CURRENCY_MAIN_CANNOT_DEACTIVATE', { name: '' });
    },
  },
});
