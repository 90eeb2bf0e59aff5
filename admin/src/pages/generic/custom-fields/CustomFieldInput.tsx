// The form control of a custom field: choices among the tenant's own options (a radio group or a
// select, labels as written), every other data type through the declared fields' inputs.
import { Radio } from 'antd';
import { FormSelect } from '../../../fields/form-select.tsx';
import type { ReactElement } from 'react';
import { parseOptions, toFieldMeta, type CustomFieldDefinition } from '../../../../../api/src/contract/custom-fields.ts';
import { fieldInput } from '../field-input.tsx';

type Translate = (key: string) => string;

export function customFieldInput(def: Pick<CustomFieldDefinition, 'dataType' | 'required' | 'options'>, t: Translate, disabled = false): ReactElement {
  const options = parseOptions(def.options).map((o) => ({ value: o, label: o }));
  if (def.dataType === 'RadioGroup') return <Radio.Group disabled={disabled} options={options} />;
  if (def.dataType === 'Select') {
    return <FormSelect disabled={disabled} virtual={false} placeholder={t('form.select')} allowClear={!def.required} options={options} />;
  }
  return fieldInput(toFieldMeta(def), t, disabled);
}
