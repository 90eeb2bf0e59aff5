// Client-side validation: the contract's check of each field type (api/src/contract/field-checks.ts),
// the same function the API's Joi schemas run, applied to the form value as the admin will send it.
// The form speaks before the server does, with the same verdicts and the same words.
import type { Rule } from 'antd/es/form';
import { checkFieldValue, isEmptyValue, type FieldFailure } from '../../../../api/src/contract/field-checks.ts';
import type { FieldMeta } from '../../../../api/src/contract/resource-meta.ts';
import { adminFieldType, type Translate } from '../../fields/index.ts';

export type { FieldFailure, Translate };
export { isEmptyValue };
export { normalizeDecimal } from '../../fields/decimal.tsx';

/** A form value as it goes on the wire (the type's conversion: dayjs to text, comma to dot...). */
export function wireValue(field: FieldMeta, value: unknown): unknown {
  const toWire = adminFieldType(field.type).toWire;
  return toWire ? toWire(field, value) : value;
}

/** The first rule a value breaks, as the API would name it, or null when it passes. */
export function checkField(field: FieldMeta, value: unknown): FieldFailure | null {
  const verdict = checkFieldValue(field, wireValue(field, value));
  return verdict.ok ? null : verdict.failure;
}

/**
 * The messages a form says once rather than under each field: a required-code two or more fields
 * share is the specification's sentence for the form ("Debes diligenciar todos los campos
 * obligatorios"), not a field's.
 */
export function formLevelCodes(fields: readonly FieldMeta[]): Set<string> {
  const count = new Map<string, number>();
  for (const f of fields) if (f.requiredCode) count.set(f.requiredCode, (count.get(f.requiredCode) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n > 1).map(([code]) => code));
}

/** The error a field carries when the form says its sentence once: the field is marked, without words. */
export const UNSAID = '';

/**
 * antd Form rules for a field: one validator running checkField; `required` draws the asterisk. A
 * failure whose code is in `formLevel` marks the field without words: the form says it once.
 */
export function fieldRules(field: FieldMeta, t: Translate, formLevel: ReadonlySet<string> = new Set()): Rule[] {
  if (field.readOnly) return [];
  return [
    {
      required: !!field.required,
      validator: async (_rule, value: unknown) => {
        const failure = checkField(field, value);
        if (failure) throw new Error(formLevel.has(failure.code) ? UNSAID : t(`errors.${failure.code}`, failure.params));
      },
    },
  ];
}
