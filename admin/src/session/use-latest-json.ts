// A GET of the API outside the resource contract that follows its address: each new address
// cancels the request still in flight (document 000, section 9: a newer search cancels the older),
// so an answer never lands on a page that has moved on.
import { useEffect, useRef, useState } from 'react';
import type { AppHttpError } from '../providers/http-error.ts';
import { getJson } from './api-client.ts';

export function useLatestJson<T>(path: string | null, onError?: (error: AppHttpError) => void): { data: T | undefined; loading: boolean } {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(path !== null);
  const report = useRef(onError);
  report.current = onError;
  useEffect(() => {
    if (path === null) return undefined;
    const controller = new AbortController();
    setLoading(true);
    getJson<T>(path, controller.signal)
      .then((body) => { setData(body); setLoading(false); })
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        setLoading(false);
        report.current?.(error as AppHttpError);
      });
    return () => controller.abort();
  }, [path]);
  return { data, loading };
}
