// A calendar day: dayjs in the form, YYYY-MM-DD on the wire. The picker loads with the form or
// the list filter that uses it (pickers.tsx), not with every list page.
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isCalendarDate } from '../../../api/src/contract/field-checks.ts';
import type { AdminFieldType, ValueProps } from './field-type.ts';
import { LazyDateInput, LazyDateRangeFilter } from './lazy-pickers.tsx';

export const WIRE_DATE = 'YYYY-MM-DD';

function DateValue({ value }: ValueProps) {
  const { t } = useTranslation();
  return <>{dayjs(String(value)).format(t('formats.date'))}</>;
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
