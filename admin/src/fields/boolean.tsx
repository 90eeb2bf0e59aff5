import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { BooleanTag } from '../pages/generic/BooleanTag.tsx';
import type { AdminFieldType, FilterProps } from './field-type.ts';
import { OptionsFilter } from './filters.tsx';

function BooleanFilter(props: FilterProps) {
  const { t } = useTranslation();
  const [on, off] = props.name === 'active' ? ['values.active', 'values.inactive'] : ['values.yes', 'values.no'];
  return (
    <OptionsFilter
      {...props}
      options={[
        { value: 'true', label: t(on) },
        { value: 'false', label: t(off) },
      ]}
    />
  );
}

export const boolean: AdminFieldType = {
  input: (_f, { disabled }) => <Switch disabled={disabled} />,
  valuePropName: 'checked',
  Value: ({ name, value }) => <BooleanTag name={name} value={value === true} />,
  sortable: true,
  // A switch never touched is off.
  toWire: (_f, value) => (value === undefined || value === null ? false : value),
  fromQuery: (_f, raw) => (raw[0] === 'true' ? true : raw[0] === 'false' ? false : undefined),
  Filter: BooleanFilter,
};
