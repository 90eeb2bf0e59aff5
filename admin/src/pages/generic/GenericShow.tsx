// The detail page of any declared resource: every field with its label, references by title, a
// table per child collection, a section per declared child resource, the declared actions the row may take, and the History of audited ones.
import { Show } from '@refinedev/antd';
import { useShow, type BaseRecord } from '@refinedev/core';
import { Descriptions, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useResourceMeta } from '../../session/session-context.ts';
import { RecordActionButtons } from './ActionButtons.tsx';
import { AuditHistory } from './AuditHistory.tsx';
import { ChildSection } from './ChildSection.tsx';
import { CollectionTable } from './CollectionTable.tsx';
import { FieldValue } from './FieldValue.tsx';
import { adminFieldType } from '../../fields/index.ts';
import { deleteButtonProps, recordWords } from './record-words.ts';
import { groupBySection, sectionLabelKey } from './sections.ts';
import { CustomFieldsShowSection } from './custom-fields/CustomFieldsShowSection.tsx';
import { useCustomFields } from './custom-fields/use-custom-fields.ts';
import { KnownTitles, titlesOf } from './known-titles.ts';

interface Props {
  name: string;
  /** A page's own view of some fields (a flow type's diagram), by field name; the others as their type shows them. */
  views?: Readonly<Record<string, (value: unknown, record: BaseRecord) => ReactNode>>;
  /** The same for the values of the history's changes (a compact form: one line per change). */
  historyViews?: Readonly<Record<string, (value: unknown) => ReactNode>>;
  /** Buttons of the page's own beside the generated ones (a user's job-profile). */
  extraButtons?: ReactNode;
  /** Which fields and collections the record uses (an agreement: those of its type); all by default. */
  uses?: { field?: (name: string, record: BaseRecord) => boolean; collection?: (key: string, record: BaseRecord) => boolean };
}

export default function GenericShow({ name, views, historyViews, extraButtons, uses }: Props) {
  const meta = useResourceMeta(name);
  const { id } = useParams();
  const { t } = useTranslation();
  const { result: record, query } = useShow<BaseRecord>({ resource: name, id });
  const title = record ? String(record[meta.titleField] ?? '') : '';
  const { definitions: custom } = useCustomFields(meta);

  return (
    <KnownTitles.Provider value={titlesOf(record)}>
      <Show
        resource={name}
        recordItemId={id}
        isLoading={query.isLoading}
        title={title || t(meta.labelKey)}
        deleteButtonProps={deleteButtonProps(t, recordWords(t, meta), record)}
        // On a phone the buttons wrap instead of running off the screen.
        headerButtons={({ defaultButtons }) => <Space wrap size={[8, 8]}>{extraButtons}{defaultButtons}{record && <RecordActionButtons meta={meta} record={record} />}</Space>}
      >
        {record && groupBySection(Object.entries(meta.fields).filter(([field, f]) => !f.hidden && (!uses?.field || uses.field(field, record)))).map(({ section, fields }) => (
          <Descriptions
            key={section}
            title={section ? t(sectionLabelKey(name, section)) : undefined}
            style={{ marginBottom: 16 }}
            bordered
            column={{ xs: 1, sm: 1, md: 2 }}
            items={fields.map(([field, f]) => ({
              key: field,
              label: t(f.labelKey),
              span: adminFieldType(f.type).fillsShow ? 'filled' : undefined,
              children: views?.[field] ? views[field](record[field], record) : <FieldValue name={field} field={f} value={record[field]} grouped />,
            }))}
          />
        ))}
        {record && <CustomFieldsShowSection definitions={custom} record={record} />}
      </Show>
      {record && Object.entries(meta.collections ?? {}).filter(([key]) => !uses?.collection || uses.collection(key, record)).map(([key, c]) => (
        <CollectionTable key={key} collection={c} rows={(record[key] as Parameters<typeof CollectionTable>[0]['rows'] | undefined) ?? []} />
      ))}
      {record && id && meta.children.map((child) => (
        <ChildSection key={`${child.resource}-${child.foreignKey}`} parentId={id} child={child} />
      ))}
      {record && id && meta.audited && <AuditHistory key={String(record.updatedAt ?? '')} meta={meta} id={id} views={historyViews} />}
    </KnownTitles.Provider>
  );
}
