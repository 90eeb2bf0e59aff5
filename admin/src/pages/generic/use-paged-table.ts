// A record's table of children or a queue through Refine's useTable (a document's lines, audited
// work, future blocks, a project's documents): a page of 20 of `resource` (a declared resource or a
// call answering x-total-count) narrowed by `filters` (an empty value is left out), in the
// resource's own order. The page being left stays on screen while the next one comes, a failure is
// told at once with the API's message, and `reload` reads the page again after a write. Its pager
// is every such table's: no size changer, the total told.
import { useTable } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { retryLostOnly, useToldReadFailure } from '../../providers/use-api-read.ts';
import { PAGE_SIZE } from '../generic/list-constants.ts';

const NO_ROWS: never[] = [];

export function usePagedTable<T extends BaseRecord>(resource: string, filters: Record<string, string | number | null | undefined> = {}) {
  const { t } = useTranslation();
  const { tableProps, tableQuery, setCurrentPage } = useTable<T, HttpError>({
    resource,
    syncWithLocation: false, // the page around the table owns the URL
    pagination: { pageSize: PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: {
      permanent: Object.entries(filters)
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([field, value]) => ({ field, operator: 'eq' as const, value })),
    },
    errorNotification: false,
    queryOptions: { placeholderData: (previous) => previous, retry: retryLostOnly },
  });
  useToldReadFailure(tableQuery.error);
  const { current, pageSize, total } = tableProps.pagination || {};
  return {
    tableProps: { ...tableProps, pagination: { current, pageSize, total, showSizeChanger: false, showTotal: (n: number) => t('list.total', { count: n }) } },
    // The same array until the page changes (an effect on the rows runs once per page).
    rows: (tableProps.dataSource ?? NO_ROWS) as T[],
    total: total ?? 0,
    /** Back to the first page (the filters changed). */
    firstPage: () => setCurrentPage(1),
    reload: async () => {
      await tableQuery.refetch();
    },
  };
}
