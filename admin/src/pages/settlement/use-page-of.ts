// A page of 20 rows of a settlement call answering x-total-count, through Refine's data provider
// (useList): reloaded when the query changes, or on demand after a write (`reload`); the page being
// left stays on screen while the next one comes, and a failure is told with the API's message.
// `path` is the API's (/api/...); the query's values travel as they are (an empty one is left out).
import { useList, type BaseRecord, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import { useEffect, useState } from 'react';

export const SETTLEMENT_PAGE_SIZE = 20;

export function usePageOf<T extends BaseRecord>(path: string, query: Record<string, string | number | null | undefined>) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const { result, query: list } = useList<T, HttpError>({
    resource: path.replace(/^\/api\//, ''),
    pagination: { currentPage: page, pageSize: SETTLEMENT_PAGE_SIZE, mode: 'server' },
    filters: Object.entries(query)
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([field, value]) => ({ field, operator: 'eq' as const, value })),
    errorNotification: false,
    queryOptions: { placeholderData: (previous) => previous },
  });
  const { error } = list;
  useEffect(() => {
    if (error) void message.error(error.message);
  }, [error, message]);
  return {
    rows: result.data ?? [],
    total: result.total ?? 0,
    page,
    setPage,
    reload: async () => {
      await list.refetch();
    },
  };
}

type Count = (key: string, options: { count: number }) => string;

/** A settlement table's pagination over a `usePageOf` page: 20 a page, the total told. */
export function pageOfPagination(t: Count, { page, total, setPage }: { page: number; total: number; setPage: (page: number) => void }) {
  return {
    current: page,
    pageSize: SETTLEMENT_PAGE_SIZE,
    total,
    onChange: setPage,
    showSizeChanger: false,
    showTotal: (n: number) => t('list.total', { count: n }),
  };
}
