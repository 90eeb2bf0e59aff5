// A child collection on its parent's detail page (a client's contacts): the rows answered with the
// record, in a table of the collection's declared columns.
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CollectionMeta } from '../../../../api/src/contract/resource-meta.ts';
import { adminFieldType } from '../../fields/index.ts';
import { AMOUNT_COLUMN } from './amount.tsx';
import { collectionText } from './CollectionEditor.tsx';
import { FieldValue } from './FieldValue.tsx';

type Row = Record<string, unknown> & { id: string };

export function CollectionTable({ collection, rows }: { collection: CollectionMeta; rows: Row[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t(collection.labelKey)} style={{ marginTop: 16 }}>
      <Table<Row>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        locale={{ emptyText: t(collectionText(collection, 'empty')) }}
        columns={collection.columns.map((name) => ({
          ...(adminFieldType(collection.fields[name].type).numeric ? AMOUNT_COLUMN : {}),
          key: name,
          dataIndex: name,
          title: t(collection.fields[name].labelKey),
          render: (value: unknown) => <FieldValue name={name} field={collection.fields[name]} value={value} />,
        }))}
      />
    </Card>
  );
}
