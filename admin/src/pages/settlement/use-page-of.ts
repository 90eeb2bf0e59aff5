// A page of 20 rows of a settlement call answering x-total-count, reloaded when the query changes
// (or on demand after a write); a newer load wins over one still in flight.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getJsonWithHeaders } from '../../session/api-client.ts';

export const SETTLEMENT_PAGE_SIZE = 20;

export function usePageOf<T>(path: string, query: Record<string, string | number | null | undefined>, onError?: (e: Error) => void) {
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const latest = useRef(0);
  const search = new URLSearchParams({ _start: String((page - 1) * SETTLEMENT_PAGE_SIZE), _end: String(page * SETTLEMENT_PAGE_SIZE) });
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined && v !== '') search.set(k, String(v));
  const url = `${path}?${search}`;
  const reload = useCallback(async () => {
    const mine = ++latest.current;
    try {
      const { body, headers } = await getJsonWithHeaders<T[]>(url);
      if (mine !== latest.current) return;
      setRows(body);
      setTotal(Number(headers.get('x-total-count') ?? body.length));
    } catch (error) {
      if (mine === latest.current) onError?.(error as Error);
    }
  }, [url, onError]);
  useEffect(() => { void reload(); }, [reload]);
  return { rows, total, page, setPage, reload };
}
