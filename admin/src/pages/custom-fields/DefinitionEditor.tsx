// Adding or editing one custom field in the designer: name, data type, options for the choice
// types (a list to add to and remove from), mandatory, status and grid column, with a live preview
// of the field as the forms will render it. Entity and data type are fixed once created.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useCreate, useUpdate, type BaseRecord } from '@refinedev/core';
import { Button, Card, Col, Drawer, Form, Grid, Input, Row, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_FIELD_LIMITS, CUSTOM_FIELD_TYPES, WITH_OPTIONS, type CustomFieldDefinition } from '../../../../api/src/contract/custom-fields.ts';
import type { AppHttpError } from '../../providers/http-error.ts';
import { CustomFieldItem } from '../generic/custom-fields/CustomFieldsFormSection.tsx';
import { recordWords } from '../generic/record-words.ts';
import { useResourceMeta } from '../../session/session-context.ts';
import { NEW_FIELD, previewDefinition, toDefinitionPayload, toDesignerValues, type DesignerValues } from './designer-values.ts';

interface Props {
  resource: string;
  entity: string;
  /** The field being edited; a new one when absent. */
  definition?: CustomFieldDefinition;
  onClose: () => void;
}

export function DefinitionEditor({ resource, entity, definition, onClose }: Props) {
  const { t } = useTranslation();
  const meta = useResourceMeta(resource);
  const words = recordWords(t, meta);
  const [form] = Form.useForm<DesignerValues>();
  const values = Form.useWatch([], form) ?? {};
  const screens = Grid.useBreakpoint();
  const { mutateAsync: create, mutation: creating } = useCreate<BaseRecord, AppHttpError>();
  const { mutateAsync: update, mutation: updating } = useUpdate<BaseRecord, AppHttpError>();
  const mode = definition ? 'edit' : 'create';
  const label = (field: string) => t(`resources.${resource}.fields.${field}`);
  const choice = !!values.dataType && WITH_OPTIONS.has(values.dataType);

  const save = async (input: DesignerValues) => {
    const payload = toDefinitionPayload(input, entity, mode);
    try {
      if (definition) {
        await update({
          resource,
          id: definition.id,
          values: payload,
          successNotification: (data) => words.saved(data?.data),
          errorNotification: (error) => words.saveFailed(error!, definition),
        });
      } else {
        await create({
          resource,
          values: payload,
          successNotification: (data) => words.created(data?.data),
          errorNotification: (error) => words.createFailed(error!),
        });
      }
      onClose();
    } catch (error) {
      // The API's field errors under their fields (the notification told the rest).
      const errors = (error as AppHttpError).errors ?? {};
      form.setFields(
        Object.entries(errors).map(([name, messages]) => ({
          name: name as keyof DesignerValues,
          errors: ([] as string[]).concat(messages as string | string[]),
        })),
      );
    }
  };

  return (
    <Drawer
      open
      title={definition ? t('customFields.designer.edit') : t('customFields.designer.add')}
      width={screens.md ? 820 : '100%'}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('buttons.cancel')}</Button>
          <Button type="primary" loading={creating.isPending || updating.isPending} onClick={() => form.submit()}>
            {t('buttons.save')}
          </Button>
        </Space>
      }
    >
      <Row gutter={24}>
        <Col xs={24} md={14}>
          <Form form={form} layout="vertical" initialValues={definition ? toDesignerValues(definition) : NEW_FIELD} onFinish={save}>
            <Form.Item
              name="label"
              label={label('label')}
              rules={[
                { required: true, whitespace: true, message: t('errors.REQUIRED') },
                { max: CUSTOM_FIELD_LIMITS.label, message: t('errors.TOO_LONG', { max: CUSTOM_FIELD_LIMITS.label }) },
              ]}
            >
              <Input placeholder={t('customFields.designer.labelPlaceholder')} autoComplete="off" />
            </Form.Item>
            <Form.Item name="dataType" label={label('dataType')} rules={[{ required: true, message: t('errors.REQUIRED') }]}>
              <Select
                virtual={false}
                disabled={!!definition}
                options={CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: t(`enums.customFieldType.${type}`) }))}
              />
            </Form.Item>
            {choice && (
              <Form.List
                name="options"
                rules={[
                  {
                    validator: async (_rule, options?: (string | undefined)[]) => {
                      if (!(options ?? []).some((o) => o?.trim())) throw new Error(t('errors.CUSTOM_FIELD_OPTIONS_REQUIRED'));
                    },
                  },
                ]}
              >
                {(fields, { add, remove }, { errors }) => (
                  <Form.Item label={t('customFields.designer.options')} required>
                    {fields.map((field, index) => (
                      <Space.Compact key={field.key} style={{ display: 'flex', marginBottom: 8 }}>
                        <Form.Item name={field.name} noStyle>
                          <Input
                            aria-label={t('customFields.designer.option', { n: index + 1 })}
                            placeholder={t('customFields.designer.option', { n: index + 1 })}
                            maxLength={CUSTOM_FIELD_LIMITS.option}
                          />
                        </Form.Item>
                        <Button icon={<DeleteOutlined />} aria-label={t('customFields.designer.removeOption')} onClick={() => remove(field.name)} />
                      </Space.Compact>
                    ))}
                    <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} block>
                      {t('customFields.designer.addOption')}
                    </Button>
                    <Form.ErrorList errors={errors} />
                  </Form.Item>
                )}
              </Form.List>
            )}
            <Space size="large" wrap>
              <Form.Item name="required" label={label('required')} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item name="active" label={label('active')} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item name="listColumn" label={label('listColumn')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Space>
          </Form>
        </Col>
        <Col xs={24} md={10}>
          <Card size="small" title={t('customFields.designer.preview')} data-testid="custom-field-preview">
            <Typography.Paragraph type="secondary">{t('customFields.designer.previewHint')}</Typography.Paragraph>
            {/* Its own form: the preview's input works (and validates) without touching the definition. */}
            <Form layout="vertical" key={`${values.dataType}-${(values.options ?? []).join('|')}`}>
              <CustomFieldItem def={previewDefinition(values, t('customFields.designer.labelPlaceholder'))} />
            </Form>
          </Card>
        </Col>
      </Row>
    </Drawer>
  );
}
