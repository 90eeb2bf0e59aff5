// References: picked among the rows the caller may see, read by their titles; a reference that
// follows other fields of the form (refFollows) offers only the rows that match their values.
import type { BaseKey } from '@refinedev/core';
import { Form } from 'antd';
import type { FieldMeta } from '../../../api/src/contract/resource-meta.ts';
import { RefSelect } from '../pages/generic/RefSelect.tsx';
import { RefTitles } from '../pages/generic/RefTitles.tsx';
import type { AdminFieldType, FilterProps, ValueProps } from './field-type.ts';
import { asText, currentFilter } from './field-type.ts';

export function RefValue({ field, value, refIds }: ValueProps) {
  const own = ([] as unknown[]).concat(value ?? []).filter((v): v is string => typeof v === 'string');
  return <RefTitles resource={field.ref!} ids={refIds ?? [...own].sort()} value={value} multiple={field.type === 'refs'} />;
}

export function RefFilter({ name, field, label, filters, onChange }: FilterProps) {
  return (
    <RefSelect
      resource={field.ref!}
      placeholder={label}
      aria-label={label}
      style={{ width: 200 }}
      value={asText(currentFilter(filters, name, 'eq'))}
      onChange={(v) => onChange(name, 'eq', v)}
    />
  );
}

/** The picker narrowed by the form's current values of the fields it follows (a chosen client, a currency). */
function FollowingRefSelect({
  field,
  follows,
  ...props
}: {
  field: FieldMeta;
  follows: Readonly<Record<string, string>>;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  value?: BaseKey | null;
  onChange?: (value: BaseKey | BaseKey[] | undefined) => void;
}) {
  const form = Form.useFormInstance();
  const watched = Form.useWatch(
    (all: Record<string, unknown>) =>
      JSON.stringify(
        Object.entries(follows)
          .filter(([, source]) => typeof all[source] === 'string' && all[source] !== '')
          .map(([target, source]) => [target, all[source]]),
      ),
    form,
  );
  const where = { ...field.refFilter, ...Object.fromEntries(JSON.parse(watched ?? '[]') as [string, string][]) };
  return <RefSelect resource={field.ref!} where={where} {...props} />;
}

export const ref: AdminFieldType = {
  input: (field, { t, disabled }) =>
    field.refFollows ? (
      <FollowingRefSelect field={field} follows={field.refFollows} disabled={disabled} placeholder={t('form.select')} />
    ) : (
      <RefSelect resource={field.ref!} where={field.refFilter} disabled={disabled} placeholder={t('form.select')} />
    ),
  Value: RefValue,
  rendersEmpty: true,
  // By id: an order that means nothing to a reader.
  sortable: false,
  fromQuery: (_f, raw) => raw[0],
  Filter: RefFilter,
};
