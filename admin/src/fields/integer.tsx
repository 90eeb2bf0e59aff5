import type { AdminFieldType } from './field-type.ts';
import { NumberRangeFilter } from './filters.tsx';
import { LazyInputNumber } from './lazy-number-input.tsx';

export const integer: AdminFieldType = {
  input: (_f, { disabled }) => <LazyInputNumber disabled={disabled} precision={0} style={{ width: '100%' }} />,
  Value: ({ value }) => <>{String(value)}</>,
  sortable: true,
  numeric: true,
  fromQuery: (_f, raw) => (/^-?\d+$/.test(raw[0]) ? Number(raw[0]) : undefined),
  Filter: NumberRangeFilter,
};
