// The generic reads of every declared resource: list and get, scoped to the caller's company in
// SQL, and the reference check; the writes are steps in write-steps.ts.
import type { Knex } from 'knex';
import { AppError, invalid, type FieldError } from '../errors/app-error.ts';
import type { ErrorCode } from '../../contract/error-catalogue.ts';
import type { Caller, Registry, Resource } from './types.ts';
import { containsPattern, searchMatch } from './search-sql.ts';
import { LIST_COUNT_CAP, type JoinTable } from '../../contract/resource-meta.ts';
import { whereProjectVisible } from '../../authorization/visibility.ts';
import { FILTER_SUFFIXES, fieldOf, filterValue, own } from './validation.ts';
import { fieldType, type FileDescriptor } from '../../contract/field-checks.ts';
import { unknownFiles } from '../storage/uploads.ts';
import { fieldTypeModule } from './field-types/index.ts';
import { readCollections } from './collections.ts';
import type { CustomFieldDefinition } from '../../contract/custom-fields.ts';
import { applyCustomFilter, applyCustomSort, definitionsOf, isCustomKey } from '../custom-fields/custom-fields-sql.ts';
import { NULLS, applyCursor, encodeCursor, idOrder, keyAlias, sortTerms } from './keyset.ts';
import { registered } from './models.ts';
import { prepared } from '../db/prepared.ts';
import { pastCapRemembered } from './capped-counts.ts';

export type { Caller };

type Row = Record<string, unknown>;

const SYSTEM_COLUMNS = ['id', 'createdAt', 'updatedAt'];

/**
 * Rows of this resource that the caller's company may see, aliased `t`. `few`: the query reads a
 * few rows by id, so the visibility's row-by-row form applies where it has one.
 */
export function scoped(trx: Knex.Transaction, r: Resource, caller: Caller, { visibility = true, few = false } = {}): Knex.QueryBuilder {
  const q = trx({ t: r.table });
  if (r.ownedBy === 'company') q.where('t.companyId', caller.companyId);
  if (r.ownedBy === 'tenant') q.where('t.tenantId', caller.tenantId);
  // People: the table is a per-company view of the memberships (one row per member, id = the user's).
  if (r.ownedBy === 'companyMembers') q.where('t.companyId', caller.companyId);
  if (r.scope && r.scopeProject) whereProjectVisible(q, caller, r.scope.pair, r.scopeProject);
  if (r.visibility && visibility) {
    const seen = r.visibility(caller);
    const { sql, bindings } = few && seen.row ? seen.row : seen;
    q.whereRaw(sql, bindings as Knex.RawBinding[]);
  }
  return q;
}

/** The fixed columns of a join field as SQL conditions over the alias `j` (empty when none). */
function joinWhere(trx: Knex.Transaction, join: JoinTable): string {
  return Object.entries(join.where ?? {})
    .map(([col, value]) => trx.raw(` and j.?? = ?`, [col, value]).toQuery())
    .join('');
}

/** SQL expression of a field (column, computed expression or array of a join table's ids). */
function fieldSql(trx: Knex.Transaction, r: Resource, name: string): Knex.Raw {
  const expression = own(r.expressions, name);
  if (expression) return trx.raw(`(${expression})`);
  const join = own(r.joins, name);
  if (join) {
    const order = join.order ? `j.${join.order}, ` : '';
    return trx.raw(`array(select j.${join.to} from ${join.table} j where j.${join.from} = t.id${joinWhere(trx, join)} order by ${order}j.${join.to})`);
  }
  return trx.raw('??', [`t.${name}`]); // the knex's one snake-case mapping names the column
}

/**
 * A field as the API answers it: its type may read the stored value in another form (an instant in
 * UTC, an amount with its scale's decimals), a computed one too (an invoice's balance is money).
 */
function readSql(trx: Knex.Transaction, r: Resource, name: string): string {
  const sql = fieldSql(trx, r, name).toQuery();
  const f = r.fields[name];
  const read = fieldTypeModule(f.type).read;
  return read && !own(r.joins, name) ? read(sql, f) : sql;
}

