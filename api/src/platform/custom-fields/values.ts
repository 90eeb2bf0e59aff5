// Checks a record's custom values against its company's definitions and gives the object to store.
// Pure (no database): the generic create/update and issue 12's dynamic forms call it with the
// definitions they loaded. Each error names the value (`customFields.<key>`).
import type { FieldError } from '../errors/app-error.ts';
import { checkFieldValue } from '../../contract/field-checks.ts';
import { customFieldName, toFieldMeta, type CustomFieldDefinition } from '../../contract/custom-fields.ts';

export type CustomValues = Record<string, unknown>;

type Definition = Pick<CustomFieldDefinition, 'key' | 'label' | 'dataType' | 'required' | 'options' | 'active'>;

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** One value as stored, or the code of the rule it breaks (the value is not empty). */
export function checkCustomValue(def: Definition, value: unknown): { value: unknown } | Omit<FieldError, 'field'> {
  // The field-type registry's own check (contract/field-checks.ts), the one declared fields pass:
  // numbers stay strings, text is trimmed and measured, options must be the definition's own.
  const verdict = checkFieldValue({ ...toFieldMeta(def), required: false }, value);
  return verdict.ok ? { value: verdict.value } : verdict.failure;
}

/**
 * The custom values to store after a create (`before` undefined) or an update: the given values
 * merged over the stored ones, key by key; null or '' clears one. A key without an active
 * definition is refused (CUSTOM_FIELD_UNKNOWN), and so is a value its definition refuses, except a
 * value the record already had (an option renamed since, a field turned inactive): sending the
 * form back unchanged never fails. Mandatory values are required on create and whenever custom
 * values are sent; a PATCH without them leaves them as they are.
 */
export function checkCustomValues(
  definitions: readonly Definition[],
  given: CustomValues | undefined,
  before?: CustomValues,
): { values: CustomValues; errors: FieldError[] } {
  const values: CustomValues = { ...before };
  const errors: FieldError[] = [];
  const byKey = new Map(definitions.map((d) => [d.key, d]));
  for (const [key, value] of Object.entries(given ?? {})) {
    const field = customFieldName(key);
    const def = byKey.get(key);
    const kept = before !== undefined && Object.hasOwn(before, key) && same(before[key], value);
    if (kept) continue;
    if (!def || !def.active) {
      if (!isEmpty(value)) errors.push({ field, code: 'CUSTOM_FIELD_UNKNOWN' });
      else delete values[key];
      continue;
    }
    if (isEmpty(value)) {
      delete values[key];
      continue;
    }
    const checked = checkCustomValue(def, value);
    if ('code' in checked) errors.push({ field, ...checked });
    else values[key] = checked.value;
  }
  if (before === undefined || given !== undefined) {
    for (const def of definitions) {
      if (!def.active || !def.required || !isEmpty(values[def.key])) continue;
      if (errors.some((e) => e.field === customFieldName(def.key))) continue;
      errors.push({ field: customFieldName(def.key), code: 'CUSTOM_FIELD_REQUIRED', params: { label: def.label } });
    }
  }
  return { values, errors };
}
