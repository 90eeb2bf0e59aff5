// A read of the API outside the resource contract, through Refine's data provider (useCustom):
// the answer once in (undefined before it and after a failure), its headers, the failure, whether a
// read is under way, and `refetch` to read it again after a change. A read no longer waited for
// (its address changed, its page left) is cancelled on the wire (data-provider.ts). `query` travels as the address's parameters; `meta` is part of what is
// asked without being sent (a value whose change must read it again); `keepPrevious` keeps the last
// answer on screen while the next address loads (a new page or range, not a blank table);
// `enabled: false` asks nothing until it turns true (a search before its first word).
import { useEffect } from 'react';
import { App } from 'antd';
import { useApiUrl, useCustom, type BaseRecord, type CustomResponse, type HttpError } from '@refinedev/core';
import { useHandler } from './use-handler.ts';

interface ReadOptions {
  query?: Record<string, unknown>;
  meta?: Record<string, unknown>;
  keepPrevious?: boolean;
  enabled?: boolean;
  /** Told each failure once (a page whose list failed says so in a notification). */
  onError?: (error: HttpError) => void;
}

/**
 * TanStack's retry of a read: an answer of the API (a 404 of another client's record, a 403) is
 * final, told at once and not after three retries; only a read lost on the network is asked again.
 */
export const retryLostOnly = (failures: number, error: HttpError | null) => failures < 2 && !error?.statusCode;

export function useApiRead<T extends BaseRecord | BaseRecord[]>(
  path: string,
  { query, meta, keepPrevious = false, enabled = true, onError }: ReadOptions = {},
) {
  const { result, query: read } = useCustom<T, HttpError>({
    url: `${useApiUrl()}${path}`,
    method: 'get',
    errorNotification: false,
    config: { query },
    meta,
    // TanStack's "keep previous data": the previous answer stands in while the next one comes.
    queryOptions: { enabled, retry: retryLostOnly, ...(keepPrevious ? { placeholderData: (previous: CustomResponse<T> | undefined) => previous } : {}) },
  });
  // The latest onError, told once per failure (not again when the page passes a new function).
  const report = useHandler((error: HttpError) => onError?.(error));
  useEffect(() => {
    if (read.error) report(read.error);
  }, [read.error, report]);
  return {
    data: read.data ? (result.data as T) : undefined,
    /** The answer's headers (data-provider.ts keeps them for reads): a count the body does not carry. */
    headers: (read.data as { headers?: Record<string, string> } | undefined)?.headers ?? {},
    error: read.error ?? null,
    /** A read under way, the first or a new address's (a page kept on screen meanwhile). */
    loading: read.isFetching,
    refetch: read.refetch,
  };
}

/** A read's failure told once in a notification, with the API's message (a table or a record read by a Refine hook). */
export function useToldReadFailure(error: HttpError | null | undefined) {
  const { message } = App.useApp();
  useEffect(() => {
    if (error) void message.error(error.message);
  }, [error, message]);
}