/**
 * SQL of the title of the row a reference names: its target's title column, or its expression over
 * the target's own alias; people (one row per company) in the row's company, or the caller's.
 */
function refTitleSql(trx: Knex.Transaction, r: Resource, name: string, target: Resource, companyId: string): string {
  const company = peopleIn(trx, target, r.ownedBy === 'company' ? undefined : companyId);
  return trx.raw(`(select ${titleOf(trx, target)} from ?? x where x.id = ${fieldSql(trx, r, name).toQuery()}${company})`, [target.table]).toQuery();
}

/** People (a row per company) over the alias `x` in the row's company (`t`), or in `companyId`; other targets as they are. */
function peopleIn(trx: Knex.Transaction, target: Resource, companyId?: string): string {
  if (target.ownedBy !== 'companyMembers') return '';
  return companyId === undefined ? ' and x.company_id = t.company_id' : trx.raw(' and x.company_id = ?', [companyId]).toQuery();
}

/** A target's title over the alias `x`: its title column, or its expression. */
function titleOf(trx: Knex.Transaction, target: Resource): string {
  const expression = own(target.expressions, target.titleField);
  return expression ? `(${expression.replace(/\bt\./g, 'x.')})` : trx.raw('x.??', [target.titleField]).toQuery();
}

/** Titles remembered by one export, a reference column each; forgotten past this many (memory stays bounded). */
const REMEMBERED_TITLES = 20_000;

/**
 * Puts the title of each reference in `rows` in place of its id: the ids not seen before in one
 * statement a column, the rest from what earlier batches found. A column of few distinct targets
 * (types, people) is read once for the whole export, instead of a subquery on every row. People
 * are the caller's company's (an exported list is read in that company, as its rows are).
 */
function refTitles(trx: Knex.Transaction, refs: { name: string; target: Resource }[], companyId: string) {
  const known = new Map(refs.map(({ name }) => [name, new Map<string, unknown>()]));
  return async (rows: Row[]): Promise<Row[]> => {
    for (const { name, target } of refs) {
      let titles = known.get(name)!;
      if (titles.size > REMEMBERED_TITLES) known.set(name, (titles = new Map()));
      const missing = [...new Set(rows.map((row) => row[name] as string | null | undefined))].filter(
        (id): id is string => typeof id === 'string' && !titles.has(id),
      );
      if (missing.length) {
        const found = await trx.raw(`select x.id, ${titleOf(trx, target)} as title from ?? x where x.id = any(?)${peopleIn(trx, target, companyId)}`, [
          target.table,
          missing,
        ]);
        for (const id of missing) titles.set(id, null);
        for (const row of found.rows as { id: string; title: unknown }[]) titles.set(row.id, row.title);
      }
      for (const row of rows) if (typeof row[name] === 'string') row[name] = titles.get(row[name]);
    }
    return rows;
  };
}

/** `titles`: each referenced row's title by id, for readers who may not list the referenced resource. */
function titlesSql(trx: Knex.Transaction, r: Resource): string {
  const pairs = Object.entries(r.fields)
    .filter(([, f]) => f.type === 'ref' && f.ref)
    .map(([name, f]) => `coalesce(${fieldSql(trx, r, name).toQuery()}::text, '~${name}'), ${refTitleSql(trx, r, name, registered(f.ref!), '')}`);
  return `jsonb_strip_nulls(jsonb_build_object(${pairs.join(', ')}))`;
}

function selectAll(trx: Knex.Transaction, r: Resource, q: Knex.QueryBuilder): Knex.QueryBuilder {
  const cols = SYSTEM_COLUMNS.map((c) => trx.raw('?? as ??', [`t.${c}`, c]));
  const fields = Object.keys(r.fields).map((name) => trx.raw(`${readSql(trx, r, name)} as ??`, [name]));
  if (r.refTitles) fields.push(trx.raw(`${titlesSql(trx, r)} as ??`, ['titles']));
  if (r.customFields) fields.push(trx.raw('?? as ??', ['t.customFields', 'customFields']));
  return q.select([...cols, ...fields]);
}

