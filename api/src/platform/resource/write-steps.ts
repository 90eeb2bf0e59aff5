// The write pipeline of declared resources as steps that a service composes: defaults, references,
// rules, confirmations, the duplicate check, the row, its join sets, its child collections, the
// read-back and the audit entry. The generic create, update and delete are the generic lists of
// steps; a resource spread over more tables (users) lists its own steps among the generic ones.
import type { Knex } from 'knex';
import { AppError, invalid, type FieldError } from '../errors/app-error.ts';
import type { ErrorCode } from '../../contract/error-catalogue.ts';
import * as audit from '../../audit/audit-log.ts';
import { lockFor } from '../db/knex.ts';
import { checkReferences, getOne, scoped } from './crud.ts';
import type { Caller, CreateAudit, Registry, Resource, Write, WriteMode, WritePipeline, WriteStep } from './types.ts';
import { checkRowIds, collectionsWithDefaults, rowField, writeCollections } from './collections.ts';
import { own } from './validation.ts';
import { customValuesFor } from '../custom-fields/custom-fields-sql.ts';

type Row = Record<string, unknown>;

export type { CreateAudit, Write, WriteMode, WritePipeline, WriteStep };

const confirmed = (w: Write) => w.caller.confirmed ?? new Set<string>();

/** Loads the stored row (404 unless the caller's company owns it): update and delete start here. */
export const loadBefore: WriteStep = async (w) => {
  w.before = await getOne(w.trx, w.r, w.caller, w.id!);
};

/**
 * The input as it will be stored: empty strings become null, and fields with a default take it when
 * null or empty (e.g. a client's country COL) or, on create, missing; child rows are whole rows.
 */
export function withDefaults(r: Resource, input: Row, mode: 'create' | 'update'): Row {
  const row = { ...input };
  for (const [name, f] of Object.entries(r.fields)) {
    if (row[name] === '') row[name] = null;
    const missing = row[name] === null || (mode === 'create' && row[name] === undefined);
    if (f.default !== undefined && missing) row[name] = f.default;
  }
  return { ...row, ...collectionsWithDefaults(r, input) };
}

/**
 * What the rules see: on create the row itself, so a rule may complete it (e.g. a new custom field's
 * position); on update the stored row with the changes.
 */
const mergedOf = (w: Write): Row => (w.mode === 'create' ? w.row : { ...w.before, ...w.row });

export const defaults: WriteStep = (w) => {
  w.row = withDefaults(w.r, w.input, w.mode === 'create' ? 'create' : 'update');
  w.merged = mergedOf(w);
};

/**
 * The company's custom fields of a resource that opts in: checked against its active definitions
 * (mandatory on create, type, options), each error naming `customFields.<key>`; on update only when given.
 */
export const customValues: WriteStep = async (w) => {
  if (!w.r.customFields) return;
  const given = w.input.customFields as Row | undefined;
  if (w.mode === 'update' && given === undefined) return;
  w.row.customFields = await customValuesFor(w.trx, w.r.name, w.caller.companyId, given, (w.before?.customFields ?? undefined) as Row | undefined);
  w.merged = mergedOf(w);
};

/**
 * Referenced ids must be rows the caller's company may pick, and the ids of child rows rows of
 * this record (never adopted from another record or tenant).
 */
export const references: WriteStep = async (w) => {
  await checkReferences(w.trx, w.r, w.registry, w.caller, w.row, w.before);
  checkRowIds(w.r, w.row, w.before);
  await rowReferences(w);
};

/** Reference fields of child rows, checked like the record's own, each error naming its row. */
async function rowReferences(w: Write): Promise<void> {
  const errors: FieldError[] = [];
  for (const [key, c] of Object.entries(w.r.collections)) {
    if (!Array.isArray(w.row[key]) || !Object.values(c.fields).some((f) => f.type === 'ref')) continue;
    const rowsOf = { ...w.r, fields: c.fields, joins: {} } as Resource;
    const stored = new Map(((w.before?.[key] as Row[] | undefined) ?? []).map((row) => [row.id, row]));
    for (const [i, row] of (w.row[key] as Row[]).entries()) {
      try {
        await checkReferences(w.trx, rowsOf, w.registry, w.caller, row, stored.get(row.id));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        errors.push(...error.fields.map((f) => ({ ...f, field: rowField(key, i, f.field) })));
      }
    }
  }
  if (errors.length) throw invalid(errors);
}

