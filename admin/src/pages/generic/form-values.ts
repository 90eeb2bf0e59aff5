// Conversions between a record on the wire and the values of the generated form: defaults and
// query-string prefill on create, each type's own conversions (admin/src/fields: dates as dayjs,
// decimals as strings...), cleared optional fields as null.
import type { CollectionMeta, FieldMeta, ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import { adminFieldType } from '../../fields/index.ts';
import { isEmptyValue, wireValue } from './field-rules.ts';
import { companyToday } from '../../session/company-time.ts';

export type FormValues = Record<string, unknown>;
export type Payload = Record<string, unknown>;

/** What the conversions read of a resource: its fields (a company's custom fields pass as such too). */
type Fields = Pick<ResourceMeta, 'fields' | 'collections'>;

const editable = (meta: Fields) => Object.entries(meta.fields).filter(([, f]) => !f.readOnly);

function toFormValue(field: FieldMeta, value: unknown): unknown {
  const toForm = adminFieldType(field.type).toForm;
  return toForm ? toForm(field, value) : value;
}

/** The declared defaults, as form values. */
export function defaultValues(meta: ResourceMeta): FormValues {
  const values: FormValues = {};
  for (const [name, field] of editable(meta)) {
    if (field.default !== undefined) values[name] = toFormValue(field, field.default);
    else if (field.type === 'date' && field.startsToday) values[name] = toFormValue(field, companyToday());
  }
  return values;
}

/** `?clientId=...` on a create page fills that field (e.g. "Agregar" on a client's contacts). */
export function prefillFromQuery(meta: ResourceMeta, params: URLSearchParams): FormValues {
  const valuesOf = (fields: Fields, prefix: string) => {
    const values: FormValues = {};
    for (const [name, field] of editable(fields)) {
      const raw = params.getAll(`${prefix}${name}`);
      const fromQuery = adminFieldType(field.type).fromQuery;
      if (raw.length === 0 || !fromQuery) continue;
      const value = fromQuery(field, raw);
      if (value !== undefined) values[name] = value;
    }
    return values;
  };
  const values = valuesOf(meta, '');
  // A child collection's first row by `<collection>.<field>` (a receipt opened on an invoice: `invoices.invoiceId`).
  for (const [key, c] of Object.entries(meta.collections ?? {})) {
    const row = valuesOf(c, `${key}.`);
    if (Object.keys(row).length) values[key] = [{ ...defaultRow(c), ...row }];
  }
  return values;
}

/** A new row of a child collection: its fields' defaults. */
export function defaultRow(c: CollectionMeta): FormValues {
  return Object.fromEntries(
    Object.entries(c.fields)
      .filter(([, f]) => f.default !== undefined)
      .map(([name, f]) => [name, toFormValue(f, f.default)]),
  );
}

/** A stored record as form values (child rows too, each with its id). */
export function toFormValues(meta: Fields, record: Record<string, unknown> | undefined): FormValues | undefined {
  if (!record) return undefined;
  const values: FormValues = {};
  for (const [name, field] of Object.entries(meta.fields)) values[name] = toFormValue(field, record[name]);
  for (const [key, c] of Object.entries(meta.collections ?? {})) {
    values[key] = ((record[key] as Record<string, unknown>[] | undefined) ?? []).map((row) => ({
      id: row.id,
      ...Object.fromEntries(Object.entries(c.fields).map(([name, f]) => [name, toFormValue(f, row[name])])),
    }));
  }
  return values;
}

/** A form value on the wire: sets are sent even empty (they replace the stored set); other empty values clear the field. */
function toWireValue(field: FieldMeta, value: unknown): unknown {
  const converted = wireValue(field, value);
  return !Array.isArray(converted) && isEmptyValue(converted) ? null : converted;
}

/**
 * The body of a save: editable fields only, in wire format. On create, empty optional fields are
 * left out (the API applies its defaults); on edit they are sent as null to clear them.
 */
export function toPayload(meta: Fields, values: FormValues, mode: 'create' | 'edit'): Payload {
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
