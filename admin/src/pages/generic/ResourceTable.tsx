// The table of a resource's rows: declared columns rendered by type (amounts right-aligned on one
// line), sortable where the API can sort, total count in the pager, the row actions the
// access-control provider allows in a column kept in view, and each row opening its record.
// The table is drawn again only when what it shows changes (DrawnWhenChanged below).
import { getDefaultSortOrder } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import { Flex, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import { RecordActionButtons, useRecordActions } from './ActionButtons.tsx';
import { FieldValue } from './FieldValue.tsx';
import { adminFieldType } from '../../fields/index.ts';
import { recordWords } from './record-words.ts';
import { useRowButtons } from './row-buttons.tsx';
import { collectRefIds } from './ref-ids.ts';
import { PageRefTitles } from './RefTitles.tsx';
import { useSession } from '../../session/session-context.ts';
import { useAllowed } from '../../session/use-allowed.ts';
import { KnownTitles, titlesOf } from './known-titles.ts';
import { AMOUNT_COLUMN } from './amount.tsx';
import { useActionsFixed, useRowOpens } from './table-conventions.ts';
import { listTotalText } from './list-total.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { useHandler } from '../../providers/use-handler.ts';

interface Props {
  meta: ResourceMeta;
  columns: readonly string[];
  tableProps: TableProps<BaseRecord>;
  sorters: CrudSort[];
  /** Checkboxes for the list's bulk actions. */
  rowSelection?: TableProps<BaseRecord>['rowSelection'];
  /** Columns beyond the declared ones, before the actions (a company's custom fields). */
  extraColumns?: ColumnsType<BaseRecord>;
}

const NO_EXTRA_COLUMNS: ColumnsType<BaseRecord> = [];
// On a narrow screen the table scrolls inside itself instead of widening the page.
const SCROLL = { x: 'max-content' } as const;

type Pager = TableProps<BaseRecord>['pagination'];

/** The same pager: its values alike, its functions (Refine's page links, the total's words) taken as given. */
function samePager(a: Pager, b: Pager): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  return Object.keys({ ...x, ...y }).every((key) =>
    typeof x[key] === 'function' && typeof y[key] === 'function' ? true : Array.isArray(x[key]) ? String(x[key]) === String(y[key]) : x[key] === y[key],
  );
}

/**
 * Ant Design's Table draws every cell again each time it is drawn (it hands its cells a count of its
 * renders), and a list page draws itself several times over the same rows: its breakpoints measured
 * before the first paint, its rights answered, its state written into the address. This one is drawn
 * again only when a prop changes, the pager by its values. The pager's functions follow the sort,
 * the filters, the page size and the language, each of which changes the columns, the rows or the
 * pager's values too.
 */
const DrawnWhenChanged = memo(
  function DrawnWhenChanged(props: TableProps<BaseRecord>) {
    return <Table<BaseRecord> {...props} />;
  },
  (prev, next) =>
    Object.keys({ ...prev, ...next }).every((key) =>
      key === 'pagination' ? samePager(prev.pagination, next.pagination) : prev[key as keyof typeof prev] === next[key as keyof typeof next],
    ),
);

export function ResourceTable({ meta, columns, tableProps, sorters, rowSelection, extraColumns = NO_EXTRA_COLUMNS }: Props) {
  const { t, i18n } = useTranslation();
  const rows = tableProps.dataSource as readonly BaseRecord[] | undefined;
  const refIds = useMemo(() => collectRefIds(meta, columns, rows ?? []), [meta, columns, rows]);
  const words = useMemo(() => recordWords(t, meta), [t, meta]);
  // A grid's rows open the pages of the resource they are (a work panel grid's rows are activities).
  const opens = useSession().resourcesByName.get(meta.rowsOf ?? meta.name) ?? meta;
  const hasActions = !!(opens.routes.show || meta.routes.edit || meta.operations.includes('delete') || meta.actions?.length);
  const showable = useAllowed(opens.name, 'show') && !!opens.routes.show;
  const opened = useCallback((record: BaseRecord) => ({ resource: opens.name, action: 'show' as const, id: record.id! }), [opens.name]);
  const onRow = useRowOpens<BaseRecord>(showable ? opened : undefined);
  const actionsFixed = useActionsFixed();
  const recordActions = useRecordActions(meta);
  const rowButtons = useRowButtons(meta, opens, t, words);

  const tableColumns = useMemo(() => {
    const declared: ColumnsType<BaseRecord> = columns.map((name) => {
      const field = meta.fields[name];
      // Lists of ids have no meaningful order, nor has a bare id; a large table's list sorts only by its declared sorts.
      const { sortable: typeSortable, numeric } = adminFieldType(field.type);
      const sortable = typeSortable && (!meta.list.sorts || meta.list.sorts.includes(name));
      return {
        ...(numeric ? AMOUNT_COLUMN : {}),
        key: name,
        dataIndex: name,
        title: t(field.labelKey),
        sorter: sortable,
        sortOrder: sortable ? (getDefaultSortOrder(name, sorters) ?? null) : undefined,
        render: (value: unknown, record: BaseRecord) => (
          <KnownTitles.Provider value={titlesOf(record)}>
            <FieldValue name={name} field={field} value={value} refIds={field.ref ? refIds[field.ref] : undefined} />
          </KnownTitles.Provider>
        ),
      };
    });
    if (!hasActions) return [...declared, ...extraColumns];
    return [
      ...declared,
      ...extraColumns,
      {
        key: 'actions',
        title: t('list.actions'),
        fixed: actionsFixed,
        render: (_: unknown, record: BaseRecord) => (
          // A flex row, so that the declared actions' buttons are spaced like the others.
          <Flex gap="small">
            {rowButtons(record)}
            <RecordActionButtons actions={recordActions} record={record} size="small" />
          </Flex>
        ),
      },
    ];
  }, [meta, columns, t, sorters, refIds, extraColumns, hasActions, actionsFixed, rowButtons, recordActions]);

  const pagination =
    tableProps.pagination === false
      ? false
      : { ...tableProps.pagination, showSizeChanger: false, showTotal: (total: number) => listTotalText(t, total, asLanguage(i18n.language)) };

  // Ant Design hides the pager, and with it the total, when there is no row: an empty result still
  // says 'Total de registros: 0' (in the footer).
  const empty = pagination !== false && !tableProps.loading && !pagination.total;
  const emptyFooter = useCallback(() => <span data-testid="list-total">{t('list.total', { count: 0 })}</span>, [t]);
  // Refine's handler of paging and sorting is a new function on every render.
  const onChange = useHandler((...args: Parameters<NonNullable<TableProps<BaseRecord>['onChange']>>) => tableProps.onChange?.(...args));
  return (
    <PageRefTitles refIds={refIds}>
      <DrawnWhenChanged
        {...tableProps}
        onChange={onChange}
        rowKey="id"
        rowSelection={rowSelection}
        columns={tableColumns}
        onRow={onRow}
        pagination={pagination}
        scroll={SCROLL}
        footer={empty ? emptyFooter : undefined}
      />
    </PageRefTitles>
  );
}
