// Joi schemas generated from a resource's fields (payloads and list queries), and the mapping of
// Joi's failures to our field error codes. Hapi validates with them; hapi-swagger documents them.
import Joi from 'joi';
import type { ErrorCode } from '../errors/catalogue.ts';
import { PATTERNS } from './patterns.ts';
import type { FieldMeta } from './types.ts';
import type { Resource } from './define.ts';


const uuid = () => Joi.string().guid({ version: ['uuidv1', 'uuidv2', 'uuidv3', 'uuidv4', 'uuidv5', 'uuidv7', 'uuidv8'] });
export const idSchema = Joi.string().guid();

function decimalInRange(f: FieldMeta) {
  return Joi.alternatives(Joi.number(), Joi.string().pattern(PATTERNS.decimal))
    .custom((value: string | number, helpers) => {
      const asNumber = Number(value);
      if (!Number.isFinite(asNumber)) return helpers.error('number.base');
      if (f.min !== undefined && asNumber < f.min) return helpers.error('number.min', { limit: f.min });
      if (f.max !== undefined && asNumber > f.max) return helpers.error('number.max', { limit: f.max });
      return String(value); // amounts and rates travel as strings, never as floats
    });
}

function baseSchema(f: FieldMeta): Joi.Schema {
  switch (f.type) {
    case 'text': case 'textarea': case 'email': case 'phone': case 'digits': case 'personName': {
      let s = Joi.string().trim();
      if (f.max !== undefined) s = s.max(f.max);
      if (f.min !== undefined) s = s.min(f.min);
      if (f.type === 'email') s = s.pattern(PATTERNS.email);
      if (f.type === 'phone' || f.type === 'digits') s = s.pattern(PATTERNS.digits);
      if (f.type === 'personName') s = s.pattern(PATTERNS.personName);
      return s;
    }
    case 'integer': {
      let s = Joi.number().integer();
      if (f.min !== undefined) s = s.min(f.min);
      if (f.max !== undefined) s = s.max(f.max);
      return s;
    }
    case 'decimal': return decimalInRange(f);
    case 'boolean': return Joi.boolean();
    case 'date': return Joi.string().pattern(PATTERNS.date).custom((v: string, helpers) =>
      (isCalendarDate(v) ? v : helpers.error('date.base')));
    case 'enum': return Joi.valid(...(f.options ?? []));
    case 'ref': return uuid();
    case 'refs': return Joi.array().items(uuid()).unique();
    case 'enumSet': return Joi.array().items(Joi.valid(...(f.options ?? []))).unique();
  }
}

/** Payload schema: create requires the required fields; update (PATCH) takes any subset. */
export function payloadSchema(r: Resource, mode: 'create' | 'update'): Joi.ObjectSchema {
  const keys: Record<string, Joi.Schema> = {};
  for (const [name, f] of Object.entries(r.fields)) {
    if (f.readOnly) continue;
    let s = baseSchema(f);
    if (f.required) {
      if (f.type === 'refs' || f.type === 'enumSet') s = (s as Joi.ArraySchema).min(1);
      s = mode === 'create' && f.default === undefined ? s.required() : s;
    } else {
      // Optional fields may be cleared with null or an empty string.
      s = s.allow(null, ...(f.type === 'boolean' || f.type === 'refs' || f.type === 'enumSet' ? [] : ['']));
    }
    keys[name] = s.label(name);
  }
  return Joi.object(keys).label(`${r.name}-${mode}`);
}

/**
 * A value of a declaration's map by a name taken from the request. Own properties only:
 * `constructor`, `__proto__` or `toString` are properties of every object, not fields.
 */
export const own = <T>(map: Readonly<Record<string, T>>, name: string): T | undefined =>
  (Object.hasOwn(map, name) ? map[name] : undefined);

/** A declared field by a name taken from the request (see own). */
export const fieldOf = (r: Resource, name: string): FieldMeta | undefined => own(r.fields, name);

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT4_MAX = 2147483647;

