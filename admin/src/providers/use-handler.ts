// A handler that keeps its identity across renders and runs the latest function given: a table's
// cells and rows are drawn again when a prop of theirs changes, and hooks such as Refine's useGo
// make a new function on every render. Only for what runs on an event (a click, a key, a table's
// paging) or from an effect (a read's failure told), never for what a render shows: what it draws
// would not follow.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useHandler<A extends unknown[], R>(latest: (...args: A) => R): (...args: A) => R {
  const ref = useRef(latest);
  useLayoutEffect(() => {
    ref.current = latest;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}
