// A read of the API outside the resource contract, through Refine's data provider (useCustom):
// the answer once in (undefined before it and after a failure), the failure, and `refetch` to read
// it again after a change. `query` travels as the address's parameters; `meta` is part of what is
// asked without being sent (a value whose change must read it again); `keepPrevious` keeps the last
// answer on screen while the next address loads (a new page or range, not a blank table);
// `enabled: false` asks nothing until it turns true (a search before its first word).
import { useApiUrl, useCustom, type BaseRecord, type HttpError } from '@refinedev/core';

interface ReadOptions {
  query?: Record<string, unknown>;
  meta?: Record<string, unknown>;
  keepPrevious?: boolean;
  enabled?: boolean;
}

export function useApiRead<T extends BaseRecord | BaseRecord[]>(path: string, { query, meta, keepPrevious = false, enabled = true }: ReadOptions = {}) {
  const { result, query: read } = useCustom<T, HttpError>({
    url: `${useApiUrl()}${path}`, method: 'get', errorNotification: false, config: { query }, meta,
    // TanStack's "keep previous data": the previous answer stands in while the next one comes.
    queryOptions: keepPrevious ? { enabled, placeholderData: (previous) => previous } : { enabled },
  });
  return { data: read.data ? (result.data as T) : undefined, error: read.error ?? null, refetch: read.refetch };
}
