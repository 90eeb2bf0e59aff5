// The company's activity types, by id, for drawing and naming the nodes of a flow's diagram.
import { useList } from '@refinedev/core';
import { useMemo } from 'react';
import type { ActivityTypeInfo } from './FlowDiagram.tsx';

export function useActivityTypes(): { types: ReadonlyMap<string, ActivityTypeInfo>; active: ReadonlySet<string>; loading: boolean } {
  const { result, query } = useList<ActivityTypeInfo & { id: string }>({
    resource: 'activity-types',
    sorters: [{ field: 'name', order: 'asc' }],
    pagination: { pageSize: 1000, mode: 'server' },
  });
  return useMemo(() => {
    const rows = result.data ?? [];
    return {
      types: new Map(rows.map((r) => [String(r.id), r])),
      active: new Set(rows.filter((r) => r.active !== false).map((r) => String(r.id))),
      loading: query.isLoading,
    };
  }, [result.data, query.isLoading]);
}
