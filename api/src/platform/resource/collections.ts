// Child collections (a client's contacts; later an agreement's intervals, an invoice's lines): rows
// owned by a record, read with it by withGraphFetched and written with it by upsertGraph on the
// declaration's Objection model, in the request's transaction.
//
// A collection given in a write replaces the record's rows by id: a row with the `id` of one of the
// record's rows updates that row (it keeps its id), a row without `id` is a new row, and a row of
// the record left out of the array is deleted. A collection left out of a PATCH is not touched.
import type { Knex } from 'knex';
import type { Model, PartialModelGraph } from 'objection';
import { invalid, type FieldError } from '../errors/app-error.ts';
import type { Collection, Resource } from './types.ts';
import { modelOf } from './models.ts';

type Row = Record<string, unknown>;

/** `contacts[2].email`: how an error names a row's field (rules use it too). */
export const rowField = (collection: string, index: number, field: string) => `${collection}[${index}].${field}`;

/**
 * A row as it will be stored: the payload is the whole row, so a field it leaves out or empties
 * takes the field's default, else null.
 */
export function wholeRow(c: Collection, input: Row): Row {
  const row: Row = input.id ? { id: input.id } : {};
  for (const [name, f] of Object.entries(c.fields)) {
    const value = input[name];
    row[name] = value === undefined || value === null || value === '' ? (f.default ?? null) : value;
  }
  return row;
}

/** The collections given in a payload, as whole rows. */
export function collectionsWithDefaults(r: Resource, input: Row): Row {
  const out: Row = {};
  for (const [key, c] of Object.entries(r.collections)) {
    if (Array.isArray(input[key])) out[key] = (input[key] as Row[]).map((row) => wholeRow(c, row));
  }
  return out;
}

/** A stored row as the API answers it: its id and its declared fields. */
function answered(c: Collection, row: Row): Row {
  return Object.fromEntries(['id', ...Object.keys(c.fields)].map((name) => [name, row[name] ?? null]));
}

/** The collections of the given records (already scoped by the caller), by record id. */
export async function readCollections(trx: Knex.Transaction, r: Resource, ids: string[]): Promise<Map<string, Row>> {
  const keys = Object.keys(r.collections);
  const out = new Map<string, Row>();
  if (!keys.length || !ids.length) return out;
  // One relation at a time: Objection fetches the relations of one graph concurrently, and one
  // transaction's connection runs one query at a time (pg warns of queued queries; pg 9 refuses them).
  const model = modelOf(r);
  let parents = await model.query(trx).select('id').whereIn('id', ids);
  for (const key of keys) parents = (await model.fetchGraph(parents, key, { transaction: trx })) as unknown as typeof parents;
  for (const parent of parents) {
    const json = parent.toJSON() as Row;
    out.set(String(json.id), Object.fromEntries(keys.map((key) => [key, (json[key] as Row[]).map((row) => answered(r.collections[key], row))])));
  }
  return out;
}

/**
 * Field errors for row ids that are not rows of this record (another record's, another tenant's,
 * or made up) and for an id given twice: a row is never adopted from elsewhere.
 */
export function foreignRowIds(r: Resource, row: Row, before?: Row): FieldError[] {
  const errors: FieldError[] = [];
  for (const key of Object.keys(r.collections)) {
    if (!Array.isArray(row[key])) continue;
    const own = new Set(((before?.[key] as Row[] | undefined) ?? []).map((child) => String(child.id)));
    const seen = new Set<string>();
    (row[key] as Row[]).forEach((child, i) => {
      if (!child.id) return;
      const id = String(child.id);
      if (!own.has(id) || seen.has(id)) errors.push({ field: rowField(key, i, 'id'), code: 'INVALID_REFERENCE' });
      seen.add(id);
    });
  }
  return errors;
}

/** Refuses rows that name ids the record does not own (see foreignRowIds). */
export function checkRowIds(r: Resource, row: Row, before?: Row): void {
  const errors = foreignRowIds(r, row, before);
  if (errors.length) throw invalid(errors);
}

/** Writes the collections given in the row for record `id` with one upsertGraph (see the file's note). */
export async function writeCollections(
  trx: Knex.Transaction,
  r: Resource,
  owner: { tenantId: string; companyId: string },
  id: string,
  row: Row,
): Promise<void> {
  const graph: Row = {};
  for (const [key, c] of Object.entries(r.collections)) {
    if (!Array.isArray(row[key])) continue;
    const owned = r.ownedBy === 'company' ? { tenantId: owner.tenantId, companyId: owner.companyId } : { tenantId: owner.tenantId };
    graph[key] = (row[key] as Row[]).map((child, i) => ({ ...child, ...owned, [c.foreignKey]: id, ...(c.position ? { [c.position]: i } : {}) }));
  }
  if (!Object.keys(graph).length) return;
  // Rows are matched by id within the record only (noRelate/noUnrelate): checkRowIds has refused any other id.
  await modelOf(r)
    .query(trx)
    .upsertGraph({ id, ...graph } as PartialModelGraph<Model>, { noRelate: true, noUnrelate: true });
}
