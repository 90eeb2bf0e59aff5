// A length of time: whole minutes on the wire (the API keeps and answers minutes), entered as hours
// and minutes in two boxes and read as '1 h 05 min' (contract/durations.ts), never as bare minutes
// beside an hours figure.
import { Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration, joinMinutes, splitMinutes } from '../../../api/src/contract/durations.ts';
import { asLanguage } from '../i18n/languages.ts';
import type { AdminFieldType, ValueProps } from './field-type.ts';
import { LazyInputNumber } from './lazy-number-input.tsx';

export interface DurationInputProps {
  id?: string;
  /** Whole minutes, or null when nothing is entered. */
  value?: number | null;
  onChange?: (minutes: number | null) => void;
  disabled?: boolean;
  /** The field's name, for the two boxes' own names ('Tiempo trabajado: horas'). */
  label: string;
  /** Set by Form.Item on its input, passed to both boxes: each says it is wrong and where it is said. */
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
}

type Parts = { hours: number | null; minutes: number | null };

const partsOf = (value: number | null | undefined): Parts => {
  if (value === null || value === undefined) return { hours: null, minutes: null };
  const { hours, minutes } = splitMinutes(value);
  return { hours, minutes };
};

export function DurationInput({ id, value, onChange, disabled, label, ...aria }: DurationInputProps) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // A value set from outside (the record loading, a reset) shows in the boxes; what the boxes hold
  // already is kept as typed (an empty minutes box stays empty while the hours say the time).
  useEffect(() => {
    setParts((shown) => (joinMinutes(shown.hours, shown.minutes) === (value ?? null) ? shown : partsOf(value)));
  }, [value]);
  const change = (next: Parts) => {
    setParts(next);
    onChange?.(joinMinutes(next.hours, next.minutes));
  };
  const whole = (n: number | string | null) => (n === null || n === '' ? null : Math.trunc(Number(n)));
  return (
    <Flex gap="small">
      <LazyInputNumber
        id={id}
        min={0}
        max={24}
        precision={0}
        disabled={disabled}
        suffix="h"
        style={{ flex: 1 }}
        inputMode="numeric"
        {...aria}
        aria-label={t('duration.hoursOf', { label })}
        value={parts.hours}
        onChange={(h) => change({ ...parts, hours: whole(h) })}
      />
      <LazyInputNumber
        min={0}
        max={59}
        precision={0}
        disabled={disabled}
        suffix="min"
        style={{ flex: 1 }}
        inputMode="numeric"
        {...aria}
        aria-label={t('duration.minutesOf', { label })}
        value={parts.minutes}
        onChange={(m) => change({ ...parts, minutes: whole(m) })}
      />
    </Flex>
  );
}

function DurationValue({ value }: ValueProps) {
  const { i18n } = useTranslation();
  return <>{formatDuration(Number(value), asLanguage(i18n.language))}</>;
}

export const duration: AdminFieldType = {
  input: (field, { t, disabled }) => <DurationInput disabled={disabled} label={t(field.labelKey)} />,
  Value: DurationValue,
  sortable: true,
  numeric: true,
  fromQuery: (_f, raw) => (/^\d+$/.test(raw[0]) ? Number(raw[0]) : undefined),
};
