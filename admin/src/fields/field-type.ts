// What the admin knows of a field type: its form control, how it reads (list cells, detail pages,
// the audit history), how form values convert to and from the wire, and its list filter. One module
// per type in this folder, keyed by the contract's type names (index.ts); the verdict on a value is
// the contract's check (api/src/contract/field-checks.ts), which the API runs too.
import type { CrudFilter, CrudOperators } from '@refinedev/core';
import type { ReactElement, ReactNode } from 'react';
import type { FieldMeta } from '../../../api/src/contract/resource-meta.ts';

export type Translate = (key: string, params?: Record<string, string | number>) => string;
export type FilterOperator = Exclude<CrudOperators, 'or' | 'and'>;
export type ApplyFilter = (field: string, operator: FilterOperator, value: unknown) => void;

export interface ValueProps {
  name: string;
  field: FieldMeta;
  value: unknown;
  /** For ref/refs: every id to fetch with this one (see RefTitles); defaults to this value's ids. */
  refIds?: readonly string[];
  /** For sets: show the options by group (detail pages). */
  grouped?: boolean;
  /** Tag colour of set values (the history shows added values green, removed ones red). */
  color?: string;
}

export interface FilterProps {
  name: string;
  field: FieldMeta;
  label: string;
  /** An option's text when not at `enums.<enumName>.<option>` (a company's custom field's own options). */
  optionLabel?: (option: string) => string;
  filters: CrudFilter[];
  onChange: ApplyFilter;
}

export interface AdminFieldType {
  /** The form control, as an element so Form.Item injects value, onChange and id into it. */
  input(field: FieldMeta, ctx: { t: Translate; disabled: boolean }): ReactElement;
  /** The control's value prop when not `value` (a switch's `checked`). */
  valuePropName?: 'checked';
  /** The control takes a whole form row (long texts, sets). */
  wide?: boolean;
  /** The value takes a whole row of the detail page. */
  fillsShow?: boolean;
  /** The value for reading; empty values are drawn by FieldValue unless `rendersEmpty`. */
  Value(props: ValueProps): ReactNode;
  /** The type draws its own empty value (references and sets say what they are). */
  rendersEmpty?: boolean;
  /** Lists may sort by it (references sort by id, which means nothing to a reader). */
  sortable: boolean;
  /** A number: its list column is right-aligned, on one line, with figures of equal width. */
  numeric?: boolean;
  /** A stored value as the form holds it (dates as dayjs...); the value itself by default. */
  toForm?(field: FieldMeta, value: unknown): unknown;
  /** A form value on the wire; values it does not recognise pass unchanged, for the contract to judge. */
  toWire?(field: FieldMeta, value: unknown): unknown;
  /** A query-string prefill (`?clientId=...`) in the field's type, or undefined when it does not fit. */
  fromQuery?(field: FieldMeta, raw: string[]): unknown;
  /** The list filter control; none when the list cannot filter by the type. */
  Filter?(props: FilterProps): ReactElement;
}

/** The value of a filter currently applied. */
export function currentFilter(filters: CrudFilter[], field: string, operator: FilterOperator): unknown {
  const found = filters.find((f) => 'field' in f && f.field === field && f.operator === operator);
  return found?.value;
}

export const asText = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
