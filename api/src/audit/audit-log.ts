// Writes and reads the audit log. Entries are written in the same transaction as the change, so a
// refused or failed change leaves no entry and a stored change always has one.
import type { Knex } from 'knex';
import { idArray } from '../platform/db/id-array.ts';

type Row = Record<string, unknown>;

export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
  /** For sets of ids (roles, members, permissions): what was added and removed. */
  added?: unknown[];
  removed?: unknown[];
}

export interface AuditEntry {
  tenantId: string;
  companyId: string;
  actorId: string | null;
  entity: string;
  entityId: string;
  action: string;
  before?: Row | null;
  after?: Row | null;
}

const IGNORED = new Set(['id', 'createdAt', 'updatedAt', 'tenantId', 'companyId']);
const comparable = (v: unknown) => JSON.stringify(v instanceof Date ? v.toISOString() : (v ?? null));

/** The fields that differ between two versions of a row; arrays are compared as sets. */
export function diff(before: Row | null | undefined, after: Row | null | undefined): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (IGNORED.has(field)) continue;
    const b = before?.[field];
    const a = after?.[field];
    if (Array.isArray(b) || Array.isArray(a)) {
      const bs = new Set(((b ?? []) as unknown[]).map(comparable));
      const as = new Set(((a ?? []) as unknown[]).map(comparable));
      const added = ((a ?? []) as unknown[]).filter((v) => !bs.has(comparable(v)));
      const removed = ((b ?? []) as unknown[]).filter((v) => !as.has(comparable(v)));
      if (added.length || removed.length) changes.push({ field, added, removed });
    } else if (comparable(b) !== comparable(a)) {
      changes.push({ field, before: b ?? null, after: a ?? null });
    }
  }
  return changes;
}

export async function record(trx: Knex.Transaction, entry: AuditEntry): Promise<void> {
  const changes = diff(entry.before, entry.after);
  if (entry.action === 'update' && changes.length === 0) return; // nothing changed, nothing to tell
  await trx('audit_log').insert({
    tenantId: entry.tenantId,
    companyId: entry.companyId,
    actorId: entry.actorId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ? JSON.stringify(entry.before) : null,
    after: entry.after ? JSON.stringify(entry.after) : null,
    changes: JSON.stringify(changes),
  });
}

/** Who made a move of many rows: the entries' tenant, company and actor (null: the system). */
export interface AuditActor {
  tenantId: string;
  companyId: string;
  actorId: string | null;
}

/** The actor of a request's caller (its user; none for the system). */
export const actorOf = (caller: { tenantId: string; companyId: string; userId?: string | null }): AuditActor => ({
  tenantId: caller.tenantId,
  companyId: caller.companyId,
  actorId: caller.userId ?? null,
});

/**
 * SQL (with its bindings) recording the same move of every row `source` yields (a table, CTE or
 * subquery with an `id` column, `at` an optional SQL instant over it) in the audit log, so a move
 * of thousands of rows and its entries are one statement with the move itself.
 */
export function sameMoveSql(
  actor: AuditActor,
  entity: string,
  action: string,
  before: Row,
  after: Row,
  source: string,
  at?: string,
): { sql: string; bindings: Knex.Value[] } {
  return {
    sql: `insert into audit_log (tenant_id, company_id, actor_id, entity, entity_id, action, before, after, changes${at ? ', at' : ''})
      select ?, ?, ?::uuid, ?, id, ?, ?::jsonb, ?::jsonb, ?::jsonb${at ? `, ${at}` : ''} from ${source}`,
    bindings: [
      actor.tenantId,
      actor.companyId,
      actor.actorId,
      entity,
      action,
      JSON.stringify(before),
      JSON.stringify(after),
      JSON.stringify(diff(before, after)),
    ],
  };
}

/** Records the same move of many rows of `entity` (blocks shut down together, say), in one statement. */
export async function recordSameMove(
  trx: Knex.Transaction,
  actor: AuditActor,
  entity: string,
  ids: readonly string[],
  action: string,
  before: Row,
  after: Row,
) {
  if (!ids.length) return;
  const { sql, bindings } = sameMoveSql(actor, entity, action, before, after, 'unnest(?::uuid[]) as id');
  await trx.raw(sql, [...bindings, idArray(ids)]);
}

/**
 * Records many rows' own changes (each its before and after, compared as `record` compares them,
 * arrays as sets) in one statement; an entry whose values did not change is left out, as `record` does.
 * An entry's `cause` (the row whose move made this one, a client's deactivation for its projects)
 * is kept in its `after`, not told as a change.
 */
export async function recordMany(
  trx: Knex.Transaction,
  actor: AuditActor,
  entity: string,
  action: string,
  entries: readonly { id: string; before: Row; after: Row; cause?: { entity: string; id: string } }[],
) {
  const changed = entries
    .map(({ id, before, after, cause }) => ({ id, before, after: cause ? { ...after, cause } : after, changes: diff(before, after) }))
    .filter((e) => e.changes.length);
  if (!changed.length) return;
  await trx.raw(
    `insert into audit_log (tenant_id, company_id, actor_id, entity, entity_id, action, before, after, changes)
    select ?, ?, ?::uuid, ?, (e->>'id')::uuid, ?, e->'before', e->'after', e->'changes' from jsonb_array_elements(?::jsonb) as e`,
    [actor.tenantId, actor.companyId, actor.actorId, entity, action, JSON.stringify(changed)],
  );
}

export interface HistoryQuery {
  entity: string;
  entityId: string;
  start: number;
  end: number;
}

/** One entity's history, newest first, with the actor's name (one query with a join, no N+1). */
export async function history(trx: Knex.Transaction, q: HistoryQuery): Promise<{ rows: Row[]; total: number }> {
  const base = trx('audit_log as a').where({ 'a.entity': q.entity, 'a.entityId': q.entityId });
  // One after the other: one transaction is one connection.
  const [rows, count] = [
    await base
      .clone()
      .leftJoin('users as u', 'u.id', 'a.actorId')
      .select(
        'a.id',
        'a.entity',
        'a.entityId',
        'a.action',
        'a.actorId',
        'a.at',
        'a.changes',
        'a.before',
        'a.after',
        trx.raw("trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')) as actor_name"),
        'u.email as actorEmail',
      )
      .orderBy([
        { column: 'a.at', order: 'desc' },
        { column: 'a.id', order: 'desc' },
      ])
      .offset(q.start)
      .limit(q.end - q.start),
    await base.clone().count({ n: '*' }).first(),
  ];
  return { rows, total: Number((count as { n: string } | undefined)?.n ?? 0) };
}
