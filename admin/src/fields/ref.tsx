// References: picked among the rows the caller may see, read by their titles.
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
      resource={field.ref!} placeholder={label} aria-label={label} style={{ width: 200 }} value={asText(currentFilter(filters, name, 'eq'))}
      onChange={(v) => onChange(name, 'eq', v)}
    />
  );
}

export const ref: AdminFieldType = {
  input: (field, { t, disabled }) => <RefSelect resource={field.ref!} where={field.refFilter} disabled={disabled} placeholder={t('form.select')} />,
  Value: RefValue,
  rendersEmpty: true,
  // By id: an order that means nothing to a reader.
  sortable: false,
  fromQuery: (_f, raw) => raw[0],
  Filter: RefFilter,
};
