// Countries and cities: pickers that show names while the form keeps the codes. The data set of
// cities stays on the API (GET /api/cities, searched and paged); a city is picked in the country
// the same form has chosen (its `country` field, Colombia when there is none).
import { useSelect } from '@refinedev/antd';
import { useList, useMany, type BaseRecord } from '@refinedev/core';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminFieldType, ValueProps } from './field-type.ts';
import { ContainsFilter } from './filters.tsx';

const DEFAULT_COUNTRY = 'COL';
interface Country extends BaseRecord {
  code: string;
  name: string;
}
interface City extends BaseRecord {
  code: string;
  name: string;
  department: string;
}

const cityLabel = (c: City) => `${c.name} (${c.department})`;

function useCountries() {
  const { i18n } = useTranslation();
  const { result } = useList<Country>({ resource: 'countries', pagination: { mode: 'off' }, meta: { language: i18n.language } });
  return result.data;
}

interface InputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
}

export function CountrySelect({ id, value, onChange, disabled, placeholder }: InputProps) {
  const countries = useCountries();
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v)}
      disabled={disabled}
      placeholder={placeholder}
      showSearch
      optionFilterProp="label"
      allowClear
      virtual={false}
      options={countries.map((c) => ({ value: c.code, label: c.name }))}
    />
  );
}

export function CitySelect({ id, value, onChange, disabled, placeholder }: InputProps) {
  const country = (Form.useWatch('country', Form.useFormInstance()) as string | undefined) || DEFAULT_COUNTRY;
  const { selectProps } = useSelect<City>({
    resource: 'cities',
    optionLabel: cityLabel,
    optionValue: (c) => c.code,
    defaultValue: value ?? undefined,
    filters: [{ field: 'country', operator: 'eq', value: country }],
    sorters: [{ field: 'name', order: 'asc' }],
    pagination: { pageSize: 20, mode: 'server' },
    onSearch: (text) => (text.trim() ? [{ field: 'q', operator: 'eq', value: text.trim() }] : []),
  });
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v as string | undefined)}
      disabled={disabled}
      placeholder={placeholder}
      showSearch
      filterOption={false}
      allowClear
      virtual={false}
      options={selectProps.options as { label: string; value: string }[] | undefined}
      onSearch={selectProps.onSearch}
      loading={selectProps.loading}
    />
  );
}

function CountryValue({ value }: ValueProps) {
  const country = useCountries().find((c) => c.code === value);
  return <>{country?.name ?? String(value)}</>;
}

/** The city's name and department; the bare code while loading or when the data set lacks it. */
function CityValue({ value }: ValueProps) {
  const { result } = useMany<City>({ resource: 'cities', ids: [String(value)] });
  const city = result.data?.[0];
  return <>{city ? cityLabel(city) : String(value)}</>;
}

const trimmed = (_f: unknown, value: unknown) => (typeof value === 'string' ? value.trim() : value);

export const country: AdminFieldType = {
  input: (_f, { t, disabled }) => <CountrySelect disabled={disabled} placeholder={t('form.select')} />,
  Value: CountryValue,
  sortable: true,
  toWire: trimmed,
  fromQuery: (_f, raw) => raw[0],
  Filter: ContainsFilter,
};

export const city: AdminFieldType = {
  input: (_f, { t, disabled }) => <CitySelect disabled={disabled} placeholder={t('form.select')} />,
  Value: CityValue,
  sortable: true,
  toWire: trimmed,
  fromQuery: (_f, raw) => raw[0],
};
