// The pure value check of every field type, once: the verdict and the error code of a value on the
// wire. The API's Joi schemas and the admin's form rules both run these functions, so a value the
// form accepts is one the API accepts, refused with the same code. Pure: the admin imports it.
import type { ErrorCode } from './error-catalogue.ts';
import { PATTERNS } from './patterns.ts';
import type { FieldMeta, FieldType } from './resource-meta.ts';

export interface FieldFailure {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

/** A value accepted (as it will be stored: trimmed text, decimals as strings) or the failure. */
export type Verdict = { ok: true; value: unknown } | { ok: false; failure: FieldFailure };

export interface FieldTypeContract {
  /** The check of a value that is not empty (emptiness and `required` are decided before). */
  check(field: FieldMeta, value: unknown): Verdict;
  /** A set of values (an array on the wire, a join table in the database). */
  set?: boolean;
  /** Lists may sort and filter by it (json values are neither: decision 64). */
  sortable: boolean;
  filterable: boolean;
}

const pass = (value: unknown): Verdict => ({ ok: true, value });
const fail = (code: ErrorCode, params?: Record<string, string | number>): Verdict => ({ ok: false, failure: params ? { code, params } : { code } });

/** PostgreSQL's integer column. */
export const INT4 = { min: -2147483648, max: 2147483647 } as const;
/** numeric(20,6): 14 digits before the point, 6 after. */
const NUMERIC_20_6 = /^-?\d{1,14}(\.\d{1,6})?$/;
export const MONEY_DEFAULT_SCALE = 2;
/** An ISO 8601 instant with its offset (Z or ±hh:mm), to the millisecond at most. */
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-](\d{2}):(\d{2}))$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const JSON_DEFAULT_MAX = 10_000;

/**
 * The specification's attachments: docx, xlsx, pdf, mp4 and 'awv' (read as wav) up to 5 MB
 * (document 1, sections on attachments). Each type with the file name endings it may carry.
 */
export const ATTACHMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/pdf': ['pdf'],
  'video/mp4': ['mp4'],
  'audio/wav': ['wav', 'awv'],
};
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
const FILE_KEYS = ['id', 'name', 'size', 'contentType'];

/** A file as a field stores it: the upload's id and what the user needs to see of it. */
export interface FileDescriptor {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

/**
 * A real day of years 1 to 9999 as YYYY-MM-DD: PostgreSQL refuses year 0 and 31 February, and
 * JavaScript's Date.parse accepts both (rolling 30 February over to March) and years like -271821.
 * The day must read back unchanged from the calendar.
 */
export function isCalendarDate(v: string): boolean {
  if (!PATTERNS.date.test(v) || v.startsWith('0000')) return false;
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
}

/** The instant of an ISO 8601 text with offset, in UTC (`...Z`), or null when it is none. */
export function isoInstant(v: string): string | null {
  const m = DATETIME.exec(v);
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '00', , offset, oh = '00', om = '00'] = m;
  if (!isCalendarDate(`${y}-${mo}-${d}`) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  if (offset !== 'Z' && (Number(oh) > 14 || Number(om) > 59)) return null;
  const instant = new Date(v);
  if (Number.isNaN(instant.getTime())) return null;
  const utc = instant.toISOString();
  // Years 1 to 9999 once in UTC too (an offset may carry 0001-01-01T00:00+01:00 into year 0).
  return /^\d{4}-/.test(utc) && !utc.startsWith('0000') ? utc : null;
}

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function inRange(field: FieldMeta, n: number, bounds: { min?: number; max?: number } = {}): Verdict | null {
  const min = field.min ?? bounds.min;
  const max = field.max ?? bounds.max;
  if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
    return fail((field.rangeCode as ErrorCode | undefined) ?? 'OUT_OF_RANGE', { min: min ?? '', max: max ?? '' });
  }
  return null;
}

