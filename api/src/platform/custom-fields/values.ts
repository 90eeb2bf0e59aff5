// Checks a record's custom values against its company's definitions and gives the object to store.
// Pure (no database): the generic create/update and issue 12's dynamic forms call it with the
// definitions they loaded. Each error names the value (`customFields.<key>`).
import type { FieldError } from '../errors/app-error.ts';
import { PATTERNS } from '../../contract/patterns.ts';
import { isCalendarDate } from '../resource/validation.ts';
import {
  customFieldName, parseOptions, toFieldMeta, type CustomFieldDefinition,
} from '../../contract/custom-fields.ts';

export type CustomValues = Record<string, unknown>;

type Definition = Pick<CustomFieldDefinition, 'key' | 'label' | 'dataType' | 'required' | 'options' | 'active'>;

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** One value as stored, or the code of the rule it breaks (the value is not empty). */
export function checkCustomValue(def: Definition, value: unknown): { value: unknown } | Omit<FieldError, 'field'> {
  const field = toFieldMeta(def);
  switch (field.type) {
    case 'decimal': {
      // Numbers travel and are stored as strings (never floats), like the declared decimals.
      const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
      return PATTERNS.decimal.test(text) ? { value: text } : { code: 'NOT_A_NUMBER' };
    }
    case 'text': case 'textarea': {
      if (typeof value !== 'string') return { code: 'INVALID_VALUE' };
      const text = value.trim();
      return text.length > field.max! ? { code: 'TOO_LONG', params: { max: field.max! } } : { value: text };
    }
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? { value } : { code: 'INVALID_DATE' };
    case 'enum':
      return typeof value === 'string' && parseOptions(def.options).includes(value) ? { value } : { code: 'INVALID_OPTION' };
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { code: 'INVALID_VALUE' };
    default:
      return { code: 'INVALID_VALUE' };
  }
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
  definitions: readonly Definition[], given: CustomValues | undefined, before?: CustomValues,
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
    if (isEmpty(value)) { delete values[key]; continue; }
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
