// The rules of trade agreements that need the database: the project must be active to edit
// (document 1, section 4), a closed agreement is read-only, at most one open agreement per project
// on any day, the currency, rate book and child rows' references must be the company's, and only
// the project's newest agreement may be reopened ("older agreements cannot be reactivated").
import type { Knex } from 'knex';
import { fail, invalid, type FieldError } from '../../platform/errors/app-error.ts';
import { lockFor } from '../../platform/db/knex.ts';
import type { ActionDecl } from '../../platform/resource/actions.ts';
import type { ResourceRules } from '../../platform/resource/define.ts';
import type { Transitions } from '../../platform/resource/transitions.ts';
import { AGREEMENT_TYPES, validateAgreement, type AgreementInput } from '../../contract/trade-agreements.ts';

type Row = Record<string, unknown>;

export const agreementTransitions = { open: { close: 'closed' }, closed: { reopen: 'open' } } as const satisfies Transitions<
  'open' | 'closed',
  'close' | 'reopen'
>;

/** YYYY-MM-DD of a date column (pg reads a date as local midnight) or of a payload's date string. */
const isoDate = (v: unknown) =>
  v instanceof Date ? `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}` : String(v).slice(0, 10);

async function assertProjectActive(trx: Knex.Transaction, projectId: unknown): Promise<void> {
  const project = await trx('projects').where({ id: projectId }).first('state');
  if (project?.state !== 'active') throw fail('TRADE_AGREEMENT_PROJECT_INACTIVE');
}

/**
 * At most one open agreement of a project on any day: checked under the project's lock so two
 * concurrent saves cannot both pass.
 */
async function assertNoOverlap(trx: Knex.Transaction, row: Row, id?: string): Promise<void> {
  await lockFor(trx, 'trade-agreements', String(row.projectId));
  const other = await trx('trade_agreements')
    .where({ projectId: row.projectId, state: 'open' })
    .where('startDate', '<=', isoDate(row.endDate))
    .where('endDate', '>=', isoDate(row.startDate))
    .modify((q) => {
      if (id) q.whereNot({ id });
    })
    .first('startDate', 'endDate');
  if (other) throw fail('TRADE_AGREEMENT_OVERLAP', { start: isoDate(other.startDate), end: isoDate(other.endDate) });
}

const idsOf = (rows: unknown, key: string) => [
  ...new Set(((rows as Row[] | undefined) ?? []).map((r) => r[key]).filter((v): v is string => typeof v === 'string')),
];

/** Child rows name activity types, tariff categories and professionals of the company (the generic check covers the record's own refs only). */
async function childReferenceErrors(trx: Knex.Transaction, companyId: string, row: Row): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const grid of ['rates', 'milestones'] as const) {
    const rows = (row[grid] as Row[] | undefined) ?? [];
    const types = idsOf(rows, 'activityTypeId');
    const known = new Set(types.length ? ((await trx('activity_types').where({ companyId }).whereIn('id', types).pluck('id')) as string[]) : []);
    rows.forEach((r, i) => {
      if (typeof r.activityTypeId === 'string' && !known.has(r.activityTypeId))
        errors.push({ field: `${grid}[${i}].activityTypeId`, code: 'INVALID_REFERENCE' });
    });
  }
  const rates = (row.rates as Row[] | undefined) ?? [];
  const categories = idsOf(rates, 'tariffCategoryId');
  const ownCategories = new Set(
    categories.length ? ((await trx('tariff_categories').where({ companyId }).whereIn('id', categories).pluck('id')) as string[]) : [],
  );
  rates.forEach((r, i) => {
    if (typeof r.tariffCategoryId === 'string' && !ownCategories.has(r.tariffCategoryId))
      errors.push({ field: `rates[${i}].tariffCategoryId`, code: 'INVALID_REFERENCE' });
  });
  const users = idsOf(rates, 'userId');
  // Selected and mapped, not plucked: knex plucks by the raw column name, before the snake-to-camel mapping.
  const members = new Set(
    users.length ? (await trx('company_memberships').where({ companyId }).whereIn('userId', users).select('userId')).map((m: Row) => String(m.userId)) : [],
  );
  rates.forEach((r, i) => {
    if (typeof r.userId === 'string' && !members.has(r.userId)) errors.push({ field: `rates[${i}].userId`, code: 'INVALID_REFERENCE' });
  });
  return errors;
}

/** The rate book, when new or changed: active, of the agreement's kind and in its currency. */
async function rateBookErrors(trx: Knex.Transaction, row: Row, before?: Row): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const changed = (key: string) => row[key] && row[key] !== before?.[key];
  if (row.rateBookId && (changed('rateBookId') || changed('currencyId') || row.type !== before?.type)) {
    const book = await trx('rate_books').where({ id: row.rateBookId }).first('type', 'currencyId', 'active');
    const kind = row.type === AGREEMENT_TYPES.ByService ? 'service' : 'hour';
    if (!book?.active || book.type !== kind || book.currencyId !== row.currencyId) {
      errors.push({ field: 'rateBookId', code: 'TRADE_AGREEMENT_RATE_BOOK_MISMATCH' });
    }
  }
  return errors;
}

export const agreementRules: ResourceRules = {
  async beforeWrite(row, { trx, companyId, id, before }) {
    if (before?.state === 'closed') throw fail('TRADE_AGREEMENT_CLOSED');
    if (before && before.projectId !== row.projectId) throw invalid([{ field: 'projectId', code: 'TRADE_AGREEMENT_PROJECT_FIXED' }]);
    await assertProjectActive(trx, row.projectId);
    const errors: FieldError[] = validateAgreement({
      ...row,
      startDate: row.startDate && isoDate(row.startDate),
      endDate: row.endDate && isoDate(row.endDate),
      milestones: ((row.milestones as Row[] | undefined) ?? []).map((m) => ({ ...m, date: m.date ? isoDate(m.date) : null })),
    } as AgreementInput);
    if (!errors.length) errors.push(...(await rateBookErrors(trx, row, before)), ...(await childReferenceErrors(trx, companyId, row)));
    if (errors.length) throw invalid(errors);
    await assertNoOverlap(trx, row, id);
  },
};

export const agreementActions: ActionDecl[] = [
  { name: 'close' },
  {
    name: 'reopen',
    async guard({ trx, row, id }) {
      const latest = await trx('trade_agreements')
        .where({ projectId: row.projectId })
        .orderBy([
          { column: 'startDate', order: 'desc' },
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .first('id');
      if (latest?.id !== id) throw fail('TRADE_AGREEMENT_NOT_LATEST');
      await assertProjectActive(trx, row.projectId);
      await assertNoOverlap(trx, row, id);
    },
  },
];
