// Who may write a field beyond the resource's write code: one rule, read by the API (which refuses
// the change) and by the admin (which disables the control). Pure: the admin imports this file.
import type { FieldMeta } from './resource-meta.ts';

/** What the rule needs to know of the caller. */
export interface FieldWriter {
  isSuperAdmin: boolean;
}

export function mayWriteField(field: Pick<FieldMeta, 'writableBy' | 'readOnly'>, writer: FieldWriter): boolean {
  if (field.readOnly) return false;
  return field.writableBy !== 'superAdmin' || writer.isSuperAdmin;
}

/**
 * The fields of a write the caller may not change: those restricted by `writableBy` whose value
 * differs from the stored one (sending the stored value back is no attempt to change it).
 */
export function forbiddenFieldChanges(
  fields: Readonly<Record<string, FieldMeta>>,
  writer: FieldWriter,
  changes: Readonly<Record<string, unknown>>,
  before: Readonly<Record<string, unknown>> = {},
): string[] {
  return Object.entries(fields)
    .filter(([, field]) => field.writableBy && !mayWriteField(field, writer))
    .filter(([name, field]) => {
      const value = changes[name];
      if (value === undefined || value === null) return false;
      const stored = before[name] ?? (field.type === 'boolean' ? (field.default ?? false) : field.default);
      return value !== stored;
    })
    .map(([name]) => name);
}