function queryError(field: string, code: ErrorCode = 'UNKNOWN_FIELD'): AppError {
  return new AppError('INVALID_QUERY', {}, [{ field, code }]);
}

export interface ListQuery {
  _start?: number;
  _end?: number;
  _sort?: string;
  _order?: string;
  /** Paging by key: the `x-next-cursor` of the previous page (keyset.ts). */
  _cursor?: string;
  q?: string;
  id?: string | string[];
  [filter: string]: unknown;
}

function applyFilters(trx: Knex.Transaction, r: Resource, q: Knex.QueryBuilder, query: ListQuery, custom: readonly CustomFieldDefinition[] = []): void {
  if (query.id !== undefined) q.whereIn('t.id', ([] as string[]).concat(query.id));
  for (const [key, raw] of Object.entries(query)) {
    if (key.startsWith('_') || key === 'q' || key === 'id' || raw === undefined) continue;
    if (r.customFields && isCustomKey(key)) {
      applyCustomFilter(q, custom, key, raw);
      continue;
    }
    const suffix = FILTER_SUFFIXES.find((s) => key.endsWith(s));
    const name = suffix ? key.slice(0, -suffix.length) : key;
    const f = fieldOf(r, name);
    if (!f) throw queryError(key);
    if (!fieldType(f.type).filterable) throw queryError(key, 'NOT_FILTERABLE');
    const values = ([] as string[]).concat(raw as string | string[]);
    // `_like` matches the text of any field; every other filter compares values of the field's type.
    const typed = values.map((v) => {
      if (suffix === '_like') return v;
      const parsed = filterValue(f, v);
      if ('code' in parsed) throw queryError(key, parsed.code);
      return parsed.value;
    });
    const join = own(r.joins, name);
    if (join) {
      if (suffix) throw queryError(key);
      q.whereExists((sub) =>
        sub
          .select(trx.raw('1'))
          .from({ j: join.table })
          .whereRaw(`j.${join.from} = t.id${joinWhere(trx, join)}`)
          .whereIn(`j.${join.to}`, typed as string[]),
      );
      continue;
    }
    const col = fieldSql(trx, r, name).toQuery();
    const [first] = typed as (string | number | boolean)[];
    if (!suffix) q.whereRaw(`${col} = any(?)`, [typed as string[]]);
    else if (suffix === '_ne') q.whereRaw(`${col} is distinct from ?`, [first]);
    else if (suffix === '_gte') q.whereRaw(`${col} >= ?`, [first]);
    else if (suffix === '_lte') q.whereRaw(`${col} <= ?`, [first]);
    else q.whereRaw(own(r.searches, name) ?? searchMatch(`${col}::text`), [containsPattern(String(first))]);
  }
  const text = typeof query.q === 'string' ? query.q.trim() : '';
  if (text && r.list.search.length) {
    q.where((w) => {
      const pattern = containsPattern(text);
      for (const name of r.list.search) w.orWhereRaw(own(r.searches, name) ?? searchMatch(fieldSql(trx, r, name).toQuery()), [pattern]);
    });
  }
}