/** The declaration's domain rules over the merged row (and its child rows). */
export const rules: WriteStep = async (w) => {
  await w.r.rules.beforeWrite?.(w.merged, {
    trx: w.trx,
    tenantId: w.caller.tenantId,
    companyId: w.caller.companyId,
    id: w.id,
    before: w.before,
    confirmed: confirmed(w),
    caller: w.caller,
    stamp: w.stamp,
  });
};

/** Confirmable warnings of an update: every edit (confirmUpdate) or turning `active` off (confirmDeactivation). */
export const confirmations: WriteStep = (w) => {
  const { r } = w;
  if (r.confirmUpdate && !confirmed(w).has(r.confirmUpdate)) throw new AppError(r.confirmUpdate as ErrorCode);
  const deactivating = w.before?.active === true && w.merged.active === false;
  if (deactivating && r.confirmDeactivation && !confirmed(w).has(r.confirmDeactivation)) {
    throw new AppError(r.confirmDeactivation as ErrorCode);
  }
};

/** The declared duplicate (e.g. a client's document number) is a confirmable warning, checked under a lock. */
export const duplicate: WriteStep = async (w) => {
  const rule = w.r.confirmDuplicate;
  if (!rule || confirmed(w).has(rule.code)) return;
  if (w.mode === 'update' && (!(rule.field in w.row) || w.row[rule.field] === w.before?.[rule.field])) return;
  const value = w.merged[rule.field];
  if (value === null || value === undefined) return;
  // Check and insert under one lock per value, or parallel requests would all find no duplicate.
  await lockFor(w.trx, w.r.name, rule.field, w.caller.companyId, String(value));
  const q = scoped(w.trx, w.r, w.caller).where(`t.${rule.field}`, value as string);
  if (w.id) q.whereNot('t.id', w.id);
  if (await q.first('t.id')) throw new AppError(rule.code as ErrorCode);
};

/** The stored columns of the row: declared, writable, not kept in a join table or a collection. */
export function columnsOf(r: Resource, row: Row): Row {
  const out: Row = {};
  for (const [name, f] of Object.entries(r.fields)) {
    if (f.readOnly || own(r.joins, name) || row[name] === undefined) continue;
    out[name] = row[name];
  }
  if (r.customFields && row.customFields !== undefined) out.customFields = row.customFields;
  return out;
}

export const insertRow: WriteStep = async (w) => {
  const { r, caller } = w;
  const owner = r.ownedBy === 'company' ? { tenantId: caller.tenantId, companyId: caller.companyId } : { tenantId: caller.tenantId };
  const [{ id }] = await w
    .trx(r.table)
    .insert({ ...columnsOf(r, w.row), ...w.stamp, ...owner })
    .returning('id');
  w.id = id as string;
};

export const updateRow: WriteStep = async (w) => {
  const columns = { ...columnsOf(w.r, w.row), ...w.stamp };
  if (Object.keys(columns).length)
    await w
      .trx(w.r.table)
      .where({ id: w.id })
      .update({ ...columns, updatedAt: w.trx.fn.now() });
};

/**
 * Replaces the sets given in the row: every field's old rows are deleted before any new row is
 * inserted, so an id may move between two fields sharing a join table in one write.
 */
