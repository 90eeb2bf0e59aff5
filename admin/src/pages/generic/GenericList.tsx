// The list page of any declared resource: search, filters and table from its list declaration,
// state kept in the URL (syncWithLocation), 20 rows a page.
import { List, useTable } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { Flex } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceMeta } from '../../session/session-context.ts';
import { BulkActionButtons } from './ActionButtons.tsx';
import { ListFilters, filterValue, type ApplyFilter } from './ListFilters.tsx';
import { ListSummary } from './ListSummary.tsx';
import { PAGE_SIZE } from './list-constants.ts';
import { ResourceTable } from './ResourceTable.tsx';
import { ExportButton } from './ExportButton.tsx';
import { SearchInput } from './SearchInput.tsx';
import { CustomFilters, customColumns } from './custom-fields/custom-columns.tsx';
import { useCustomFields } from './custom-fields/use-custom-fields.ts';
import { labelledSelection } from './table-conventions.ts';

interface Props {
  name: string;
  /** A page's own commands on the checked rows (a block list's pre-invoice), beside the declared bulk actions. */
  selectionButtons?: (rows: BaseRecord[], clear: () => void) => ReactNode;
  /** A page's own content above the search and the table (the invoices' indicators). */
  header?: ReactNode;
}

export default function GenericList({ name, selectionButtons, header }: Props) {
  const meta = useResourceMeta(name);
  const { t } = useTranslation();
  const { tableProps, sorters, filters, setFilters, setCurrentPage } = useTable<BaseRecord>({
    resource: name,
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZE },
    sorters: { initial: [{ field: meta.list.defaultSort.field, order: meta.list.defaultSort.order }] },
  });

  const applyFilter: ApplyFilter = useCallback(
    (field, operator, value) => {
      setFilters([{ field, operator, value }], 'merge');
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage],
  );
  const search = useCallback((text: string | undefined) => applyFilter('q', 'eq', text), [applyFilter]);
  const currentSearch = String(filterValue(filters, 'q', 'eq') ?? '');
  // Rows checked for a bulk action (only when the resource declares one).
  const [selected, setSelected] = useState<BaseRecord[]>([]);
  const bulk = !!meta.actions?.some((a) => a.bulk) || !!selectionButtons;
  const clear = useCallback(() => setSelected([]), []);
  // The company's custom fields flagged as list columns: a column and a filter each.
  const { definitions: custom } = useCustomFields(meta);
  // Kept while unchanged, so the table is not drawn again with each render of the page (decision 302).
  const extraColumns = useMemo(() => customColumns(custom, sorters), [custom, sorters]);
  const rowSelection = useMemo(
    () =>
      bulk
        ? { ...labelledSelection(t), selectedRowKeys: selected.map((row) => row.id!), onChange: (_: unknown, rows: BaseRecord[]) => setSelected(rows) }
        : undefined,
    [bulk, t, selected],
  );

  return (
    <List title={t(meta.labelKey)}>
      {header}
      <Flex wrap gap="small" align="start" style={{ marginBottom: 16 }}>
        {meta.list.search.length > 0 && <SearchInput value={currentSearch} onSearch={search} />}
        <ListFilters meta={meta} filters={filters} onChange={applyFilter} />
        <CustomFilters definitions={custom} filters={filters} onChange={applyFilter} />
        {meta.listSummary && <ListSummary summary={meta.listSummary} />}
        {meta.exportable && <ExportButton resource={name} filters={filters} sorters={sorters} />}
      </Flex>
      {bulk && (
        <Flex wrap gap="small" align="center">
          <BulkActionButtons meta={meta} rows={selected} onDone={clear} />
          {selectionButtons?.(selected, clear)}
        </Flex>
      )}
      <ResourceTable
        meta={meta}
        columns={meta.list.columns}
        tableProps={tableProps}
        sorters={sorters}
        rowSelection={rowSelection}
        extraColumns={extraColumns}
      />
    </List>
  );
}
