// Decimals travel as strings; Spanish users type a comma, the wire takes a dot.
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../i18n/languages.ts';
import { Amount } from '../pages/generic/amount.tsx';
import { formatDecimal, trimDecimal } from '../pages/generic/format-decimal.ts';
import type { AdminFieldType, ValueProps } from './field-type.ts';
import { NumberRangeFilter } from './filters.tsx';

/** Spanish users write decimals with a comma; the API takes a dot. */
export function normalizeDecimal(value: string): string {
  return value.trim().replace(',', '.');
}

function DecimalValue({ value }: ValueProps) {
  const { i18n } = useTranslation();
  return <Amount>{formatDecimal(String(value), asLanguage(i18n.language))}</Amount>;
}

export const decimal: AdminFieldType = {
  input: (_f, { disabled }) => <Input disabled={disabled} inputMode="decimal" autoComplete="off" />,
  Value: DecimalValue,
  sortable: true,
  numeric: true,
  // Edited without the storage's trailing zeros (19.000000 -> 19).
  toForm: (_f, value) => (typeof value === 'number' || typeof value === 'string' ? trimDecimal(String(value)) : value),
  toWire: (_f, value) => (typeof value === 'string' ? normalizeDecimal(value) : value),
  fromQuery: (_f, raw) => raw[0],
  Filter: NumberRangeFilter,
};
