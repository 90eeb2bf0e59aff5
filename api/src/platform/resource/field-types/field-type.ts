// What the API knows of a field type beyond its pure check (../../../contract/field-checks.ts):
// the Joi shape documented in OpenAPI, how SQL reads and filters it, and samples for the
// generated tests. One module per type in this folder; index.ts is the registry.
import type Joi from 'joi';
import type { JSONSchema } from 'objection';
import type { ErrorCode } from '../../../contract/error-catalogue.ts';
import type { FieldMeta, FieldType } from '../../../contract/resource-meta.ts';

export type FilterValue = string | number | boolean;
export type ParsedFilter = { value: FilterValue } | { code: ErrorCode };

export interface FieldTypeModule {
  name: FieldType;
  /**
   * The Joi type of the value on the wire (string, number, array...), for the OpenAPI document.
   * It only rejects values of another JSON type; the contract's check decides everything else.
   */
  shape(field: FieldMeta): Joi.Schema;
  /**
   * The stored value's JSON schema in the declaration's Objection model (models.ts), without null:
   * the model adds it to optional fields. A set (kept in a join table) has none.
   */
  jsonSchema?(field: FieldMeta): JSONSchema;
  /** What the OpenAPI document says of the value. */
  description: string;
  /** SQL answering the stored column (e.g. an instant in UTC ISO); the column itself by default. */
  read?(column: string, field: FieldMeta): string;
  /** A value of the query string (`field=`, `_gte`...) in the field's type, or the code refusing it. */
  filterValue(field: FieldMeta, raw: string): ParsedFilter;
  /** A valid value for the generated tests; undefined for references (they come from the database). */
  sample(field: FieldMeta, n: number, name: string): unknown;
  /** Query-string values the list must refuse with INVALID_QUERY (generated bad-input tests). */
  badFilters: readonly string[];
}

/** A filter that passes the raw text through (text types: PostgreSQL compares text with text). */
export const anyText = (_field: FieldMeta, raw: string): ParsedFilter => ({ value: raw });