export type FilterValue = string | number | boolean;

/**
 * A filter value from the query string in its field's type, checked like a payload value so that
 * nothing PostgreSQL would refuse reaches SQL; an error code when it is not one.
 */
export function filterValue(f: FieldMeta, value: string): { value: FilterValue } | { code: ErrorCode } {
  switch (f.type) {
    case 'boolean':
      return value === 'true' || value === 'false' ? { value: value === 'true' } : { code: 'INVALID_VALUE' };
    case 'integer':
      return /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= INT4_MAX ? { value: Number(value) } : { code: 'NOT_A_NUMBER' };
    case 'decimal':
      return PATTERNS.decimal.test(value) ? { value } : { code: 'NOT_A_NUMBER' };
    case 'date':
      return isCalendarDate(value) ? { value } : { code: 'INVALID_DATE' };
    case 'enum': case 'enumSet': {
      const option = f.options?.find((o) => String(o) === value);
      return option === undefined ? { code: 'INVALID_OPTION' } : { value: option };
    }
    case 'ref': case 'refs':
      return UUID.test(value) ? { value } : { code: 'INVALID_REFERENCE' };
    default:
      return { value };
  }
}

/** The field error code for one Joi failure, from the field's declaration. */
export function fieldErrorCode(r: Resource, d: Joi.ValidationErrorItem): ErrorCode {
  const field = fieldOf(r, String(d.path[0]));
  if (!field) return 'UNKNOWN_FIELD';
  const missing = d.type === 'any.required' || d.type === 'string.empty' || d.type === 'array.min' ||
    (d.context?.value === null && d.type.endsWith('.base'));
  if (missing) return (field.requiredCode as ErrorCode | undefined) ?? 'REQUIRED';
  if (d.type === 'string.max') return 'TOO_LONG';
  if (d.type === 'string.min') return 'TOO_SHORT';
  if (d.type === 'string.pattern.base') {
    if (field.type === 'date') return 'INVALID_DATE';
    if (field.type === 'decimal') return 'NOT_A_NUMBER';
    return (field.formatCode as ErrorCode | undefined) ?? 'INVALID_VALUE';
  }
  if (d.type === 'number.min' || d.type === 'number.max') return (field.rangeCode as ErrorCode | undefined) ?? 'OUT_OF_RANGE';
  if (d.type === 'alternatives.match' || d.type === 'number.base' || d.type === 'alternatives.types') {
    return field.type === 'decimal' || field.type === 'integer' ? 'NOT_A_NUMBER' : 'INVALID_VALUE';
  }
  if (d.type === 'any.only') return 'INVALID_OPTION';
  if (d.type === 'date.base') return 'INVALID_DATE';
  if (field.type === 'enumSet' && d.type.startsWith('array.')) return 'INVALID_OPTION';
  if (d.type === 'string.guid' || d.type.startsWith('array.')) return 'INVALID_REFERENCE';
  return 'INVALID_VALUE';
}

export const FILTER_SUFFIXES = ['_ne', '_gte', '_lte', '_like'] as const;

/** List query: paging and sorting are typed; field filters are checked against the declaration by the list parser. */
export function listQuerySchema(r: Resource): Joi.ObjectSchema {
  const filters: Record<string, Joi.Schema> = {};
  for (const name of Object.keys(r.fields)) {
    const one = Joi.alternatives(Joi.string(), Joi.array().items(Joi.string()));
    filters[name] = one;
    for (const suffix of FILTER_SUFFIXES) filters[name + suffix] = Joi.string();
  }
  return Joi.object({
    _start: Joi.number().integer().min(0).default(0),
    _end: Joi.number().integer().min(1).max(100000),
    _sort: Joi.string(),
    _order: Joi.string(),
    _cursor: Joi.string().max(4000),
    q: Joi.string().allow(''),
    id: Joi.alternatives(idSchema, Joi.array().items(idSchema)),
    ...filters,
  }).label(`${r.name}-list-query`);
}

export type { FieldMeta };
export { PATTERNS };
