// An instant: picked and read on the active company's clock (session/company-time.ts), sent as UTC
// ISO 8601 (the API answers UTC).
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isoInstant } from '../../../api/src/contract/field-checks.ts';
import { formatMoment } from '../i18n/dates.ts';
import { asLanguage } from '../i18n/languages.ts';
import { fromPickerValue, toPickerValue } from '../session/company-time.ts';
import type { AdminFieldType, ValueProps } from './field-type.ts';
import { LazyDateInput, LazyDateRangeFilter } from './lazy-pickers.tsx';

function DateTimeValue({ value }: ValueProps) {
  const { i18n } = useTranslation();
  return <>{formatMoment(String(value), asLanguage(i18n.language))}</>;
}

export const datetime: AdminFieldType = {
  input: (_f, { t, disabled }) => <LazyDateInput disabled={disabled} format={t('formats.dateTime')} showTime />,
  Value: DateTimeValue,
  sortable: true,
  toForm: (_f, value) => (typeof value === 'string' && value ? toPickerValue(value) : value),
  toWire: (_f, value) => (dayjs.isDayjs(value) ? fromPickerValue(value).toISOString() : value),
  fromQuery: (_f, raw) => (isoInstant(raw[0]) ? toPickerValue(raw[0]) : undefined),
  Filter: (props) => <LazyDateRangeFilter {...props} instants />,
};
