// The text types share their control, reading and filter; their formats are the contract's checks.
import { Input } from 'antd';
import type { AdminFieldType } from './field-type.ts';
import { ContainsFilter } from './filters.tsx';

/** A text type with the keyboard suited to it on touch devices. */
export function textType(inputMode?: 'tel' | 'numeric' | 'email'): AdminFieldType {
  return {
    input: (_f, { disabled }) => <Input disabled={disabled} inputMode={inputMode} autoComplete="off" />,
    Value: ({ value }) => <>{String(value)}</>,
    sortable: true,
    toWire: (_f, value) => (typeof value === 'string' ? value.trim() : value),
    fromQuery: (_f, raw) => raw[0],
    Filter: ContainsFilter,
  };
}
