// The dynamic-form designer (create at general-info, edit at form-design): the form's general
// information, its fields added, edited, moved and removed in a list, and beside them the form
// rendered live from those definitions, checked as the user types. One save writes the form and
// all its fields in one transaction (the API's `fields` collection).
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  DATE_TYPES,
  DYNAMIC_FIELD_KINDS,
  DYNAMIC_FORM_LIMITS as L,
  type DynamicFieldKind,
  type DynamicFormField,
} from '../../../../api/src/contract/dynamic-forms.ts';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import { useResourceMeta } from '../../session/session-context.ts';
import { recordWords } from '../generic/record-words.ts';
import { RecordFormPage, useRecordForm } from '../generic/RecordFormPage.tsx';
import { DynamicFormRender } from './DynamicFormRender.tsx';
import { newField, takes, toDesignPayload, type DesignValues } from './design-values.ts';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The inputs of one field's properties: those its kind takes. */
function FieldProperties({ index, field, t }: { index: number; field: DynamicFormField | undefined; t: Translate }) {
  const label = (property: string) => t(`collections.dynamic-forms.fields.fields.${property}`);
  const kind = field?.kind;
  const half = { xs: 24, md: 12 };
  const counts = (min: number, max: number) => <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />;
  return (
    <Row gutter={12}>
      <Col {...half}>
        <Form.Item
          name={[index, 'title']}
          label={label('title')}
          rules={[
            { required: true, whitespace: true, message: t('errors.REQUIRED') },
            { max: L.title, message: t('errors.TOO_LONG', { max: L.title }) },
          ]}
        >
          <Input autoComplete="off" maxLength={L.title} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={[index, 'kind']} label={label('kind')} rules={[{ required: true, message: t('errors.REQUIRED') }]}>
          <Select virtual={false} options={DYNAMIC_FIELD_KINDS.map((k) => ({ value: k, label: t(`enums.dynamicFieldKind.${k}`) }))} />
        </Form.Item>
      </Col>
      {takes(kind, 'placeholder') && (
        <Col {...half}>
          <Form.Item name={[index, 'placeholder']} label={label('placeholder')}>
            <Input maxLength={L.placeholder} />
          </Form.Item>
        </Col>
      )}
      {takes(kind, 'dateType') && (
        <Col {...half}>
          <Form.Item name={[index, 'dateType']} label={label('dateType')} rules={[{ required: true, message: t('errors.REQUIRED') }]}>
            <Select virtual={false} options={DATE_TYPES.map((d) => ({ value: d, label: t(`enums.dynamicDateType.${d}`) }))} />
          </Form.Item>
        </Col>
      )}
      {takes(kind, 'mask') && (
        <Col {...half}>
          <Form.Item name={[index, 'mask']} label={label('mask')} extra={t('dynamicForms.maskHint')}>
            <Input maxLength={L.mask} autoComplete="off" />
          </Form.Item>
        </Col>
      )}
      {takes(kind, 'options') && (
        <Col xs={24}>
          <Form.Item
            name={[index, 'options']}
            label={label('options')}
            extra={t('dynamicForms.optionsHint')}
            rules={[{ required: true, whitespace: true, message: t('errors.CUSTOM_FIELD_OPTIONS_REQUIRED') }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
          </Form.Item>
        </Col>
      )}
      {takes(kind, 'minLength') && (
        <>
          <Col xs={12} md={6}>
            <Form.Item name={[index, 'minLength']} label={label('minLength')}>
              {counts(0, L.length)}
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name={[index, 'maxLength']}
              label={label('maxLength')}
              dependencies={[['fields', index, 'minLength']]}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_r, max?: number | null) => {
                    const min = getFieldValue(['fields', index, 'minLength']) as number | null | undefined;
                    if (min != null && max != null && min > max) throw new Error(t('errors.DYNAMIC_FIELD_MIN_ABOVE_MAX', { min, max }));
                  },
                }),
              ]}
            >
              {counts(1, L.length)}
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name={[index, 'lengthMessage']} label={label('lengthMessage')}>
              <Input maxLength={L.message} />
            </Form.Item>
          </Col>
        </>
      )}
      {takes(kind, 'height') && (
        <Col xs={12} md={6}>
          <Form.Item name={[index, 'height']} label={label('height')}>
            {counts(L.minHeight, L.maxHeight)}
          </Form.Item>
        </Col>
      )}
      <Col xs={12} md={6}>
        <Form.Item
          name={[index, 'columns']}
          label={label('columns')}
          tooltip={t(kind === 'radioGroup' ? 'dynamicForms.columnsRadio' : 'dynamicForms.columnsWidth')}
        >
          {counts(1, L.columns)}
        </Form.Item>
      </Col>
      {takes(kind, 'multiple') && (
        <>
          <Col xs={12} md={6}>
            <Form.Item name={[index, 'multiple']} label={label('multiple')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          {field?.multiple && (
            <Col xs={12} md={6}>
              <Form.Item name={[index, 'maxSelections']} label={label('maxSelections')} extra={t('dynamicForms.limitHint')}>
                {counts(0, 50)}
              </Form.Item>
            </Col>
          )}
        </>
      )}
      <Col xs={12} md={6}>
        <Form.Item name={[index, 'required']} label={label('required')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      {field?.required && (
        <Col {...half}>
          <Form.Item name={[index, 'requiredMessage']} label={label('requiredMessage')}>
            <Input maxLength={L.message} placeholder={t('errors.REQUIRED')} />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}

export default function FormDesigner({ name, action = 'create' }: OverrideProps) {
  const meta = useResourceMeta(name);
  const { id } = useParams();
  const { t } = useTranslation();
  const words = recordWords(t, meta);
  const [kind, setKind] = useState<DynamicFieldKind>('textbox');
  const [preview] = Form.useForm();
  const recordForm = useRecordForm({ name, action, id, words });
  const { formProps, query, onFinish, form } = recordForm;
  const fields = (Form.useWatch('fields', form) ?? []) as DynamicFormField[];
  const record = query?.data?.data as DesignValues | undefined;
  const ready = action === 'create' || !!record;
  const label = (field: string) => t(`resources.${name}.fields.${field}`);
  // Only fields that can render: a kind and a title (a half-written one shows once titled).
  const rendered = fields.filter((f) => f?.kind && f.title?.trim());

  const designer = ready && (
    <Form
      {...formProps}
      layout="vertical"
      initialValues={action === 'create' ? { active: true, fields: [] } : record}
      onFinish={(values) => onFinish(toDesignPayload(values as DesignValues))}
    >
      <Card size="small" title={t('dynamicForms.general')} style={{ marginBottom: 16 }}>
        <Row gutter={12}>
          <Col xs={24} md={14}>
            <Form.Item
              name="name"
              label={label('name')}
              rules={[
                { required: true, whitespace: true, message: t('errors.NAME_REQUIRED') },
                { max: 150, message: t('errors.TOO_LONG', { max: 150 }) },
              ]}
            >
              <Input autoComplete="off" maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              name="code"
              label={label('code')}
              rules={[
                { required: true, whitespace: true, message: t('errors.REQUIRED') },
                { max: 40, message: t('errors.TOO_LONG', { max: 40 }) },
              ]}
            >
              <Input autoComplete="off" maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="description" label={label('description')}>
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="active" label={label('active')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('dynamicForms.design')}>
        <Form.List
          name="fields"
          rules={[
            {
              validator: async (_r, list?: unknown[]) => {
                if (!list?.length) throw new Error(t('errors.DYNAMIC_FORM_FIELDS_REQUIRED'));
              },
            },
          ]}
        >
          {(items, { add, remove, move }, { errors }) => (
            <>
              {items.length === 0 && <Typography.Paragraph type="secondary">{t('dynamicForms.noFields')}</Typography.Paragraph>}
              {items.map((item, index) => {
                const title = fields[index]?.title?.trim() || t('dynamicForms.untitled');
                return (
                  <Card
                    key={item.key}
                    size="small"
                    type="inner"
                    style={{ marginBottom: 12 }}
                    data-testid={`design-field-${index}`}
                    title={`${index + 1}. ${title}`}
                    extra={
                      <Space size={4}>
                        <Button
                          size="small"
                          icon={<ArrowUpOutlined />}
                          aria-label={`${t('dynamicForms.moveUp')}: ${title}`}
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                        />
                        <Button
                          size="small"
                          icon={<ArrowDownOutlined />}
                          aria-label={`${t('dynamicForms.moveDown')}: ${title}`}
                          disabled={index === items.length - 1}
                          onClick={() => move(index, index + 1)}
                        />
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`${t('dynamicForms.remove')}: ${title}`}
                          onClick={() => remove(index)}
                        />
                      </Space>
                    }
                  >
                    <Form.Item name={[item.name, 'id']} hidden>
                      <Input />
                    </Form.Item>
                    <FieldProperties index={item.name} field={fields[index]} t={t} />
                  </Card>
                );
              })}
              <Flex gap="small" wrap>
                <Select
                  aria-label={t('dynamicForms.newKind')}
                  virtual={false}
                  style={{ minWidth: 200 }}
                  value={kind}
                  onChange={setKind}
                  options={DYNAMIC_FIELD_KINDS.map((k) => ({ value: k, label: t(`enums.dynamicFieldKind.${k}`) }))}
                />
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newField(kind))}>
                  {t('dynamicForms.addField')}
                </Button>
              </Flex>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Card>
    </Form>
  );

  const body = (
    <Row gutter={24}>
      <Col xs={24} lg={13}>
        {designer}
      </Col>
      <Col xs={24} lg={11}>
        <Card size="small" title={t('dynamicForms.preview')} data-testid="dynamic-form-preview" style={{ position: 'sticky', top: 16 }}>
          <Typography.Paragraph type="secondary">{t('dynamicForms.previewHint')}</Typography.Paragraph>
          {/* Its own form: filling the preview checks the answers without touching the design. */}
          <Form form={preview} layout="vertical">
            {rendered.length ? <DynamicFormRender fields={rendered} /> : <Typography.Text type="secondary">{t('dynamicForms.noFields')}</Typography.Text>}
          </Form>
        </Card>
      </Col>
    </Row>
  );

  return (
    <RecordFormPage name={name} action={action} id={id} words={words} form={recordForm}>
      {body}
    </RecordFormPage>
  );
}
