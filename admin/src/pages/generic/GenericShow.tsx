// The detail page of any declared resource: every field with its label, references by title, and
// a section per declared child resource.
import { Show } from '@refinedev/antd';
import { useShow, type BaseRecord } from '@refinedev/core';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useResourceMeta } from '../../session/session-context.ts';
import { ChildSection } from './ChildSection.tsx';
import { FieldValue } from './FieldValue.tsx';

export default function GenericShow({ name }: { name: string }) {
  const meta = useResourceMeta(name);
  const { id } = useParams();
  const { t } = useTranslation();
  const { result: record, query } = useShow<BaseRecord>({ resource: name, id });
  const title = record ? String(record[meta.titleField] ?? '') : '';

  return (
    <>
      <Show resource={name} recordItemId={id} isLoading={query.isLoading} title={title || t(meta.labelKey)}>
        {record && (
          <Descriptions
            bordered
            column={{ xs: 1, sm: 1, md: 2 }}
            items={Object.entries(meta.fields).map(([field, f]) => ({
              key: field,
              label: t(f.labelKey),
              children: <FieldValue name={field} field={f} value={record[field]} />,
            }))}
          />
        )}
      </Show>
      {record && id && meta.children.map((child) => (
        <ChildSection key={`${child.resource}-${child.foreignKey}`} parentId={id} child={child} />
      ))}
    </>
  );
}
