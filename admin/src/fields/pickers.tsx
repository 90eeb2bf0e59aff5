// The date and date-time pickers (loaded lazily through lazy-pickers.tsx).
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { asText, currentFilter, type FilterProps } from './field-type.ts';
import { dayEnd, dayStart, toPickerValue } from '../session/company-time.ts';

export interface DateInputProps {
  id?: string;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  disabled?: boolean;
  format: string;
  showTime?: boolean;
}

export function DateInput({ showTime, ...props }: DateInputProps) {
  return <DatePicker {...props} showTime={showTime ? { format: 'HH:mm' } : undefined} style={{ width: '100%' }} />;
}

/** From-to days; for instants, from the company's midnight of the first day to the end of the last. */
export function DateRangeFilter({ name, label, filters, onChange, instants }: FilterProps & { instants?: boolean }) {
  const { t } = useTranslation();
  const from = asText(currentFilter(filters, name, 'gte'));
  const to = asText(currentFilter(filters, name, 'lte'));
  return (
    <DatePicker.RangePicker
      aria-label={label}
      placeholder={[`${label}: ${t('list.from')}`, t('list.to')]}
      format={t('formats.date')}
      value={[from ? (instants ? toPickerValue(from) : dayjs(from)) : null, to ? (instants ? toPickerValue(to) : dayjs(to)) : null]}
      allowEmpty={[true, true]}
      onChange={(range) => {
        const [start, end] = [range?.[0], range?.[1]];
        onChange(name, 'gte', instants ? (start ? dayStart(start).toISOString() : undefined) : start?.format('YYYY-MM-DD'));
        onChange(name, 'lte', instants ? (end ? dayEnd(end).toISOString() : undefined) : end?.format('YYYY-MM-DD'));
      }}
    />
  );
}
