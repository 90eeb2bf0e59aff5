// The date pickers load on first use: a list page without a date filter never downloads them.
import { Input } from 'antd';
import { lazy, Suspense } from 'react';
import type { FilterProps } from './field-type.ts';
import type { DateInputProps } from './pickers.tsx';

const DateInput = lazy(() => import('./pickers.tsx').then((m) => ({ default: m.DateInput })));
const DateRangeFilter = lazy(() => import('./pickers.tsx').then((m) => ({ default: m.DateRangeFilter })));

/**
 * Form.Item injects value and onChange here; they reach the picker once it has loaded. Meanwhile a
 * stand-in takes the field's id, so the field's label names it (a box without a name, for a moment).
 */
export function LazyDateInput(props: DateInputProps) {
  return (
    <Suspense fallback={<Input disabled id={props.id} style={{ width: '100%' }} />}>
      <DateInput {...props} />
    </Suspense>
  );
}

export function LazyDateRangeFilter(props: FilterProps & { instants?: boolean }) {
  return (
    <Suspense fallback={<Input disabled style={{ width: 240 }} aria-label={props.label} />}>
      <DateRangeFilter {...props} />
    </Suspense>
  );
}
