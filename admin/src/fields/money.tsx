// An amount: a decimal string with the field's scale (the API answers exactly that many decimals).
// Read with the language's separators, keeping its decimals (1.234,50); never a float.
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { MONEY_DEFAULT_SCALE } from '../../../api/src/contract/field-checks.ts';
import { asLanguage } from '../i18n/languages.ts';
import { Amount } from '../pages/generic/amount.tsx';
import { formatDecimal } from '../pages/generic/format-decimal.ts';
import { normalizeDecimal } from './decimal.tsx';
import type { AdminFieldType, ValueProps } from './field-type.ts';
import { NumberRangeFilter } from './filters.tsx';

function MoneyValue({ field, value }: ValueProps) {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const text = formatDecimal(String(value), language);
  const scale = field.scale ?? MONEY_DEFAULT_SCALE;
  // formatDecimal drops trailing zeros; an amount shows at least its cents (up to two decimals
  // padded) and every significant decimal up to the scale, so an equivalency of 7 decimals reads
  // 49.799,1234 or 1.423.500,00, never 1.423.500,0000000.
  const separator = language === 'es' ? ',' : '.';
  const [whole, fraction = ''] = text.split(separator);
  return <Amount>{scale > 0 && /\d$/.test(text) ? `${whole}${separator}${fraction.padEnd(Math.min(scale, 2), '0')}` : text}</Amount>;
}

export const money: AdminFieldType = {
  input: (_f, { disabled }) => <Input disabled={disabled} inputMode="decimal" autoComplete="off" />,
  Value: MoneyValue,
  sortable: true,
  numeric: true,
  toWire: (_f, value) => (typeof value === 'string' ? normalizeDecimal(value) : value),
  fromQuery: (_f, raw) => raw[0],
  Filter: NumberRangeFilter,
};