/** Text types: a string, trimmed, within the length, in the type's format. */
function textCheck(format?: { pattern: RegExp; code: ErrorCode }) {
  return (field: FieldMeta, value: unknown): Verdict => {
    if (typeof value !== 'string') return fail('INVALID_VALUE');
    const text = value.trim();
    if (field.max !== undefined && text.length > field.max) return fail('TOO_LONG', { max: field.max });
    if (field.min !== undefined && text.length < field.min) return fail('TOO_SHORT', { min: field.min });
    if (format && !format.pattern.test(text)) return fail((field.formatCode as ErrorCode | undefined) ?? format.code);
    return pass(text);
  };
}

const TEXT = { sortable: true, filterable: true } as const;

export const FIELD_CHECKS: Readonly<Record<FieldType, FieldTypeContract>> = {
  text: { ...TEXT, check: textCheck() },
  textarea: { ...TEXT, check: textCheck() },
  email: { ...TEXT, check: textCheck({ pattern: PATTERNS.email, code: 'EMAIL_NOT_ALLOWED' }) },
  phone: { ...TEXT, check: textCheck({ pattern: PATTERNS.digits, code: 'DIGITS_ONLY' }) },
  digits: { ...TEXT, check: textCheck({ pattern: PATTERNS.digits, code: 'DIGITS_ONLY' }) },
  personName: { ...TEXT, check: textCheck({ pattern: PATTERNS.personName, code: 'LETTERS_ONLY' }) },
  // Whether the code names a known country or city is the API's check (they are data, not patterns).
  country: { ...TEXT, check: textCheck({ pattern: /^[A-Z]{3}$/, code: 'COUNTRY_UNKNOWN' }) },
  city: { ...TEXT, check: textCheck() },
  colour: { sortable: false, filterable: false, check: textCheck({ pattern: PATTERNS.hexColour, code: 'COLOUR_NOT_HEX' }) },
  // A list of addresses; one address sent as a string is a one-item list. Blank items are dropped.
  emails: {
    set: true,
    sortable: false,
    filterable: false,
    check: (field, value) => {
      const list = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(list) || list.some((v) => typeof v !== 'string')) return fail('INVALID_VALUE');
      const emails = (list as string[]).map((v) => v.trim()).filter((v) => v !== '');
      if (field.max !== undefined && emails.length > field.max) return fail('EMAIL_LIST_TOO_LONG', { max: field.max });
      const seen = new Set<string>();
      for (const email of emails) {
        if (email.length > 254 || !PATTERNS.email.test(email)) return fail((field.formatCode as ErrorCode | undefined) ?? 'EMAIL_NOT_ALLOWED');
        if (seen.has(email.toLowerCase())) return fail('EMAIL_LIST_DUPLICATE', { email });
        seen.add(email.toLowerCase());
      }
      return pass(emails);
    },
  },
  integer: {
    ...TEXT,
    // A JSON number: "5" is text, not a number (the admin's input gives numbers).
    check: (field, value) => {
      if (typeof value !== 'number' || !Number.isInteger(value)) return fail('NOT_A_NUMBER');
      return inRange(field, value, INT4) ?? pass(value);
    },
  },
  // Whole minutes, checked as an integer: the admin enters and reads them as hours and minutes.
  duration: {
    ...TEXT,
    check: (field, value) => {
      if (typeof value !== 'number' || !Number.isInteger(value)) return fail('NOT_A_NUMBER');
      return inRange(field, value, INT4) ?? pass(value);
    },
  },
  decimal: {
    ...TEXT,
    // A string (or a JSON number, read as its text) of numeric(20,6); kept as a string, never a float.
    // The range is told before the precision: 0.0000001 is below a minimum of 0.000001.
    check: (field, value) => {
      const text = typeof value === 'number' ? String(value) : value;
      if (typeof text !== 'string' || !/^-?\d+(\.\d+)?$/.test(text)) return fail('NOT_A_NUMBER');
      return inRange(field, Number(text)) ?? (NUMERIC_20_6.test(text) ? pass(text) : fail('NOT_A_NUMBER'));
    },
  },
  money: {
    ...TEXT,
    // Only a string: an amount never travels as a float. More decimals than the scale are refused, not rounded.
    check: (field, value) => {
      if (typeof value !== 'string' || !/^-?\d{1,14}(\.\d+)?$/.test(value)) return fail('NOT_A_NUMBER');
      const scale = field.scale ?? MONEY_DEFAULT_SCALE;
      const decimals = value.split('.')[1]?.length ?? 0;
      if (decimals > scale) return fail('MONEY_TOO_MANY_DECIMALS', { scale });
      return inRange(field, Number(value)) ?? pass(value);
    },
  },
  boolean: { ...TEXT, check: (_field, value) => (typeof value === 'boolean' ? pass(value) : fail('INVALID_VALUE')) },
  date: { ...TEXT, check: (_field, value) => (typeof value === 'string' && isCalendarDate(value) ? pass(value) : fail('INVALID_DATE')) },
  datetime: {
    ...TEXT,
    check: (_field, value) => {
      const instant = typeof value === 'string' ? isoInstant(value) : null;
      return instant ? pass(instant) : fail('INVALID_DATETIME');
    },
  },
  enum: { ...TEXT, check: (field, value) => ((field.options ?? []).includes(value as string | number) ? pass(value) : fail('INVALID_OPTION')) },
  ref: { ...TEXT, check: (_field, value) => (typeof value === 'string' && UUID.test(value) ? pass(value) : fail('INVALID_REFERENCE')) },
  refs: {
    set: true,
    sortable: false,
    filterable: true,
    check: (_field, value) => {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !UUID.test(v))) return fail('INVALID_REFERENCE');
      return new Set(value).size === value.length ? pass(value) : fail('INVALID_REFERENCE');
    },
  },
  enumSet: {
    set: true,
    sortable: false,
    filterable: true,
    check: (field, value) => {
      const options = field.options ?? [];
      if (!Array.isArray(value) || value.some((v) => !options.includes(v))) return fail('INVALID_OPTION');
      return new Set(value).size === value.length ? pass(value) : fail('INVALID_OPTION');
    },
  },
  json: {
    sortable: false,
    filterable: false,
    check: (field, value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('INVALID_VALUE');
      const max = field.max ?? JSON_DEFAULT_MAX;
      return JSON.stringify(value).length > max ? fail('JSON_TOO_LARGE', { max }) : pass(value);
    },
  },
  file: {
    sortable: false,
    filterable: false,
    check: (field, value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('INVALID_FILE');
      const file = value as Record<string, unknown>;
      const { id, name, size, contentType } = file;
      const wellFormed =
        Object.keys(file).every((k) => FILE_KEYS.includes(k)) &&
        typeof id === 'string' &&
        UUID.test(id) &&
        typeof name === 'string' &&
        name.trim() !== '' &&
        name.length <= 255 &&
        !/[/\\]/.test(name) &&
        ![...name].some((c) => c.charCodeAt(0) < 32) &&
        typeof size === 'number' &&
        Number.isInteger(size) &&
        size >= 0 &&
        typeof contentType === 'string';
      if (!wellFormed) return fail('INVALID_FILE');
      const accept = field.accept ?? Object.keys(ATTACHMENT_TYPES);
      const endings = ATTACHMENT_TYPES[contentType as string];
      const ending = (name as string).toLowerCase().split('.').pop() ?? '';
      if (!accept.includes(contentType as string) || (endings && !endings.includes(ending))) return fail('FILE_TYPE_NOT_ALLOWED');
      const max = field.max ?? ATTACHMENT_MAX_BYTES;
      if ((size as number) > max) return fail('FILE_TOO_LARGE', { max: Math.round((max / (1024 * 1024)) * 100) / 100 });
      return pass({ id, name, size, contentType });
    },
  },
};

export const FIELD_TYPES = Object.keys(FIELD_CHECKS) as FieldType[];

/** The contract of a field type (its check and traits). */
export const fieldType = (type: FieldType): FieldTypeContract => FIELD_CHECKS[type];

/**
 * The verdict on a field's value as the API receives it: an empty value (null, '', blanks, an
 * empty set) is the required code when the field is required, else stored as null (a set as []).
 */
export function checkFieldValue(field: FieldMeta, value: unknown): Verdict {
  const type = FIELD_CHECKS[field.type];
  if (isEmptyValue(value)) {
    if (field.required) return fail((field.requiredCode as ErrorCode | undefined) ?? 'REQUIRED');
    return pass(type.set ? [] : null);
  }
  return type.check(field, value);
}
