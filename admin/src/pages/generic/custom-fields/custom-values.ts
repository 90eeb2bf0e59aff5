// A record's custom values as form values and back, through the same conversions as declared
// fields (dates as dayjs in the form, numbers as strings, cleared values as null on edit). Pure.
import type { FieldMeta } from '../../../../../api/src/contract/resource-meta.ts';
import { CUSTOM_FIELDS, toFieldMeta, type CustomFieldDefinition } from '../../../../../api/src/contract/custom-fields.ts';
import { toFormValues, toPayload, type FormValues, type Payload } from '../form-values.ts';

/** The definitions as declared-like fields keyed by their generated key. */
export function customFieldMetas(definitions: readonly CustomFieldDefinition[]): { fields: Record<string, FieldMeta> } {
  return { fields: Object.fromEntries(definitions.map((d) => [d.key, toFieldMeta(d)])) };
}

/** The record's custom values as the form's `customFields` values. */
export function toCustomFormValues(definitions: readonly CustomFieldDefinition[], record: Record<string, unknown> | undefined): FormValues {
  const stored = (record?.[CUSTOM_FIELDS] ?? {}) as Record<string, unknown>;
  return toFormValues(customFieldMetas(definitions), stored) ?? {};
}

/** The `customFields` of a save: the shown definitions' values in wire format. */
export function toCustomPayload(definitions: readonly CustomFieldDefinition[], values: FormValues, mode: 'create' | 'edit'): Payload {
  const given = (values[CUSTOM_FIELDS] ?? {}) as FormValues;
  return toPayload(customFieldMetas(definitions), given, mode);
}
