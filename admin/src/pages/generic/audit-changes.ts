// Which changes of an audit entry the History section shows, and how: declared, written fields
// (computed ones follow from them), sets as added/removed, the rest as before -> after. Pure.
import type { FieldMeta, ResourceMeta } from '../../../../api/src/platform/resource/types.ts';

export interface AuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
  added?: unknown[];
  removed?: unknown[];
}

export interface AuditRow {
  id: string;
  action: string;
  actorName?: string | null;
  actorEmail?: string | null;
  at: string;
  changes: AuditChange[];
}

/** The field an entry names: the row it was copied from (action 'duplicate'). */
export const DUPLICATE_OF = 'duplicateOf';

export type ShownChange =
  | { kind: 'set'; field: string; meta: FieldMeta; added: unknown[]; removed: unknown[] }
  | { kind: 'value'; field: string; meta: FieldMeta; before: unknown; after: unknown }
  | { kind: 'duplicateOf'; id: string };

export function shownChanges(meta: ResourceMeta, changes: readonly AuditChange[]): ShownChange[] {
  const out: ShownChange[] = [];
  for (const change of changes) {
    if (change.field === DUPLICATE_OF && typeof change.after === 'string') {
      out.push({ kind: 'duplicateOf', id: change.after });
      continue;
    }
    const field = meta.fields[change.field];
    // Read-only fields are computed (counts, names), except the state, which actions move.
    if (!field || (field.readOnly && change.field !== meta.stateMachine?.field)) continue;
    if (change.added || change.removed) {
      out.push({ kind: 'set', field: change.field, meta: field, added: change.added ?? [], removed: change.removed ?? [] });
    } else {
      out.push({ kind: 'value', field: change.field, meta: field, before: change.before ?? null, after: change.after ?? null });
    }
  }
  // The copy's origin first: it says what the rest of the entry is.
  return out.sort((a, b) => Number(b.kind === 'duplicateOf') - Number(a.kind === 'duplicateOf'));
}
