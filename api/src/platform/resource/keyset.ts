// Paging by key for large tables, next to the simple-rest contract (decision 91, docs/decisions/). A list
// answers `x-next-cursor` when its page is full: an opaque token holding the sort and the last
// row's sort values and id. Sent back as `_cursor` (with the same sort; `_end - _start` is the
// page size), the next page starts after that row by a condition on the sort columns instead of
// skipping rows with OFFSET, so the thousandth page costs what the first does. The admin's data
// provider keeps paging with _start/_end; both give the same rows in the same order.
import type { Knex } from 'knex';
import { AppError } from '../errors/app-error.ts';
import type { Resource } from './types.ts';
import { fieldOf, own } from './validation.ts';

/**
 * Where a column's nulls go: last when ascending, first when descending. A descending list is its
 * ascending one read backwards (ties broken by id in the first field's direction, idOrder), so the
 * index that serves one direction serves the other.
 */
export const NULLS = { asc: 'nulls last', desc: 'nulls first' } as const;

/** The direction of the id that breaks ties: the first sort field's. */
export const idOrder = (orders: readonly ('asc' | 'desc')[]): 'asc' | 'desc' => orders[0] ?? 'asc';

/** One sort term as the list orders by it (always followed by t.id in the first term's direction). */
export interface SortTerm {
  name: string;
  sql: string;
  order: 'asc' | 'desc';
  notNull: boolean;
}

interface Cursor {
  s: string;
  v: (string | null)[];
  id: string;
}

const SYSTEM = new Set(['id', 'createdAt', 'updatedAt']);
/** Alias of each sort value selected with the page, as text so the next condition compares it exactly (microseconds too). */
export const keyAlias = (i: number) => `listSortKey${i}`;

const refuse = () => new AppError('INVALID_QUERY', {}, [{ field: '_cursor', code: 'INVALID_CURSOR' }]);

/**
 * Whether the list's own filters leave out the rows where a field is null: a value, `_gte` or `_lte`
 * compares the field's column, which is never true of a null (`_ne` is `is distinct from`, which is).
 * A field filtered through a join table is compared there, not in its column.
 */
const filteredToValues = (r: Resource, query: Record<string, unknown>, name: string): boolean =>
  !own(r.joins, name) && ['', '_gte', '_lte'].some((suffix) => query[`${name}${suffix}`] !== undefined);

/** The sort terms of a list query (names and orders already checked by the list's own sort). */
export function sortTerms(r: Resource, query: { _sort?: string; _order?: string; [filter: string]: unknown }, sqlOf: (name: string) => string): SortTerm[] {
  const fields = query._sort ? query._sort.split(',') : [r.list.defaultSort.field];
  const orders = query._order ? query._order.split(',') : [r.list.defaultSort.order];
  return fields.map((name, i) => ({
    name,
    sql: SYSTEM.has(name) ? `t.${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}` : sqlOf(name),
    order: (orders[i] ?? orders[0] ?? 'asc').toLowerCase() as 'asc' | 'desc',
    // A required field is NOT NULL in its table (schema-drift.test.ts holds the two together); in this
    // list no null is either where its filters compare the field.
    notNull: SYSTEM.has(name) || !!fieldOf(r, name)?.required || filteredToValues(r, query, name),
  }));
}

const signature = (terms: SortTerm[]) => terms.map((t) => `${t.name}:${t.order}`).join(',');

export function encodeCursor(terms: SortTerm[], row: Record<string, unknown>): string {
  const cursor: Cursor = { s: signature(terms), v: terms.map((_, i) => (row[keyAlias(i)] ?? null) as string | null), id: String(row.id) };
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(token: string, terms: SortTerm[]): Cursor {
  let cursor: Cursor;
  try {
    cursor = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Cursor;
  } catch {
    throw refuse();
  }
  const valid =
    cursor &&
    typeof cursor.id === 'string' &&
    /^[0-9a-f-]{36}$/i.test(cursor.id) &&
    Array.isArray(cursor.v) &&
    cursor.v.length === terms.length &&
    cursor.v.every((v) => v === null || typeof v === 'string');
  // A cursor of another sort points at a place that means nothing in this order.
  if (!valid || cursor.s !== signature(terms)) throw refuse();
  return cursor;
}

/**
 * Narrows `q` to the rows after the cursor's row in the order `terms, t.id` (NULLS: last ascending,
 * first descending, as the list sorts). The first term also gets a plain range condition, so an
 * index on it can start there.
 */
export function applyCursor(q: Knex.QueryBuilder, terms: SortTerm[], token: string): void {
  const cursor = decodeCursor(token, terms);
  const sql: string[] = [];
  const bindings: string[] = [];
  const equal: string[] = [];
  const equalBindings: string[] = [];
  terms.forEach((term, i) => {
    const v = cursor.v[i];
    // Strictly after the cursor's value in this column. Ascending: greater values, then the nulls
    // (last); after a null nothing is. Descending: smaller values (the nulls came first); after a
    // null, every value.
    const after =
      term.order === 'asc'
        ? v === null
          ? undefined
          : `(${term.sql} > ?${term.notNull ? '' : ` or ${term.sql} is null`})`
        : v === null
          ? `${term.sql} is not null`
          : `${term.sql} < ?`;
    if (after) {
      sql.push(`(${[...equal, after].join(' and ')})`);
      bindings.push(...equalBindings, ...(v === null ? [] : [v]));
    }
    equal.push(v === null ? `${term.sql} is null` : `${term.sql} = ?`);
    if (v !== null) equalBindings.push(v);
  });
  sql.push(`(${[...equal, `t.id ${idOrder(terms.map((t) => t.order)) === 'asc' ? '>' : '<'} ?`].join(' and ')})`);
  bindings.push(...equalBindings, cursor.id);
  q.whereRaw(`(${sql.join(' or ')})`, bindings);
  // Without it an index scan starts at the list's beginning and filters out every row before the
  // cursor: each page (each export batch) costs all the pages before it. Descending, the nulls came
  // first, so the bound holds for a nullable column too; ascending, only where no null can follow.
  const [first] = terms;
  const v = cursor.v[0];
  if (first && v !== null && (first.notNull || first.order === 'desc')) q.whereRaw(`${first.sql} ${first.order === 'asc' ? '>=' : '<='} ?`, [v]);
}
