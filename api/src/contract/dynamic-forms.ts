// Dynamic forms (issue 12, item 4): the eight field kinds of the specification, which properties
// each kind takes, the rules of a form's design, and the check of the answers given to a form.
// Pure: the API checks designs and (issue 13) workflow answers with it, the admin's designer and
// its live preview apply the same rules. Checks of one value reuse the field-type contract.
import { CUSTOM_FIELD_LIMITS, parseOptions } from './custom-fields.ts';
import { checkFieldValue, isEmptyValue } from './field-checks.ts';
import type { ErrorCode } from './error-catalogue.ts';
import type { FieldMeta } from './resource-meta.ts';

export const DYNAMIC_FIELD_KINDS = ['checkbox', 'date', 'number', 'radioGroup', 'select', 'switch', 'textarea', 'textbox'] as const;
export type DynamicFieldKind = (typeof DYNAMIC_FIELD_KINDS)[number];

/** How a date field is asked: a day, a day and time, a month or a year. */
export const DATE_TYPES = ['date', 'datetime', 'month', 'year'] as const;
export type DateType = (typeof DATE_TYPES)[number];

export const DYNAMIC_FORM_LIMITS = {
  fields: 100,
  title: 100,
  placeholder: 100,
  message: 200,
  mask: 100,
  length: CUSTOM_FIELD_LIMITS.textarea,
  columns: 4,
  minHeight: 2,
  maxHeight: 20,
} as const;

/** The optional properties, and the kinds that take each (title, required and columns fit every kind). */
export const PROPERTIES_OF = {
  placeholder: ['date', 'number', 'select', 'textarea', 'textbox'],
  minLength: ['textarea', 'textbox'],
  maxLength: ['textarea', 'textbox'],
  lengthMessage: ['textarea', 'textbox'],
  multiple: ['select'],
  maxSelections: ['select'],
  mask: ['textbox'],
  options: ['radioGroup', 'select'],
  height: ['textarea'],
  dateType: ['date'],
} as const satisfies Record<string, readonly DynamicFieldKind[]>;
export type OptionalProperty = keyof typeof PROPERTIES_OF;

/** One field of a dynamic form as stored and served (a row of the form's `fields`). */
export interface DynamicFormField {
  id?: string | null;
  kind: DynamicFieldKind;
  title: string;
  placeholder?: string | null;
  required?: boolean | null;
  requiredMessage?: string | null;
  minLength?: number | null;
  maxLength?: number | null;
  lengthMessage?: string | null;
  multiple?: boolean | null;
  /** Select with multiple: the most options one may pick; 0 means unlimited. */
  maxSelections?: number | null;
  /** Text box: `9` a digit, `A` a letter, `*` a letter or digit, anything else itself. */
  mask?: string | null;
  options?: string | null;
  /** Radio group: columns its options are laid out in; other kinds: width in quarters of the row. */
  columns?: number | null;
  /** Text area: visible lines. */
  height?: number | null;
  dateType?: DateType | null;
}