function applySort(trx: Knex.Transaction, r: Resource, q: Knex.QueryBuilder, query: ListQuery, custom: readonly CustomFieldDefinition[] = []): void {
  const fields = query._sort ? query._sort.split(',') : [r.list.defaultSort.field];
  const orders = query._order ? query._order.split(',') : [r.list.defaultSort.order];
  const directions: ('asc' | 'desc')[] = [];
  fields.forEach((name, i) => {
    const order = (orders[i] ?? orders[0] ?? 'asc').toLowerCase();
    if (order !== 'asc' && order !== 'desc') throw queryError('_order', 'INVALID_OPTION');
    directions.push(order);
    if (SYSTEM_COLUMNS.includes(name)) {
      q.orderBy(`t.${name}`, order);
      return;
    }
    if (r.customFields && isCustomKey(name)) {
      applyCustomSort(q, custom, name, order);
      return;
    }
    const f = fieldOf(r, name);
    if (!f || fieldType(f.type).set) throw queryError('_sort');
    // A large table's list sorts only where an index serves the sort (its declared `sorts`).
    if (!fieldType(f.type).sortable || (r.list.sorts && !r.list.sorts.includes(name))) throw queryError('_sort', 'NOT_FILTERABLE');
    q.orderByRaw(`${fieldSql(trx, r, name).toQuery()} ${order} ${NULLS[order]}`);
  });
  q.orderBy('t.id', idOrder(directions)); // a stable order makes pages stable; a descending one is the ascending one reversed
}

export const MAX_PAGE = 1000;

export async function list(trx: Knex.Transaction, r: Resource, caller: Caller, query: ListQuery): Promise<{ rows: Row[]; total: number; next?: string }> {
  const base = scoped(trx, r, caller);
  const seen = r.visibility?.(caller);
  // The company's definitions, when a filter or the sort names a custom value.
  const namesCustom = r.customFields && [...Object.keys(query), ...String(query._sort ?? '').split(',')].some(isCustomKey);
  const custom = namesCustom ? await definitionsOf(trx, caller.companyId, r.name) : [];
  applyFilters(trx, r, base, query, custom);
  const start = query._start ?? 0;
  const end = query._end ?? start + 20;
  if (end <= start || end - start > MAX_PAGE) throw queryError('_end', 'OUT_OF_RANGE');
  // A caller whose visibility comes in parts (a member: their own work, their people's, their
  // groups' projects) is planned for their values: a generic plan read the whole company's. Planning
  // the whole row (its titles, its computed fields) for each call cost more than running it: such a
  // page picks its keys alone, planned for the values and read from the grid's index, then reads
  // those rows by id with a kept plan (decision 292).
  const byKeys = Boolean(seen?.parts?.length);
  const page = byKeys ? base.clone().select(trx.raw('?? as ??', ['t.id', 'id'])) : selectAll(trx, r, base.clone());
  applySort(trx, r, page, query, custom);
  // Paging by key (keyset.ts): each row carries its sort values, the next page starts after the last.
  // A sort by a company's custom value pages by offset only.
  const keyed = !String(query._sort ?? '')
    .split(',')
    .some((name) => r.customFields && isCustomKey(name));
  const terms = keyed ? sortTerms(r, query, (name) => fieldSql(trx, r, name).toQuery()) : [];
  if (terms.length) page.select(terms.map((term, i) => trx.raw(`(${term.sql})::text as ??`, [keyAlias(i)])));
  if (typeof query._cursor === 'string') {
    if (!terms.length) throw queryError('_cursor', 'INVALID_CURSOR');
    applyCursor(page, terms, query._cursor);
  } else page.offset(start);
  // One after the other: a transaction is one connection, which runs one query at a time anyway
  // (pg warns about queued queries and pg 9 refuses them).
  const picked = (await prepared(page.limit(end - start), byKeys)) as Row[];
  const rows = byKeys ? await rowsOf(trx, r, caller, picked) : picked;
  // A short page by offset is the last one: its end is the total, without counting (the common
  // case of a filtered list, and of every small one). A short page by key says nothing of the rows before it.
  // Both are decided by the keys picked: a row deleted between the two reads leaves the page one
  // short, not the list at its end.
  const short = typeof query._cursor !== 'string' && picked.length < end - start && (picked.length > 0 || start === 0);
  const total = short ? start + picked.length : await pastCapRemembered(caller, base, () => countOf(trx, r, caller, query, custom, base, seen));
  const last = picked.length === end - start ? picked.at(-1) : undefined;
  const next = last && terms.length ? encodeCursor(terms, last) : undefined;
  for (const row of rows) terms.forEach((_, i) => delete row[keyAlias(i)]);
  return { rows, total, next };
}

