// The company's custom fields of a resource in its generated form: a section after the declared
// ones, each field named `customFields.<key>` (where the API's errors point), with the client-side
// rules of its field type.
import { Col, Divider, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_FIELDS, toFieldMeta, type CustomFieldDefinition } from '../../../../../api/src/contract/custom-fields.ts';
import { fieldRules } from '../field-rules.ts';
import { customFieldInput } from './CustomFieldInput.tsx';

export function CustomFieldItem({ def }: { def: CustomFieldDefinition }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={[CUSTOM_FIELDS, def.key]}
      label={def.label}
      rules={fieldRules(toFieldMeta(def), (key, params) => t(key, params))}
      valuePropName={def.dataType === 'Checkbox' ? 'checked' : 'value'}
    >
      {customFieldInput(def, (key) => t(key))}
    </Form.Item>
  );
}

export function CustomFieldsFormSection({ definitions }: { definitions: readonly CustomFieldDefinition[] }) {
  const { t } = useTranslation();
  if (definitions.length === 0) return null;
  const title = t('customFields.section');
  return (
    <>
      <Divider orientation="left" aria-label={title}>
        {title}
      </Divider>
      <Row gutter={16}>
        {definitions.map((def) => (
          <Col key={def.key} xs={24} md={def.dataType === 'Textarea' ? 24 : 12}>
            <CustomFieldItem def={def} />
          </Col>
        ))}
      </Row>
    </>
  );
}
