// The rate of a professional for an activity type on a project on a date, read from the rate books
// (GET /api/rate-books/lookup): the rows that can apply, in a few indexed queries, priced by rates.ts.
import type { Knex } from 'knex';
import { fail } from '../../platform/errors/app-error.ts';
import { roundTo } from '../currencies/conversion.ts';
import { rateFor, type CategoryValue, type RateBook, type RateLine, type RateQuery } from './rates.ts';

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** A rate book's own columns (alias `b`), as rates.ts reads a RateBook. */
export const rateBookColumns = (trx: Knex.Transaction) => [
  'b.id',
  'b.type',
  'b.active',
  trx.raw('b.currency_id as "currencyId"'),
  trx.raw(`${day('b.valid_from')} as "validFrom"`),
  trx.raw(`${day('b.valid_to')} as "validTo"`),
];

/** A rate book line's columns (alias `l`), as rates.ts reads a RateLine, with its book's id (`rateBookId`). */
export const rateLineColumns = (trx: Knex.Transaction) => [
  'l.id',
  trx.raw('l.rate_book_id as "rateBookId"'),
  trx.raw('l.user_id as "userId"'),
  trx.raw('l.tariff_category_id as "tariffCategoryId"'),
  trx.raw('l.activity_type_id as "activityTypeId"'),
  trx.raw('l.value::text as value'),
  trx.raw(`${day('l.valid_from')} as "validFrom"`),
  trx.raw(`${day('l.valid_to')} as "validTo"`),
];

/** The books, lines and category values that may price the query, as rates.ts takes them. */
async function rateInputs(trx: Knex.Transaction, companyId: string, projectId: string, q: RateQuery) {
  const books = (
    await trx('rate_books as b')
      .where({ 'b.company_id': companyId, 'b.active': true, 'b.type': q.type })
      .whereRaw('(b.valid_from is null or b.valid_from <= ?) and (b.valid_to is null or b.valid_to >= ?)', [q.date, q.date])
      .select(
        ...rateBookColumns(trx),
        // The project's priority of the book's best work group; books of groups not in the project do not apply.
        trx.raw(
          `(select min(pw.priority) from rate_book_work_groups g join project_work_groups pw
        on pw.work_group_id = g.work_group_id and pw.project_id = ? where g.rate_book_id = b.id) as priority`,
          [projectId],
        ),
        trx.raw('exists (select 1 from rate_book_work_groups g where g.rate_book_id = b.id) as "hasGroups"'),
      )
  )
    .filter((b) => !b.hasGroups || b.priority !== null)
    .map(({ hasGroups: _h, ...b }) => ({ ...b, priority: b.priority === null ? null : Number(b.priority), lines: [] as RateLine[] })) as RateBook[];
  if (books.length) {
    const lines = await trx('rate_book_lines as l')
      .whereIn(
        'l.rate_book_id',
        books.map((b) => b.id),
      )
      .where((w) => w.whereNull('l.user_id').orWhere('l.user_id', q.userId))
      .where((w) => w.whereNull('l.tariff_category_id').orWhere('l.tariff_category_id', q.tariffCategoryId ?? null))
      .where((w) => w.whereNull('l.activity_type_id').orWhere('l.activity_type_id', q.activityTypeId ?? null))
      .select(rateLineColumns(trx));
    const byBook = new Map(books.map((b) => [b.id, b]));
    for (const { rateBookId, ...line } of lines) byBook.get(rateBookId)!.lines.push(line as RateLine);
  }
  const values = q.tariffCategoryId
    ? ((await trx('tariff_category_values')
        .where({ tariff_category_id: q.tariffCategoryId })
        .select(trx.raw('currency_id as "currencyId"'), trx.raw(`${day('valid_from')} as "validFrom"`), trx.raw('value::text as value'))) as CategoryValue[])
    : [];
  return { books, values };
}

/** What the lookup asks: who, on which project, for which activity type, on which day, in which kind of book. */
export interface RateLookup {
  userId: string;
  projectId: string;
  activityTypeId: string | null;
  date: string;
  type: RateQuery['type'];
}

/** The rate that prices the lookup, with its book and currency; 404 NOT_FOUND (project) or RATE_NOT_FOUND. */
export async function lookupRate(trx: Knex.Transaction, companyId: string, asked: RateLookup) {
  const project = await trx('projects').where({ id: asked.projectId, companyId }).first('id');
  if (!project) throw fail('NOT_FOUND');
  const category = await trx('tariff_category_users as cu')
    .join('tariff_categories as c', 'c.id', 'cu.tariff_category_id')
    .where({ 'c.company_id': companyId, 'c.active': true, 'cu.user_id': asked.userId })
    .first('c.id');
  const q: RateQuery = {
    userId: asked.userId,
    activityTypeId: asked.activityTypeId,
    tariffCategoryId: category?.id ?? null,
    date: asked.date,
    type: asked.type,
  };
  const { books, values } = await rateInputs(trx, companyId, asked.projectId, q);
  const rate = rateFor(books, values, q);
  if (!rate) throw fail('RATE_NOT_FOUND');
  const named = await trx('rate_books as b')
    .join('currencies as c', 'c.id', 'b.currency_id')
    .where('b.id', rate.bookId)
    .first('b.title', 'c.code', 'c.decimals');
  // Shown with the book currency's decimals (stored values never have more: money fields of scale 2).
  return {
    ...rate,
    value: roundTo(rate.value, Number(named.decimals)),
    bookTitle: named.title,
    currencyCode: named.code,
    tariffCategoryId: q.tariffCategoryId,
  };
}
