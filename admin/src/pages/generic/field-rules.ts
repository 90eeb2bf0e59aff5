// Client-side validation generated from a field's declaration, mirroring the API's checks
// (api/src/platform/resource/validation.ts) with the same patterns and error codes, so the form
// speaks before the server does and with the same words.
import type { Rule } from 'antd/es/form';
import { PATTERNS } from '../../../../api/src/contract/patterns.ts';
import type { FieldMeta, FieldType } from '../../../../api/src/contract/resource-meta.ts';

export interface FieldFailure {
  code: string;
  params?: Record<string, string | number>;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

const TEXT_TYPES: ReadonlySet<FieldType> = new Set(['text', 'textarea', 'email', 'phone', 'digits', 'personName']);

/** Format check and its default code per text type (the declaration's formatCode wins). */
const FORMATS: Partial<Record<FieldType, { pattern: RegExp; code: string }>> = {
  email: { pattern: PATTERNS.email, code: 'EMAIL_NOT_ALLOWED' },
  phone: { pattern: PATTERNS.digits, code: 'DIGITS_ONLY' },
  digits: { pattern: PATTERNS.digits, code: 'DIGITS_ONLY' },
  personName: { pattern: PATTERNS.personName, code: 'LETTERS_ONLY' },
};

/** Spanish users write decimals with a comma; the API takes a dot. */
export function normalizeDecimal(value: string): string {
  return value.trim().replace(',', '.');
}

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function outOfRange(field: FieldMeta, n: number): FieldFailure | null {
  if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max)) {
    return { code: field.rangeCode ?? 'OUT_OF_RANGE', params: { min: field.min ?? '', max: field.max ?? '' } };
  }
  return null;
}

/** The first rule a value breaks, as the API would name it, or null when it passes. */
export function checkField(field: FieldMeta, value: unknown): FieldFailure | null {
  if (isEmptyValue(value)) return field.required ? { code: field.requiredCode ?? 'REQUIRED' } : null;

  if (TEXT_TYPES.has(field.type)) {
    const text = String(value).trim();
    if (field.max !== undefined && text.length > field.max) return { code: 'TOO_LONG', params: { max: field.max } };
    if (field.min !== undefined && text.length < field.min) return { code: 'TOO_SHORT', params: { min: field.min } };
    const format = FORMATS[field.type];
    if (format && !format.pattern.test(text)) return { code: field.formatCode ?? format.code };
    return null;
  }
  if (field.type === 'decimal') {
    const text = normalizeDecimal(String(value));
    if (!PATTERNS.decimal.test(text)) return { code: 'NOT_A_NUMBER' };
    return outOfRange(field, Number(text));
  }
  if (field.type === 'integer') {
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isInteger(n)) return { code: 'NOT_A_NUMBER' };
    return outOfRange(field, n);
  }
  if (field.type === 'enum' && field.options && !field.options.includes(value as string | number)) {
    return { code: 'INVALID_OPTION' };
  }
  if (field.type === 'enumSet' && Array.isArray(value)) {
    const options = new Set((field.options ?? []).map(String));
    if (value.some((v) => !options.has(String(v))) || new Set(value).size !== value.length) return { code: 'INVALID_OPTION' };
  }
  return null;
}

/** antd Form rules for a field: one validator running checkField; `required` draws the asterisk. */
export function fieldRules(field: FieldMeta, t: Translate): Rule[] {
  if (field.readOnly) return [];
  return [{
    required: !!field.required,
    validator: async (_rule, value: unknown) => {
      const failure = checkField(field, value);
      if (failure) throw new Error(t(`errors.${failure.code}`, failure.params));
    },
  }];
}
