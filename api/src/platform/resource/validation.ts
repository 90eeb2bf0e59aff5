// Joi schemas generated from a resource's fields (payloads and list queries), and the mapping of
// Joi's failures to our field error codes. Hapi validates with them; hapi-swagger documents them.
import Joi from 'joi';
import type { ErrorCode } from '../../contract/error-catalogue.ts';
import { PATTERNS } from '../../contract/patterns.ts';
import type { CollectionMeta, FieldMeta } from '../../contract/resource-meta.ts';
import { checkFieldValue, isCalendarDate, type FieldFailure } from '../../contract/field-checks.ts';
import { fieldTypeModule, type FilterValue, type ParsedFilter } from './field-types/index.ts';
import type { Resource } from './types.ts';

export const idSchema = Joi.string().guid();

/**
 * A field's value: the type's Joi shape (what OpenAPI shows; convert off, so "5" is no number and
 * "true" no boolean) and then the contract's check, which decides the verdict and the stored value.
 */
function valueSchema(f: FieldMeta, mode: 'create' | 'update'): Joi.Schema {
  const type = fieldTypeModule(f.type);
  let s = type
    .shape(f)
    .prefs({ convert: false })
    .description(type.description)
    .custom((value: unknown, helpers) => {
      const verdict = checkFieldValue(f, value);
      if (!verdict.ok) return helpers.error(CHECK_FAILED, { ...verdict.failure.params, failure: verdict.failure });
      return verdict.value;
    });
  const sample = type.sample(f, 1, 'campo');
  if (sample !== undefined) s = s.example(sample);
  // Optional fields may be cleared with null or an empty string (stored as null, a set as empty).
  if (!f.required) return s.allow(null, '');
  return mode === 'create' && f.default === undefined ? s.required() : s;
}

/** The Joi error type of a value the contract refused (its failure travels in the context). */
const CHECK_FAILED = 'field.check';

/**
 * A child collection: an array of whole rows, each validated like a create of its fields, with an
 * optional `id` naming a row the parent already has (see collections.ts).
 */
function collectionSchema(c: CollectionMeta, mode: 'create' | 'update'): Joi.Schema {
  const row: Record<string, Joi.Schema> = { id: idSchema };
  for (const [name, f] of Object.entries(c.fields)) row[name] = valueSchema(f, 'create').label(name);
  let s = Joi.array().items(Joi.object(row)).max(c.max);
  if (c.min !== undefined) s = s.min(c.min);
  return mode === 'create' && c.required ? s.min(c.min ?? 1).required() : s;
}

/** Payload schema: create requires the required fields; update (PATCH) takes any subset. */
export function payloadSchema(r: Resource, mode: 'create' | 'update'): Joi.ObjectSchema {
  const keys: Record<string, Joi.Schema> = {};
  for (const [name, f] of Object.entries(r.fields)) {
    if (f.readOnly) continue;
    keys[name] = valueSchema(f, mode).label(name);
  }
  for (const [key, c] of Object.entries(r.collections)) keys[key] = collectionSchema(c, mode).label(key);
  // Custom values are checked against the company's definitions by the service, naming each value.
  if (r.customFields) keys.customFields = Joi.object().max(200).label('customFields');
  return Joi.object(keys).label(`${r.name}-${mode}`);
}

/**
 * A value of a declaration's map by a name taken from the request. Own properties only:
 * `constructor`, `__proto__` or `toString` are properties of every object, not fields.
 */
export const own = <T>(map: Readonly<Record<string, T>>, name: string): T | undefined => (Object.hasOwn(map, name) ? map[name] : undefined);

/** A declared field by a name taken from the request (see own). */
export const fieldOf = (r: Resource, name: string): FieldMeta | undefined => own(r.fields, name);

export { isCalendarDate };

export type { FilterValue };

/**
 * A filter value from the query string in its field's type, checked like a payload value so that
 * nothing PostgreSQL would refuse reaches SQL; an error code when it is not one.
 */
export function filterValue(f: FieldMeta, value: string): ParsedFilter {
  return fieldTypeModule(f.type).filterValue(f, value);
}

/** A collection's own failure (its rows' count, a row's shape or field), or null when not a collection's. */
function collectionErrorCode(r: Resource, d: Joi.ValidationErrorItem): FieldFailure | null {
  const c = own(r.collections, String(d.path[0]));
  if (!c) return null;
  if (d.path.length === 1) {
    if (d.type === 'array.max') return { code: 'TOO_MANY_ROWS' };
    if (d.type === 'array.min') return { code: 'TOO_FEW_ROWS' };
    return { code: d.type === 'any.required' ? 'REQUIRED' : 'INVALID_VALUE' };
  }
  if (d.path.length === 2) return { code: 'INVALID_VALUE' }; // a row that is not an object
  const name = String(d.path[2]);
  if (name === 'id') return { code: 'INVALID_REFERENCE' };
  return own(c.fields, name) ? fieldFailure(c.fields[name], d) : { code: 'UNKNOWN_FIELD' };
}

/**
 * The field error (code and parameters) for one Joi failure, from the field's declaration (a row's
 * field in a collection too).
 */
export function fieldErrorCode(r: Resource, d: Joi.ValidationErrorItem): FieldFailure {
  const inCollection = collectionErrorCode(r, d);
  if (inCollection) return inCollection;
  const field = fieldOf(r, String(d.path[0]));
  if (!field) return { code: 'UNKNOWN_FIELD' };
  return fieldFailure(field, d);
}

/**
 * A missing value is the field's required code; any other failure is what the contract's check
 * says of the value.
 */
function fieldFailure(field: FieldMeta, d: Joi.ValidationErrorItem): FieldFailure {
  if (d.type === 'any.required') return { code: (field.requiredCode as ErrorCode | undefined) ?? 'REQUIRED' };
  if (d.type === CHECK_FAILED) return (d.context as { failure: FieldFailure }).failure;
  // The shape refused the value's JSON type (or an item of a set): the contract names why.
  const verdict = checkFieldValue(field, d.context?.value);
  return verdict.ok ? { code: 'INVALID_VALUE' } : verdict.failure;
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
  const schema = Joi.object({
    _start: Joi.number().integer().min(0).default(0),
    _end: Joi.number().integer().min(1).max(100000),
    _sort: Joi.string(),
    _order: Joi.string(),
    _cursor: Joi.string().max(4000),
    q: Joi.string().allow(''),
    id: Joi.alternatives(idSchema, Joi.array().items(idSchema)),
    ...filters,
  }).label(`${r.name}-list-query`);
  // Filters on custom values (`customFields.<key>[_suffix]`); the key is checked against the company's definitions.
  return r.customFields ? schema.pattern(/^customFields\./, Joi.alternatives(Joi.string(), Joi.array().items(Joi.string()))) : schema;
}

export type { FieldMeta };
export { PATTERNS };