export interface DesignError {
  field: string;
  code: ErrorCode;
  params?: Record<string, string | number>;
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== false && !(v === 0);
const fieldName = (index: number, property: string) => `fields[${index}].${property}`;

/** A value's mask as a pattern: 9 a digit, A a letter, * either, other characters as written. */
export function maskPattern(mask: string): RegExp {
  // A literal goes in as its code point (\u{..}), which needs no escaping of its own in a u-flag pattern.
  const literal = (c: string) => `\\u{${c.codePointAt(0)!.toString(16)}}`;
  const parts = [...mask].map((c) => (c === '9' ? '\\d' : c === 'A' ? '\\p{L}' : c === '*' ? '[\\p{L}\\d]' : literal(c)));
  return new RegExp(`^${parts.join('')}$`, 'u');
}

/** The errors of a form's design: at least one field; each kind's own properties, consistent. */
export function dynamicFormErrors(fields: readonly DynamicFormField[] | null | undefined): DesignError[] {
  const list = fields ?? [];
  if (list.length === 0) return [{ field: 'fields', code: 'DYNAMIC_FORM_FIELDS_REQUIRED' }];
  const errors: DesignError[] = [];
  const titles = new Set<string>();
  list.forEach((f, i) => {
    const kind = f.kind;
    for (const [property, kinds] of Object.entries(PROPERTIES_OF) as [OptionalProperty, readonly DynamicFieldKind[]][]) {
      if (given(f[property]) && !kinds.includes(kind))
        errors.push({ field: fieldName(i, property), code: 'DYNAMIC_FIELD_PROPERTY_NOT_ALLOWED', params: { kind } });
    }
    const title = (f.title ?? '').trim().toLowerCase();
    if (title && titles.has(title)) errors.push({ field: fieldName(i, 'title'), code: 'DYNAMIC_FIELD_TITLE_REPEATED' });
    titles.add(title);
    const { minLength: min, maxLength: max } = f;
    if (min != null && max != null && min > max) errors.push({ field: fieldName(i, 'minLength'), code: 'DYNAMIC_FIELD_MIN_ABOVE_MAX', params: { min, max } });
    if (f.mask && max != null && max < f.mask.length)
      errors.push({ field: fieldName(i, 'maxLength'), code: 'DYNAMIC_FIELD_MASK_LENGTH', params: { length: f.mask.length } });
    if (f.mask && !/[9A*]/.test(f.mask)) errors.push({ field: fieldName(i, 'mask'), code: 'DYNAMIC_FIELD_MASK_INVALID' });
    if (kind === 'radioGroup' || kind === 'select') {
      const options = parseOptions(f.options);
      const { option: longest, options: most } = CUSTOM_FIELD_LIMITS;
      if (options.length === 0) errors.push({ field: fieldName(i, 'options'), code: 'CUSTOM_FIELD_OPTIONS_REQUIRED' });
      else if (new Set(options.map((o) => o.toLowerCase())).size !== options.length || options.length > most || options.some((o) => o.length > longest)) {
        errors.push({ field: fieldName(i, 'options'), code: 'CUSTOM_FIELD_OPTIONS_INVALID', params: { max: longest, count: most } });
      }
      const limit = f.maxSelections ?? 0;
      if (kind === 'select' && !f.multiple && limit > 0) errors.push({ field: fieldName(i, 'maxSelections'), code: 'DYNAMIC_FIELD_LIMIT_NEEDS_MULTIPLE' });
      else if (options.length > 0 && limit > options.length) {
        errors.push({ field: fieldName(i, 'maxSelections'), code: 'DYNAMIC_FIELD_LIMIT_ABOVE_OPTIONS', params: { count: options.length } });
      }
    }
    if (kind === 'date' && !f.dateType) errors.push({ field: fieldName(i, 'dateType'), code: 'REQUIRED' });
  });
  return errors;
}

/** One answer's failure: the catalogue's code, and the form's own message when its designer wrote one. */
export interface AnswerError extends DesignError {
  message?: string;
}

const DATE_FORMATS: Record<Exclude<DateType, 'date' | 'datetime'>, RegExp> = { month: /^\d{4}-(0[1-9]|1[0-2])$/, year: /^\d{4}$/ };

/** The field-type contract's field an answer of this kind is checked as (required is decided before). */
function valueField(f: DynamicFormField): FieldMeta {
  switch (f.kind) {
    case 'checkbox':
    case 'switch':
      return { type: 'boolean', labelKey: '' };
    case 'number':
      return { type: 'decimal', labelKey: '' };
    case 'radioGroup':
    case 'select':
      return { type: 'enum', options: parseOptions(f.options), labelKey: '' };
    case 'date':
      return { type: f.dateType === 'datetime' ? 'datetime' : 'date', labelKey: '' };
    case 'textarea':
      return { type: 'textarea', max: f.maxLength ?? DYNAMIC_FORM_LIMITS.length, min: f.minLength ?? undefined, labelKey: '' };
    case 'textbox':
      return { type: 'text', max: f.maxLength ?? CUSTOM_FIELD_LIMITS.text, min: f.minLength ?? undefined, labelKey: '' };
  }
}

/** One answer (not empty) as stored, or why it is refused. */
function checkAnswer(f: DynamicFormField, value: unknown): { value: unknown } | Omit<AnswerError, 'field'> {
  const withMessage = (code: ErrorCode, params?: Record<string, string | number>, message?: string | null) => ({
    code,
    ...(params ? { params } : {}),
    ...(message ? { message } : {}),
  });
  if (f.kind === 'select' && f.multiple) {
    if (!Array.isArray(value)) return withMessage('INVALID_OPTION');
    const options = parseOptions(f.options);
    if (value.some((v) => !options.includes(v as string)) || new Set(value).size !== value.length) return withMessage('INVALID_OPTION');
    const limit = f.maxSelections ?? 0;
    if (limit > 0 && value.length > limit) return withMessage('DYNAMIC_ANSWER_TOO_MANY_OPTIONS', { max: limit });
    return { value };
  }
  if (f.kind === 'date' && (f.dateType === 'month' || f.dateType === 'year')) {
    return typeof value === 'string' && DATE_FORMATS[f.dateType].test(value) ? { value } : withMessage('INVALID_DATE');
  }
  const verdict = checkFieldValue(valueField(f), value);
  if (!verdict.ok) {
    const { code, params } = verdict.failure;
    const lengthCode = code === 'TOO_LONG' || code === 'TOO_SHORT';
    return withMessage(code, params, lengthCode ? f.lengthMessage : null);
  }
  if (f.kind === 'textbox' && f.mask && !maskPattern(f.mask).test(verdict.value as string)) {
    return withMessage('DYNAMIC_ANSWER_MASK', { mask: f.mask });
  }
  return { value: verdict.value };
}

/** Is a required answer missing? An unticked required checkbox or switch counts as missing. */
function missing(f: DynamicFormField, value: unknown): boolean {
  if (f.kind === 'checkbox' || f.kind === 'switch') return value !== true;
  return isEmptyValue(value);
}

/**
 * The answers to a form's fields, keyed by field id: the values to store (trimmed text, numbers as
 * strings, empty answers left out) and the errors, each naming the field's id. An answer to a
 * field the form does not have is refused.
 */
export function checkDynamicFormAnswers(
  fields: readonly DynamicFormField[],
  answers: Record<string, unknown> | null | undefined,
): { values: Record<string, unknown>; errors: AnswerError[] } {
  const values: Record<string, unknown> = {};
  const errors: AnswerError[] = [];
  const given = answers ?? {};
  const known = new Set(fields.map((f) => String(f.id)));
  for (const key of Object.keys(given)) {
    if (!known.has(key) && !isEmptyValue(given[key])) errors.push({ field: key, code: 'DYNAMIC_ANSWER_UNKNOWN_FIELD' });
  }
  for (const f of fields) {
    const key = String(f.id);
    const value = given[key];
    if (f.required && missing(f, value)) {
      errors.push({ field: key, code: 'REQUIRED', ...(f.requiredMessage ? { message: f.requiredMessage } : {}) });
      continue;
    }
    if (isEmptyValue(value)) continue;
    const checked = checkAnswer(f, value);
    if ('code' in checked) errors.push({ field: key, ...checked });
    else values[key] = checked.value;
  }
  return { values, errors };
}
