// The History section of an audited resource's detail page (GET /api/audit-log): who changed what
// and when, newest first, paged; values read as on the page (labels, titles of references) and
// sets as what was added and removed (e.g. a role's permission codes by their labels).
import { useTable } from '@refinedev/antd';
import { Card, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import type { FieldMeta, ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import { shownChanges, type AuditRow, type ShownChange } from './audit-changes.ts';
import { FieldValue } from './FieldValue.tsx';
import { formatDecimal } from './format-decimal.ts';
import { RefTitles } from './RefTitles.tsx';
import { CustomFieldValue } from './custom-fields/CustomFieldValue.tsx';
import { useCustomFields } from './custom-fields/use-custom-fields.ts';

const HISTORY_PAGE_SIZE = 10;

const ACTION_COLORS: Record<string, string> = { create: 'green', update: 'blue', delete: 'red', duplicate: 'purple' };

function SetPart({ field, name, values, sign }: { field: FieldMeta; name: string; values: unknown[]; sign: '+' | '−' }) {
  const { t } = useTranslation();
  if (values.length === 0) return null;
  const color = sign === '+' ? 'green' : 'red';
  const label = t(sign === '+' ? 'history.added' : 'history.removed');
  return (
    <Flex gap={4} align="baseline" wrap>
      <Typography.Text type={sign === '+' ? 'success' : 'danger'}>{label}:</Typography.Text>
      <FieldValue name={name} field={field} value={values} color={color} />
    </Flex>
  );
}

type Views = Readonly<Record<string, (value: unknown) => ReactNode>>;

function Change({ meta, change, views }: { meta: ResourceMeta; change: ShownChange; views?: Views }) {
  const { t, i18n } = useTranslation();
  if (change.kind === 'duplicateOf') {
    return (
      <Flex gap={4} wrap>
        <Typography.Text strong>{t('history.duplicateOf')}:</Typography.Text>
        <RefTitles resource={meta.name} ids={[change.id]} value={change.id} multiple={false} />
      </Flex>
    );
  }
  if (change.kind === 'custom') {
    return (
      <Flex gap={4} align="baseline" wrap>
        <Typography.Text strong>{change.def.label}:</Typography.Text>
        {change.before !== null && (
          <>
            <CustomFieldValue def={change.def} value={change.before} />
            <span>→</span>
          </>
        )}
        <CustomFieldValue def={change.def} value={change.after} />
      </Flex>
    );
  }
  if (change.kind === 'line') {
    const said = (v: unknown) =>
      v === null || v === '' ? '—' : change.part === 'description' ? String(v) : formatDecimal(String(v), asLanguage(i18n.language));
    return (
      <Flex gap={4} align="baseline" wrap data-testid="history-line-change">
        <Typography.Text strong>{t('history.line', { position: change.position, part: t(`history.lineParts.${change.part}`) })}:</Typography.Text>
        <span>{said(change.before)}</span>
        <span>→</span>
        <span>{said(change.after)}</span>
      </Flex>
    );
  }
  const label = <Typography.Text strong>{t(change.meta.labelKey)}:</Typography.Text>;
  if (change.kind === 'set') {
    return (
      <div>
        {label}
        <SetPart field={change.meta} name={change.field} values={change.added} sign="+" />
        <SetPart field={change.meta} name={change.field} values={change.removed} sign="−" />
      </div>
    );
  }
  const view = views?.[change.field];
  const value = (v: unknown) => (view ? view(v) : <FieldValue name={change.field} field={change.meta} value={v} />);
  return (
    <Flex gap={4} align="baseline" wrap>
      {label}
      {change.before !== null && (
        <>
          {value(change.before)}
          <span>→</span>
        </>
      )}
      {value(change.after)}
    </Flex>
  );
}

export function AuditHistory({ meta, id, views }: { meta: ResourceMeta; id: string; views?: Views }) {
  const { t, i18n } = useTranslation();
  const { definitions } = useCustomFields(meta);
  const { tableProps } = useTable<AuditRow>({
    resource: 'audit-log',
    syncWithLocation: false, // the detail page owns the URL
    pagination: { pageSize: HISTORY_PAGE_SIZE },
    sorters: { mode: 'off' }, // newest first, always
    filters: {
      permanent: [
        { field: 'entity', operator: 'eq', value: meta.name },
        { field: 'entityId', operator: 'eq', value: id },
      ],
    },
  });

  const columns: ColumnsType<AuditRow> = [
    { key: 'at', dataIndex: 'at', title: t('history.at'), width: 170, render: (at: string) => formatMoment(at, asLanguage(i18n.language)) },
    { key: 'actor', title: t('history.actor'), width: 200, render: (_: unknown, row) => row.actorName || row.actorEmail || t('history.system') },
    {
      key: 'action',
      dataIndex: 'action',
      title: t('history.action'),
      width: 130,
      render: (action: string) => <Tag color={ACTION_COLORS[action]}>{t(`history.actions.${action}`, { defaultValue: action })}</Tag>,
    },
    {
      key: 'changes',
      title: t('history.changes'),
      render: (_: unknown, row) => {
        const changes = shownChanges(meta, row.changes ?? [], definitions);
        if (changes.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
        return (
          <Flex vertical gap={6}>
            {changes.map((change) => (
              <Change key={change.kind === 'duplicateOf' ? 'duplicateOf' : change.field} meta={meta} change={change} views={views} />
            ))}
          </Flex>
        );
      },
    },
  ];

  const pagination =
    tableProps.pagination === false
      ? false
      : { ...tableProps.pagination, showSizeChanger: false, showTotal: (total: number) => t('list.total', { count: total }) };

  return (
    <Card title={t('history.title')} style={{ marginTop: 16 }} data-testid="audit-history">
      <Table<AuditRow> {...tableProps} rowKey="id" columns={columns} pagination={pagination} size="small" />
    </Card>
  );
}
