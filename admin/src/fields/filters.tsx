// List filter controls shared by several types: text contains, a from-to range, a choice of options.
import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { asText, currentFilter, type FilterProps } from './field-type.ts';

const WIDTH = { width: 200 };

export function ContainsFilter({ name, label, filters, onChange }: FilterProps) {
  return (
    <Input
      allowClear
      style={WIDTH}
      placeholder={label}
      aria-label={label}
      defaultValue={asText(currentFilter(filters, name, 'contains'))}
      onBlur={(e) => onChange(name, 'contains', e.target.value.trim() || undefined)}
      onPressEnter={(e) => onChange(name, 'contains', e.currentTarget.value.trim() || undefined)}
    />
  );
}

/** From-to of numbers (a comma is read as the decimal point), applied when the user is done typing. */
export function NumberRangeFilter({ name, label, filters, onChange }: FilterProps) {
  const { t } = useTranslation();
  return (
    <Space.Compact>
      {(['gte', 'lte'] as const).map((operator) => (
        <Input
          key={operator}
          style={{ width: 120 }}
          inputMode="decimal"
          placeholder={`${label}: ${t(operator === 'gte' ? 'list.from' : 'list.to')}`}
          aria-label={`${label}: ${t(operator === 'gte' ? 'list.from' : 'list.to')}`}
          defaultValue={asText(currentFilter(filters, name, operator))}
          onBlur={(e) => onChange(name, operator, e.target.value.trim().replace(',', '.') || undefined)}
          onPressEnter={(e) => onChange(name, operator, e.currentTarget.value.trim().replace(',', '.') || undefined)}
        />
      ))}
    </Space.Compact>
  );
}

export function OptionsFilter({ name, label, filters, onChange, options }: FilterProps & { options: { value: string; label: string }[] }) {
  return (
    <Select
      allowClear
      placeholder={label}
      aria-label={label}
      style={WIDTH}
      value={asText(currentFilter(filters, name, 'eq'))}
      options={options}
      onChange={(v?: string) => onChange(name, 'eq', v)}
    />
  );
}
