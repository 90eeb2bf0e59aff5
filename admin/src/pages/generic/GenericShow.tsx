// The detail page of any declared resource: every field with its label, references by title, a
// table per child collection, a section per declared child resource, the declared actions the row may take, and the History of audited ones.
import { Show } from '@refinedev/antd';
import { useShow, type BaseRecord } from '@refinedev/core';
import { Descriptions, Flex, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useResourceMeta, useSession } from '../../session/session-context.ts';
import { RecordActionButtons, useRecordActions } from './ActionButtons.tsx';
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
  /**
   * One tab per section, child collection, child resource and the history (an activity, a
   * workflow), instead of one long page; the open tab is kept in the address (`#tab-<key>`).
   */
  tabs?: boolean;
  /** With tabs: the field sections that get a tab of their own; the others share the first tab, titled. */
  tabSections?: readonly string[];
}

export default function GenericShow({ name, views, historyViews, extraButtons, uses, tabs = false, tabSections = [] }: Props) {
  const meta = useResourceMeta(name);
  const { resources } = useSession();
  const [tab, setTab] = useState(() => (window.location.hash.startsWith('#tab-') ? window.location.hash.slice(5) : undefined));
  const { id } = useParams();
  const { t } = useTranslation();
  const { result: record, query } = useShow<BaseRecord>({ resource: name, id });
  const title = record ? String(record[meta.titleField] ?? '') : '';
  const { definitions: custom } = useCustomFields(meta);
  const recordActions = useRecordActions(meta);

  // The page's blocks: field sections, child collections, child resources and the history.
  const described = (section: string | undefined, fields: [string, NonNullable<(typeof meta.fields)[string]>][], titled: boolean) => (
    <Descriptions
      key={section ?? 'general'}
      title={section && titled ? t(sectionLabelKey(name, section)) : undefined}
      style={{ marginBottom: 16 }}
      bordered
      column={{ xs: 1, sm: 1, md: 2 }}
      items={fields.map(([field, f]) => ({
        key: field,
        label: t(f.labelKey),
        span: adminFieldType(f.type).fillsShow ? 'filled' : undefined,
        children: views?.[field] ? views[field](record![field], record!) : <FieldValue name={field} field={f} value={record![field]} grouped />,
      }))}
    />
  );
  const grouped = record ? groupBySection(Object.entries(meta.fields).filter(([field, f]) => !f.hidden && (!uses?.field || uses.field(field, record)))) : [];
  // Without tabs, every section in order; with them, the first tab holds the sections without a tab of their own.
  const own = (section: string | undefined) => tabs && !!section && tabSections.includes(section);
  const first = grouped.filter(({ section }) => !own(section));
  const sections = tabs
    ? [
        ...(first.length
          ? [
              {
                key: 'general',
                label: t(sectionLabelKey(name, 'general')),
                children: (
                  <div>
                    {first.map(({ section, fields }, i) => described(section, fields, i > 0))}
                    <CustomFieldsShowSection definitions={custom} record={record!} />
                  </div>
                ),
              },
            ]
          : []),
        ...grouped
          .filter(({ section }) => own(section))
          .map(({ section, fields }) => ({ key: section!, label: t(sectionLabelKey(name, section!)), children: described(section, fields, false) })),
      ]
    : grouped.map(({ section, fields }) => ({ key: section ?? 'general', label: '', children: described(section, fields, true) }));
  const collections = record
    ? Object.entries(meta.collections ?? {})
        .filter(([key]) => !uses?.collection || uses.collection(key, record))
        .map(([key, c]) => ({
          key,
          label: t(c.labelKey),
          children: <CollectionTable collection={c} rows={(record[key] as Parameters<typeof CollectionTable>[0]['rows'] | undefined) ?? []} />,
        }))
    : [];
  const children =
    record && id
      ? meta.children.map((child) => ({
          key: child.resource,
          label: t(resources.find((m) => m.name === child.resource)?.labelKey ?? child.resource),
          children: <ChildSection parentId={id} child={child} />,
        }))
      : [];
  const history =
    record && id && meta.audited
      ? { key: 'history', label: t('history.title'), children: <AuditHistory key={String(record.updatedAt ?? '')} meta={meta} id={id} views={historyViews} /> }
      : null;
  const items = [...sections, ...collections, ...children, ...(history ? [history] : [])];

  return (
    <KnownTitles.Provider value={titlesOf(record)}>
      <Show
        resource={name}
        recordItemId={id}
        isLoading={query.isLoading}
        title={title || t(meta.labelKey)}
        deleteButtonProps={deleteButtonProps(t, recordWords(t, meta), record)}
        // Every button is an item of one wrapping row (the declared actions too, not one block of
        // them), so the row wraps under the title rather than cutting it or running off a phone.
        headerButtons={({ defaultButtons }) => (
          <Flex wrap gap="small" justify="flex-end">
            {extraButtons}
            {defaultButtons}
            {record && <RecordActionButtons actions={recordActions} record={record} />}
          </Flex>
        )}
      >
        {record && !tabs && sections.map((block) => block.children)}
        {record && !tabs && <CustomFieldsShowSection definitions={custom} record={record} />}
        {record && tabs && (
          <Tabs
            activeKey={items.some((item) => item.key === tab) ? tab : items[0]?.key}
            onChange={(key) => {
              setTab(key);
              window.history.replaceState(null, '', `#tab-${key}`);
            }}
            items={items}
          />
        )}
      </Show>
      {record && !tabs && collections.map((c) => <div key={c.key}>{c.children}</div>)}
      {record && !tabs && children.map((c) => <div key={c.key}>{c.children}</div>)}
      {record && !tabs && history && history.children}
    </KnownTitles.Provider>
  );
}
