// The filter controls of a grid, one per declared list filter, by its type's module
// (admin/src/fields): flags and enums as selects, references through RefSelect, numbers and dates
// as a from-to range, text as "contains". A type without a filter control shows none.
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { FieldMeta, ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import { adminFieldType, type ApplyFilter } from '../../fields/index.ts';
import { currentFilter } from '../../fields/field-type.ts';
import { useAllowed } from '../../session/use-allowed.ts';

export type { ApplyFilter, FilterOperator } from '../../fields/index.ts';

interface Props {
  meta: ResourceMeta;
  filters: CrudFilter[];
  onChange: ApplyFilter;
}

export const filterValue = currentFilter;

interface ControlProps {
  name: string;
  field: FieldMeta;
  filters: CrudFilter[];
  onChange: ApplyFilter;
  /** A label as written (a company's custom field) instead of the field's label key. */
  label?: string;
  /** An enum option's text, when not at `enums.<enumName>.<option>` (a custom field's own options). */
  optionLabel?: (option: string) => string;
}

export function FilterControl({ name, field, filters, onChange, label: ownLabel, optionLabel }: ControlProps) {
  const { t } = useTranslation();
  const Filter = adminFieldType(field.type).Filter;
  // A reference filter lists the referenced rows: offered only to whoever may list them.
  const refReadable = useAllowed(field.ref ?? '', 'list');
  if (field.ref && !refReadable) return null;
  return Filter ? (
    <Filter name={name} field={field} label={ownLabel ?? t(field.labelKey)} optionLabel={optionLabel} filters={filters} onChange={onChange} />
  ) : null;
}

export function ListFilters({ meta, filters, onChange }: Props) {
  return (
    <>
      {meta.list.filters.map((name) => (
        <FilterControl key={name} name={name} field={meta.fields[name]} filters={filters} onChange={onChange} />
      ))}
    </>
  );
}