/**
 * The rows of a page whose keys were picked already (`picked`: id and sort keys, in order), read by
 * id in the caller's scope; the ids came from the visible rows of this same transaction.
 */
async function rowsOf(trx: Knex.Transaction, r: Resource, caller: Caller, picked: Row[]): Promise<Row[]> {
  if (!picked.length) return [];
  const byId = scoped(trx, r, caller, { visibility: false }).whereRaw('t.id = any(?::uuid[])', [picked.map((row) => row.id as string)]);
  const found = new Map(((await prepared(selectAll(trx, r, byId), 'byIds')) as Row[]).map((row) => [row.id, row]));
  return picked.flatMap((keys) => {
    const row = found.get(keys.id);
    return row ? [{ ...row, ...keys }] : [];
  });
}

/**
 * The list's total, counted exactly up to LIST_COUNT_CAP and answered as the cap plus one past it
 * (the count stops at the row after the cap instead of reading every match). A visibility split into
 * parts is counted part by part, each without the rows of the parts before it (`coalesce`: a null
 * test counts as false), so every count may use an index.
 */
async function countOf(
  trx: Knex.Transaction,
  r: Resource,
  caller: Caller,
  query: ListQuery,
  custom: readonly CustomFieldDefinition[],
  base: Knex.QueryBuilder,
  split: ReturnType<NonNullable<Resource['visibility']>> | undefined,
): Promise<number> {
  if (!split?.parts?.length) return cappedCount(trx, base.clone(), LIST_COUNT_CAP + 1);
  const unseen = scoped(trx, r, caller, { visibility: false });
  applyFilters(trx, r, unseen, query, custom);
  if (split.common) unseen.whereRaw(split.common.sql, split.common.bindings as Knex.RawBinding[]);
  let total = 0;
  for (const [i, part] of split.parts.entries()) {
    const q = unseen.clone().whereRaw(part.sql, part.bindings as Knex.RawBinding[]);
    for (const earlier of split.parts.slice(0, i)) q.whereRaw(`not coalesce((${earlier.sql}), false)`, earlier.bindings as Knex.RawBinding[]);
    total += await cappedCount(trx, q, LIST_COUNT_CAP + 1 - total, true);
    if (total > LIST_COUNT_CAP) break;
  }
  return total;
}

/** How many rows the query selects, reading at most `limit` of them (`byValues`: see prepared). */
async function cappedCount(trx: Knex.Transaction, q: Knex.QueryBuilder, limit: number, byValues = false): Promise<number> {
  const rows = q.clearSelect().clearOrder().select(trx.raw('1')).limit(limit).as('capped');
  const count = await prepared(trx.from(rows).count({ total: '*' }).first(), byValues);
  return Number((count as { total: string | number } | undefined)?.total ?? 0);
}

/**
 * Every row the list's filters and sort select, without paging, in batches by key (never an offset
 * over a large table): `columns` (a reference by its target's title) and the row's sort keys (keyAlias),
 * which are left in place: deleting a property from each row costs more than the rows' other work.
 * The next batch is already being read while `onBatch` handles one; an `onBatch` that works long
 * should let the event loop turn now and then, so that batch's rows are taken as they arrive.
 */
