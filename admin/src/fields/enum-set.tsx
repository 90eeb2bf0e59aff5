import { EnumSetInput } from '../pages/generic/EnumSetInput.tsx';
import { EnumSetValue } from '../pages/generic/EnumSetValue.tsx';
import { EnumFilter } from './enum.tsx';
import type { AdminFieldType } from './field-type.ts';

export const enumSet: AdminFieldType = {
  input: (field, { disabled }) => <EnumSetInput field={field} disabled={disabled} />,
  wide: true,
  fillsShow: true,
  Value: ({ field, value, grouped, color }) => <EnumSetValue field={field} value={value} grouped={grouped} color={color} />,
  rendersEmpty: true,
  sortable: false,
  toWire: (_f, value) => (value === undefined || value === null ? [] : value),
  fromQuery: (field, raw) => {
    const options = new Set((field.options ?? []).map(String));
    return [...new Set(raw.flatMap((v) => v.split(',')))].filter((v) => options.has(v));
  },
  Filter: EnumFilter,
};
