// Conversions between a record on the wire and the values of the generated form: defaults and
// query-string prefill on create, dates as dayjs in the form and YYYY-MM-DD on the wire, decimals
// as strings, cleared optional fields as null.
import dayjs, { type Dayjs } from 'dayjs';
import type { CollectionMeta, FieldMeta, ResourceMeta } from '../../../../api/src/platform/resource/types.ts';
import { PATTERNS } from '../../../../api/src/platform/resource/patterns.ts';
import { isEmptyValue, normalizeDecimal } from './field-rules.ts';
import { trimDecimal } from './format-decimal.ts';

export type FormValues = Record<string, unknown>;
export type Payload = Record<string, unknown>;

const WIRE_DATE = 'YYYY-MM-DD';

const editable = (meta: ResourceMeta) =>
  Object.entries(meta.fields).filter(([, f]) => !f.readOnly);

function toFormValue(field: FieldMeta, value: unknown): unknown {
  if (field.type === 'date' && typeof value === 'string' && value) return dayjs(value);
  if (field.type === 'decimal' && (typeof value === 'number' || typeof value === 'string')) return trimDecimal(String(value));
  return value;
}

/** The declared defaults, as form values. */
export function defaultValues(meta: ResourceMeta): FormValues {
  const values: FormValues = {};
  for (const [name, field] of editable(meta)) {
    if (field.default !== undefined) values[name] = toFormValue(field, field.default);
  }
  return values;
}

/** A query-string value read as the field's type, or undefined when it does not fit. */
function parseQueryValue(field: FieldMeta, raw: string[]): unknown {
  const first = raw[0];
  switch (field.type) {
    case 'refs': return raw.flatMap((v) => v.split(',')).filter(Boolean);
    case 'enumSet': {
      const options = new Set((field.options ?? []).map(String));
      return [...new Set(raw.flatMap((v) => v.split(',')))].filter((v) => options.has(v));
    }
    case 'boolean': return first === 'true' ? true : first === 'false' ? false : undefined;
    case 'integer': return Number.isInteger(Number(first)) ? Number(first) : undefined;
    case 'enum': return field.options?.find((o) => String(o) === first);
    case 'date': return PATTERNS.date.test(first) && dayjs(first).isValid() ? dayjs(first) : undefined;
    default: return first;
  }
}

/** `?clientId=...` on a create page fills that field (e.g. "Agregar" on a client's contacts). */
export function prefillFromQuery(meta: ResourceMeta, params: URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const [name, field] of editable(meta)) {
    const raw = params.getAll(name);
    if (raw.length === 0) continue;
    const value = parseQueryValue(field, raw);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/** A new row of a child collection: its fields' defaults. */
export function defaultRow(c: CollectionMeta): FormValues {
  return Object.fromEntries(Object.entries(c.fields).filter(([, f]) => f.default !== undefined).map(([name, f]) => [name, toFormValue(f, f.default)]));
}

/** A stored record as form values (child rows too, each with its id). */
export function toFormValues(meta: ResourceMeta, record: Record<string, unknown> | undefined): FormValues | undefined {
  if (!record) return undefined;
  const values: FormValues = {};
  for (const [name, field] of Object.entries(meta.fields)) values[name] = toFormValue(field, record[name]);
  for (const [key, c] of Object.entries(meta.collections ?? {})) {
    values[key] = ((record[key] as Record<string, unknown>[] | undefined) ?? []).map((row) => ({
      id: row.id, ...Object.fromEntries(Object.entries(c.fields).map(([name, f]) => [name, toFormValue(f, row[name])])),
    }));
  }
  return values;
}

function toWireValue(field: FieldMeta, value: unknown): unknown {
  if (field.type === 'refs' || field.type === 'enumSet') return Array.isArray(value) ? value : [];
  if (field.type === 'boolean') return !!value;
  if (isEmptyValue(value)) return null;
  if (field.type === 'date') return dayjs.isDayjs(value) ? (value as Dayjs).format(WIRE_DATE) : String(value);
  if (field.type === 'decimal') return normalizeDecimal(String(value));
  if (field.type === 'integer') return Number(value);
  if (typeof value === 'string') return value.trim();
  return value;
}

/**
 * The body of a save: editable fields only, in wire format. On create, empty optional fields are
 * left out (the API applies its defaults); on edit they are sent as null to clear them.
 */
export function toPayload(meta: ResourceMeta, values: FormValues, mode: 'create' | 'edit'): Payload {
  const payload: Payload = {};
  for (const [name, field] of editable(meta)) {
    if (!(name in values)) continue;
    const wire = toWireValue(field, values[name]);
    if (wire === null && mode === 'create') continue;
    payload[name] = wire;
  }
  // Child rows are whole rows: every field is sent (empty ones as null), and the id of a kept row.
  for (const [key, c] of Object.entries(meta.collections ?? {})) {
    if (!Array.isArray(values[key])) continue;
    payload[key] = (values[key] as FormValues[]).map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      ...Object.fromEntries(Object.entries(c.fields).map(([name, f]) => [name, toWireValue(f, row[name])])),
    }));
  }
  return payload;
}
