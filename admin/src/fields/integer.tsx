import { InputNumber } from 'antd';
import type { AdminFieldType } from './field-type.ts';
import { NumberRangeFilter } from './filters.tsx';

export const integer: AdminFieldType = {
  input: (_f, { disabled }) => <InputNumber disabled={disabled} precision={0} style={{ width: '100%' }} />,
  Value: ({ value }) => <>{String(value)}</>,
  sortable: true,
  numeric: true,
  fromQuery: (_f, raw) => (/^-?\d+$/.test(raw[0]) ? Number(raw[0]) : undefined),
  Filter: NumberRangeFilter,
};