export async function eachBatch(
  trx: Knex.Transaction,
  r: Resource,
  caller: Caller,
  query: ListQuery,
  columns: readonly string[],
  registry: Registry,
  onBatch: (rows: Row[]) => Promise<void> | void,
  batch = 2000,
): Promise<number> {
  const base = scoped(trx, r, caller);
  applyFilters(trx, r, base, query);
  const select = base.clone().select(trx.raw('?? as ??', ['t.id', 'id']));
  for (const name of columns) select.select(trx.raw(`${readSql(trx, r, name)} as ??`, [name]));
  const named = refTitles(
    trx,
    columns.flatMap((name) => {
      const f = r.fields[name];
      return f.type === 'ref' && f.ref ? [{ name, target: registry(f.ref) }] : [];
    }),
    caller.companyId,
  );
  applySort(trx, r, select, query);
  const terms = sortTerms(r, query, (name) => fieldSql(trx, r, name).toQuery());
  select.select(terms.map((term, i) => trx.raw(`(${term.sql})::text as ??`, [keyAlias(i)])));
  // Every batch after the first is the same statement with the next key: planned once.
  const read = (cursor?: string) => {
    const page = select.clone();
    if (cursor) applyCursor(page, terms, cursor);
    // `then` sends it now: a builder runs only when awaited.
    return prepared(page.limit(batch)).then((rows: Row[]) => named(rows));
  };
  let count = 0;
  let reading = read();
  for (;;) {
    const rows = await reading;
    count += rows.length;
    const full = rows.length === batch;
    // The next batch is read while this one is written: the database and the writer work at once.
    if (full) {
      reading = read(encodeCursor(terms, rows.at(-1)!));
      // Awaited on the next turn; until then a failed read must not reach the process as unhandled.
      reading.catch(() => undefined);
    }
    try {
      await onBatch(rows);
    } catch (error) {
      // The read in flight ends before the transaction's rollback is sent on the same connection.
      if (full) await reading.catch(() => undefined);
      throw error;
    }
    if (!full) return count;
  }
}

export async function getOne(trx: Knex.Transaction, r: Resource, caller: Caller, id: string): Promise<Row> {
  const row = await prepared(selectAll(trx, r, scoped(trx, r, caller, { few: true }).where('t.id', id)).first());
  if (!row) throw new AppError('NOT_FOUND');
  // A record is answered with its child collections (one graph fetch, only for resources that have them).
  return Object.keys(r.collections).length ? { ...row, ...(await readCollections(trx, r, [id])).get(id) } : (row as Row);
}

/**
 * Every referenced id must be a row the caller's company can see, and a new one must pass the
 * field's `refFilter` (e.g. only assignable users); an id the row already had (`before`) is kept.
 */
export async function checkReferences(trx: Knex.Transaction, r: Resource, registry: Registry, caller: Caller, row: Row, before?: Row): Promise<void> {
  const errors: FieldError[] = [];
  for (const [name, f] of Object.entries(r.fields)) {
    if ((f.type !== 'ref' && f.type !== 'refs') || row[name] === undefined || row[name] === null) continue;
    const ids = [...new Set(([] as string[]).concat(row[name] as string | string[]))];
    if (ids.length === 0) continue;
    const target = registry(f.ref!);
    const kept = new Set(([] as string[]).concat((before?.[name] as string | string[] | null | undefined) ?? []));
    const fresh = ids.filter((id) => !kept.has(id));
    const visible = async (list: string[], filter?: ListQuery) => {
      const q = scoped(trx, target, caller, { few: true }).whereIn('t.id', list);
      if (filter) applyFilters(trx, target, q, filter);
      return Number(((await q.count({ n: '*' }).first()) as { n: string }).n) === list.length;
    };
    const refFilter = f.refFilter ? Object.fromEntries(Object.entries(f.refFilter).map(([k, v]) => [k, String(v)])) : undefined;
    const ok = (await visible(ids)) && (!refFilter || !fresh.length || (await visible(fresh, refFilter)));
    if (!ok) errors.push({ field: name, code: (f.missingCode as ErrorCode | undefined) ?? 'INVALID_REFERENCE' });
  }
  // A file field names an upload of the company as it was stored; a file the row already had is kept.
  for (const [name, f] of Object.entries(r.fields)) {
    const file = row[name] as FileDescriptor | null | undefined;
    if (f.type !== 'file' || !file || (before && JSON.stringify(before[name]) === JSON.stringify(file))) continue;
    if ((await unknownFiles(trx, caller.companyId, [file])).length) errors.push({ field: name, code: 'INVALID_FILE' });
  }
  if (errors.length) throw invalid(errors);
}
