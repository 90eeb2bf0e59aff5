// The custom-field designer (overrides the generated list of `custom-fields`): a company's fields
// of one entity in the order its forms show them, moved up and down, added and edited in a drawer
// with a live preview. The generated create, edit and show pages stay as they are.
import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { List } from '@refinedev/antd';
import { useList, useUpdate } from '@refinedev/core';
import { Button, Flex, List as Rows, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CustomFieldDefinition } from '../../../../api/src/contract/custom-fields.ts';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import { useResourceMeta } from '../../session/session-context.ts';
import { useAllowed } from '../../session/use-allowed.ts';
import { DefinitionEditor } from './DefinitionEditor.tsx';
import { reorder } from './designer-values.ts';

export default function CustomFieldsDesigner({ name }: OverrideProps) {
  const meta = useResourceMeta(name);
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const entities = (meta.fields.entity.options ?? []).map(String);
  const requested = params.get('entity') ?? '';
  const entity = entities.includes(requested) ? requested : entities[0];
  const canWrite = useAllowed(name, 'create');
  const [editing, setEditing] = useState<CustomFieldDefinition | 'new' | null>(null);
  const [moving, setMoving] = useState(false);
  const { result, query } = useList<CustomFieldDefinition>({
    resource: name,
    filters: [{ field: 'entity', operator: 'eq', value: entity }],
    sorters: [
      { field: 'position', order: 'asc' },
      { field: 'label', order: 'asc' },
    ],
    pagination: { pageSize: 1000, mode: 'server' },
  });
  const { mutateAsync: update } = useUpdate();
  const definitions = result.data;

  const move = async (index: number, delta: -1 | 1) => {
    setMoving(true);
    try {
      for (const change of reorder(definitions, index, delta)) {
        await update({ resource: name, id: change.id, values: { position: change.position }, successNotification: false });
      }
    } finally {
      setMoving(false);
    }
  };

  return (
    <List
      resource={name}
      title={t('customFields.designer.title')}
      headerButtons={
        canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('customFields.designer.add')}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t('customFields.designer.intro')}</Typography.Paragraph>
      <Flex gap="small" align="center" wrap style={{ marginBottom: 16 }}>
        <Typography.Text id="custom-fields-entity">{t('customFields.designer.entity')}</Typography.Text>
        <Select
          aria-labelledby="custom-fields-entity"
          style={{ minWidth: 200 }}
          value={entity}
          options={entities.map((e) => ({ value: e, label: t(`enums.customFieldEntity.${e}`) }))}
          onChange={(value: string) => setParams({ entity: value })}
        />
      </Flex>
      <Rows
        bordered
        loading={query.isLoading || moving}
        dataSource={definitions}
        rowKey="id"
        locale={{ emptyText: t('customFields.designer.empty') }}
        renderItem={(def, index) => (
          <Rows.Item
            data-testid={`custom-field-${def.key}`}
            actions={
              canWrite
                ? [
                    <Button
                      key="up"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={`${t('customFields.designer.moveUp')}: ${def.label}`}
                      disabled={index === 0 || moving}
                      onClick={() => void move(index, -1)}
                    />,
                    <Button
                      key="down"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={`${t('customFields.designer.moveDown')}: ${def.label}`}
                      disabled={index === definitions.length - 1 || moving}
                      onClick={() => void move(index, 1)}
                    />,
                    <Button
                      key="edit"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={`${t('customFields.designer.edit')}: ${def.label}`}
                      onClick={() => setEditing(def)}
                    />,
                  ]
                : []
            }
          >
            <Rows.Item.Meta
              title={def.label}
              description={
                <Space size={[4, 4]} wrap>
                  <Tag>{t(`enums.customFieldType.${def.dataType}`)}</Tag>
                  {def.required && <Tag color="orange">{t('customFields.designer.required')}</Tag>}
                  {def.listColumn && <Tag color="blue">{t('customFields.designer.listColumn')}</Tag>}
                  {!def.active && <Tag>{t('customFields.designer.inactive')}</Tag>}
                </Space>
              }
            />
          </Rows.Item>
        )}
      />
      {editing && <DefinitionEditor resource={name} entity={entity} definition={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </List>
  );
}
