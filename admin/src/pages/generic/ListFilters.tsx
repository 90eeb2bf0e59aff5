// The filter controls of a grid, one per declared list filter, by field type: flags and enums as
// selects, references through RefSelect, numbers and dates as a from-to range, text as "contains".
import type { CrudFilter, CrudOperators } from '@refinedev/core';
import { Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FieldMeta, ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import { RefSelect } from './RefSelect.tsx';
import { RangePicker } from '../../shell/lazy-pickers.tsx';

export type FilterOperator = Exclude<CrudOperators, 'or' | 'and'>;
export type ApplyFilter = (field: string, operator: FilterOperator, value: unknown) => void;

interface Props {
  meta: ResourceMeta;
  filters: CrudFilter[];
  onChange: ApplyFilter;
}

export function filterValue(filters: CrudFilter[], field: string, operator: FilterOperator): unknown {
  const found = filters.find((f) => 'field' in f && f.field === field && f.operator === operator);
  return found?.value;
}

const asText = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
const WIRE_DATE = 'YYYY-MM-DD';

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
  const label = ownLabel ?? t(field.labelKey);
  const width = { width: 200 };
  const current = asText(filterValue(filters, name, 'eq'));

  switch (field.type) {
    case 'boolean': {
      const [on, off] = name === 'active' ? ['values.active', 'values.inactive'] : ['values.yes', 'values.no'];
      return (
        <Select
          allowClear placeholder={label} aria-label={label} style={width} value={current}
          options={[{ value: 'true', label: t(on) }, { value: 'false', label: t(off) }]}
          onChange={(v?: string) => onChange(name, 'eq', v)}
        />
      );
    }
    case 'enum':
    case 'enumSet':
      return (
        <Select
          allowClear placeholder={label} aria-label={label} style={width} value={current}
          options={(field.options ?? []).map((o) => ({ value: String(o), label: optionLabel?.(String(o)) ?? t(`enums.${field.enumName}.${o}`) }))}
          onChange={(v?: string) => onChange(name, 'eq', v)}
        />
      );
    case 'ref':
    case 'refs':
      return (
        <RefSelect
          resource={field.ref!} placeholder={label} aria-label={label} style={width} value={current}
          onChange={(v) => onChange(name, 'eq', v)}
        />
      );
    case 'date': {
      const from = asText(filterValue(filters, name, 'gte'));
      const to = asText(filterValue(filters, name, 'lte'));
      return (
        <RangePicker
          aria-label={label}
          placeholder={[`${label}: ${t('list.from')}`, t('list.to')]}
          format={t('formats.date')}
          value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
          allowEmpty={[true, true]}
          onChange={(range) => {
            onChange(name, 'gte', range?.[0]?.format(WIRE_DATE));
            onChange(name, 'lte', range?.[1]?.format(WIRE_DATE));
          }}
        />
      );
    }
    case 'integer':
    case 'decimal':
      return (
        <Space.Compact>
          {(['gte', 'lte'] as const).map((operator) => (
            <Input
              key={operator}
              style={{ width: 120 }}
              inputMode="decimal"
              placeholder={`${label}: ${t(operator === 'gte' ? 'list.from' : 'list.to')}`}
              aria-label={`${label}: ${t(operator === 'gte' ? 'list.from' : 'list.to')}`}
              defaultValue={asText(filterValue(filters, name, operator))}
              // Applied when the user is done typing, not on every key.
              onBlur={(e) => onChange(name, operator, e.target.value.trim().replace(',', '.') || undefined)}
              onPressEnter={(e) => onChange(name, operator, e.currentTarget.value.trim().replace(',', '.') || undefined)}
            />
          ))}
        </Space.Compact>
      );
    default:
      return (
        <Input
          allowClear style={width} placeholder={label} aria-label={label}
          defaultValue={asText(filterValue(filters, name, 'contains'))}
          onBlur={(e) => onChange(name, 'contains', e.target.value.trim() || undefined)}
          onPressEnter={(e) => onChange(name, 'contains', e.currentTarget.value.trim() || undefined)}
        />
      );
  }
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