export const joinSets: WriteStep = async (w) => {
  const { trx, r, caller, row } = w;
  const id = w.id!;
  const given = Object.entries(r.joins).filter(([name]) => row[name] !== undefined);
  if (w.mode === 'update') {
    for (const [, join] of given)
      await trx(join.table)
        .where(join.from, id)
        .where({ ...join.where })
        .delete();
  }
  for (const [name, join] of given) {
    const ids = (row[name] as string[] | null) ?? [];
    if (ids.length === 0) continue;
    await trx(join.table).insert(
      ids.map((target, i) => ({ tenant_id: caller.tenantId, [join.from]: id, [join.to]: target, ...join.where, ...(join.order ? { [join.order]: i } : {}) })),
    );
  }
};

/** The child collections given in the row, written with the parent (see collections.ts). */
export const children: WriteStep = async (w) => {
  await writeCollections(w.trx, w.r, w.caller, w.id!, w.row);
};

/** The row as the API answers it, with its child collections. */
export const readBack: WriteStep = async (w) => {
  w.after = await getOne(w.trx, w.r, w.caller, w.id!);
};

export const beforeDelete: WriteStep = async (w) => {
  await w.r.rules.beforeDelete?.({
    trx: w.trx,
    tenantId: w.caller.tenantId,
    companyId: w.caller.companyId,
    id: w.id!,
    before: w.before,
    confirmed: new Set(),
    caller: w.caller,
    stamp: w.stamp,
  });
};

/** Child rows go with their parent (ON DELETE CASCADE in the schema). */
export const deleteRow: WriteStep = async (w) => {
  await w.trx(w.r.table).where({ id: w.id }).delete();
};

/** Who changed which row, for audit.record. */
export function auditBase(r: Resource, caller: Caller, entityId: string) {
  return { tenantId: caller.tenantId, companyId: caller.companyId, actorId: caller.userId ?? null, entity: r.name, entityId };
}

/** The audit entry of an audited resource, in the same transaction as the change. */
export const record: WriteStep = async (w) => {
  if (!w.r.audited) return;
  const base = auditBase(w.r, w.caller, w.id!);
  if (w.mode === 'create') await audit.record(w.trx, { ...base, action: w.told.action, after: { ...w.after, ...w.told.note } });
  if (w.mode === 'update') await audit.record(w.trx, { ...base, action: 'update', before: w.before, after: w.after });
  if (w.mode === 'delete') await audit.record(w.trx, { ...base, action: 'delete', before: w.before });
};

/** The generic pipeline: what every declared resource does unless its declaration composes its own. */
export const GENERIC_PIPELINE: WritePipeline = {
  create: [defaults, customValues, references, rules, duplicate, insertRow, joinSets, children, readBack, record],
  update: [loadBefore, defaults, customValues, references, rules, confirmations, duplicate, updateRow, joinSets, children, readBack, record],
  remove: [loadBefore, beforeDelete, deleteRow, record],
};

async function run(steps: WriteStep[], w: Write): Promise<Row> {
  for (const step of steps) await step(w);
  return w.after ?? w.before!;
}

const start = (trx: Knex.Transaction, r: Resource, registry: Registry, caller: Caller, mode: WriteMode, input: Row, id?: string): Write => ({
  trx,
  r,
  registry,
  caller,
  mode,
  input,
  row: {},
  merged: {},
  id,
  told: { action: 'create' },
  stamp: {},
});

export function create(
  trx: Knex.Transaction,
  r: Resource,
  registry: Registry,
  caller: Caller,
  input: Row,
  told: CreateAudit = { action: 'create' },
): Promise<Row> {
  return run(r.pipeline.create ?? GENERIC_PIPELINE.create, { ...start(trx, r, registry, caller, 'create', input), told });
}

export function update(trx: Knex.Transaction, r: Resource, registry: Registry, caller: Caller, id: string, patch: Row): Promise<Row> {
  return run(r.pipeline.update ?? GENERIC_PIPELINE.update, start(trx, r, registry, caller, 'update', patch, id));
}

export function remove(trx: Knex.Transaction, r: Resource, registry: Registry, caller: Caller, id: string): Promise<Row> {
  return run(r.pipeline.remove ?? GENERIC_PIPELINE.remove, start(trx, r, registry, caller, 'delete', {}, id));
}
