// The form control of a field by its declared type. Returned as an element so Form.Item injects
// value, onChange and id straight into the control (labels then point at it).
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactElement } from 'react';
import type { FieldMeta } from '../../../../api/src/contract/resource-meta.ts';
import { EnumSetInput } from './EnumSetInput.tsx';
import { RefSelect } from './RefSelect.tsx';

type Translate = (key: string) => string;

/** Keyboards suited to each text type on touch devices. */
const INPUT_MODE: Partial<Record<FieldMeta['type'], 'tel' | 'numeric' | 'email' | 'decimal'>> = {
  phone: 'tel',
  digits: 'numeric',
  email: 'email',
  decimal: 'decimal',
};

export function fieldInput(field: FieldMeta, t: Translate, disabled: boolean): ReactElement {
  switch (field.type) {
    case 'ref':
    case 'refs':
      return (
        <RefSelect resource={field.ref!} where={field.refFilter} multiple={field.type === 'refs'} disabled={disabled} placeholder={t('form.select')} />
      );
    case 'enum':
      return (
        <Select
          disabled={disabled}
          virtual={false}
          placeholder={t('form.select')}
          allowClear={!field.required}
          options={(field.options ?? []).map((o) => ({ value: o, label: t(`enums.${field.enumName}.${o}`) }))}
        />
      );
    case 'enumSet':
      return <EnumSetInput field={field} disabled={disabled} />;
    case 'boolean':
      return <Switch disabled={disabled} />;
    case 'date':
      return <DatePicker disabled={disabled} format={t('formats.date')} style={{ width: '100%' }} />;
    case 'integer':
      return <InputNumber disabled={disabled} precision={0} style={{ width: '100%' }} />;
    case 'textarea':
      return <Input.TextArea disabled={disabled} rows={3} />;
    default:
      return <Input disabled={disabled} inputMode={INPUT_MODE[field.type]} autoComplete="off" />;
  }
}
