// Tenant-defined custom fields: the specification's seven data types, a definition's shape, and the
// field a definition stands for in the field-type vocabulary, so values are checked, rendered and
// filtered like declared fields. Pure: the API, the admin and issue 12's dynamic forms import it.
import type { FieldMeta, FieldType } from './resource-meta.ts';

/** The specification's data types of client custom fields, in its order. */
export const CUSTOM_FIELD_TYPES = ['Number', 'RadioGroup', 'Select', 'Date', 'Textarea', 'Text', 'Checkbox'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** The field-type name each data type is checked and shown as. */
export const FIELD_TYPE_OF: Readonly<Record<CustomFieldType, FieldType>> = {
  Number: 'decimal',
  RadioGroup: 'enum',
  Select: 'enum',
  Date: 'date',
  Textarea: 'textarea',
  Text: 'text',
  Checkbox: 'boolean',
};

/** Data types whose values are one of the definition's options. */
export const WITH_OPTIONS: ReadonlySet<CustomFieldType> = new Set(['RadioGroup', 'Select']);

/** Limits of a definition and of its values. */
export const CUSTOM_FIELD_LIMITS = { label: 100, option: 100, options: 50, text: 200, textarea: 2000 } as const;

/** The property of a record holding its custom values, and the prefix naming one value in errors and filters. */
export const CUSTOM_FIELDS = 'customFields';
export const customFieldName = (key: string) => `${CUSTOM_FIELDS}.${key}`;

/** A generated key: lower-case letters and digits only, so it is safe in a form name and a query parameter. */
export const KEY_PATTERN = /^[a-z0-9]{1,20}$/;

/** One definition as the API serves it (the `custom-fields` resource's row). */
export interface CustomFieldDefinition {
  id: string;
  entity: string;
  key: string;
  label: string;
  dataType: CustomFieldType;
  required: boolean;
  /** RadioGroup and Select: one option a line, in display order. */
  options: string | null;
  position: number;
  active: boolean;
  listColumn: boolean;
}

/** The options of a definition: its lines, trimmed, without empty lines. */
export function parseOptions(options: string | null | undefined): string[] {
  return (options ?? '')
    .split(/\r?\n/)
    .map((o) => o.trim())
    .filter(Boolean);
}

/**
 * The field a definition stands for: its type's checks (length, number, calendar date, one of the
 * options) and, for the admin, its input and renderer. `labelKey` is unused: the label is the
 * tenant's own text, shown as written.
 */
export function toFieldMeta(def: Pick<CustomFieldDefinition, 'dataType' | 'required' | 'options'>): FieldMeta {
  const type = FIELD_TYPE_OF[def.dataType];
  const field: FieldMeta = { type, required: def.required, labelKey: '' };
  if (type === 'text') field.max = CUSTOM_FIELD_LIMITS.text;
  if (type === 'textarea') field.max = CUSTOM_FIELD_LIMITS.textarea;
  if (type === 'enum') field.options = parseOptions(def.options);
  return field;
}

/** The active definitions of an entity in display order (position, then label). */
export function activeInOrder<T extends Pick<CustomFieldDefinition, 'active' | 'position' | 'label'>>(defs: readonly T[]): T[] {
  return defs.filter((d) => d.active).sort((a, b) => a.position - b.position || a.label.localeCompare(b.label));
}
