// A child collection in the generated form (a client's contacts): one card per row with the row's
// fields, their client-side rules and the API's errors under the right row's field, and buttons to
// add and remove rows. A kept row carries its id, so the API updates it instead of adding one.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Divider, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CollectionMeta } from '../../../../api/src/contract/resource-meta.ts';
import { FieldFormItem } from './field-input.tsx';
import { defaultRow } from './form-values.ts';

/** The collection's own word for a text (`collections.clients.contacts.add`), else the generic one. */
export const collectionText = (c: CollectionMeta, key: string) => [c.labelKey.replace(/\.title$/, `.${key}`), `collections.${key}`];

/** `only`: the row fields to show, when a page shows a subset (an agreement type's grid). */
export function CollectionEditor({ name, collection, only }: { name: string; collection: CollectionMeta; only?: readonly string[] }) {
  const { t } = useTranslation();
  const fields = Object.entries(collection.fields).filter(([field]) => !only || only.includes(field));
  const title = t(collection.labelKey);
  return (
    <>
      <Divider orientation="left" aria-label={title}>
        {title}
      </Divider>
      <Form.List name={name}>
        {(rows, { add, remove }, { errors }) => (
          <>
            {rows.length === 0 && <Typography.Paragraph type="secondary">{t(collectionText(collection, 'empty'))}</Typography.Paragraph>}
            {rows.map((row, index) => {
              const rowTitle = t(collectionText(collection, 'row'), { n: index + 1 });
              return (
                <Card
                  key={row.key}
                  size="small"
                  title={rowTitle}
                  style={{ marginBottom: 12 }}
                  role="group"
                  aria-label={rowTitle}
                  extra={
                    <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label={`${t('collections.remove')} ${rowTitle}`}>
                      {t('collections.remove')}
                    </Button>
                  }
                >
                  <Form.Item name={[row.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Row gutter={16}>
                    {fields.map(([field, f]) => (
                      <Col key={field} xs={24} md={f.type === 'textarea' ? 24 : 12} xl={f.type === 'textarea' ? 24 : 8}>
                        <FieldFormItem name={[row.name, field]} field={f} />
                      </Col>
                    ))}
                  </Row>
                </Card>
              );
            })}
            <Form.ErrorList errors={errors} />
            {rows.length < collection.max && (
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(defaultRow(collection))}>
                {t(collectionText(collection, 'add'))}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </>
  );
}
