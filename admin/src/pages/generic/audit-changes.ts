// Which changes of an audit entry the History section shows, and how: declared, written fields
// (computed ones follow from them), sets as added/removed, the rest as before -> after. Pure.
import type { FieldMeta, ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import { CUSTOM_FIELDS, customFieldName, type CustomFieldDefinition } from '../../../../api/src/contract/custom-fields.ts';

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
  | { kind: 'duplicateOf'; id: string }
  | { kind: 'custom'; field: string; def: CustomFieldDefinition; before: unknown; after: unknown }
  | { kind: 'line'; field: string; position: number; part: LinePart; before: unknown; after: unknown };

/** What an edit of a document's line changes (a pre-invoice's save names `line3.quantity`). */
export const LINE_PARTS = ['description', 'quantity', 'unitPrice', 'discountPercent'] as const;
export type LinePart = (typeof LINE_PARTS)[number];
const LINE_CHANGE = new RegExp(`^line(\\d+)\\.(${LINE_PARTS.join('|')})$`);

const asValues = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A change of the custom values as one change per value, for the company's fields (`definitions`). */
function customChanges(change: AuditChange, definitions: readonly CustomFieldDefinition[]): ShownChange[] {
  const before = asValues(change.before);
  const after = asValues(change.after);
  return definitions
    .filter((def) => !same(before[def.key], after[def.key]))
    .map((def) => ({ kind: 'custom', field: customFieldName(def.key), def, before: before[def.key] ?? null, after: after[def.key] ?? null }));
}

export function shownChanges(meta: ResourceMeta, changes: readonly AuditChange[], definitions: readonly CustomFieldDefinition[] = []): ShownChange[] {
  const out: ShownChange[] = [];
  for (const change of changes) {
    if (change.field === CUSTOM_FIELDS && meta.customFields) {
      out.push(...customChanges(change, definitions));
      continue;
    }
    if (change.field === DUPLICATE_OF && typeof change.after === 'string') {
      out.push({ kind: 'duplicateOf', id: change.after });
      continue;
    }
    const line = LINE_CHANGE.exec(change.field);
    if (line) {
      out.push({
        kind: 'line',
        field: change.field,
        position: Number(line[1]),
        part: line[2] as LinePart,
        before: change.before ?? null,
        after: change.after ?? null,
      });
      continue;
    }
    const field = meta.fields[change.field];
    // Read-only fields are computed (counts, names), except the state, which actions move, and the
    // totals an edit of the lines moved, which the entry names with them.
    if (!field || (field.readOnly && change.field !== meta.stateMachine?.field && field.type !== 'money')) continue;
    if (change.added || change.removed) {
      out.push({ kind: 'set', field: change.field, meta: field, added: change.added ?? [], removed: change.removed ?? [] });
    } else {
      out.push({ kind: 'value', field: change.field, meta: field, before: change.before ?? null, after: change.after ?? null });
    }
  }
  // The copy's origin first: it says what the rest of the entry is.
  return out.sort((a, b) => Number(b.kind === 'duplicateOf') - Number(a.kind === 'duplicateOf'));
}
