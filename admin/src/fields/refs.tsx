import { RefSelect } from '../pages/generic/RefSelect.tsx';
import type { AdminFieldType } from './field-type.ts';
import { RefFilter, RefValue } from './ref.tsx';

export const refs: AdminFieldType = {
  input: (field, { t, disabled }) => <RefSelect resource={field.ref!} where={field.refFilter} multiple disabled={disabled} placeholder={t('form.select')} />,
  wide: true,
  Value: RefValue,
  rendersEmpty: true,
  sortable: false,
  toWire: (_f, value) => (value === undefined || value === null ? [] : value),
  fromQuery: (_f, raw) => raw.flatMap((v) => v.split(',')).filter(Boolean),
  Filter: RefFilter,
};
