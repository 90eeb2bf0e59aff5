// A calendar day: dayjs in the form, YYYY-MM-DD on the wire, written for people when read
// (i18n/dates.ts). The picker loads with the form or the list filter that uses it (pickers.tsx),
// not with every list page.
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isCalendarDate } from '../../../api/src/contract/field-checks.ts';
import { formatDay, formatMonth } from '../i18n/dates.ts';
import { asLanguage } from '../i18n/languages.ts';
import type { AdminFieldType, ValueProps } from './field-type.ts';
import { LazyDateInput, LazyDateRangeFilter } from './lazy-pickers.tsx';

export const WIRE_DATE = 'YYYY-MM-DD';

/** A day for people ('1 de nov de 2026'); a month's field names the month ('noviembre de 2026'). */
function DateValue({ field, value }: ValueProps) {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return <>{field.granularity === 'month' ? formatMonth(String(value), language) : formatDay(String(value), language)}</>;
}

export const date: AdminFieldType = {
  input: (_f, { t, disabled }) => <LazyDateInput disabled={disabled} format={t('formats.date')} />,
  Value: DateValue,
  sortable: true,
  toForm: (_f, value) => (typeof value === 'string' && value ? dayjs(value) : value),
  toWire: (_f, value) => (dayjs.isDayjs(value) ? value.format(WIRE_DATE) : value),
  fromQuery: (_f, raw) => (isCalendarDate(raw[0]) ? dayjs(raw[0]) : undefined),
  Filter: LazyDateRangeFilter,
};
