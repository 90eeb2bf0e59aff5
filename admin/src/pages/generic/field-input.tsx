// The form control of a field, by its type's module (admin/src/fields). Returned as an element so
// Form.Item injects value, onChange and id straight into the control (labels then point at it).
import { Form } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMeta } from '../../../../api/src/contract/resource-meta.ts';
import { adminFieldType } from '../../fields/index.ts';
import { fieldRules } from './field-rules.ts';

type Translate = (key: string) => string;

export function fieldInput(field: FieldMeta, t: Translate, disabled: boolean): ReactElement {
  return adminFieldType(field.type).input(field, { t, disabled });
}

/** A declared field in a form: its label, its client-side rules and its type's control. */
export function FieldFormItem({ name, field }: { name: NamePath; field: FieldMeta }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t(field.labelKey)}
      rules={fieldRules(field, (key, params) => t(key, params))}
      valuePropName={adminFieldType(field.type).valuePropName ?? 'value'}
    >
      {fieldInput(field, (key) => t(key), false)}
    </Form.Item>
  );
}
