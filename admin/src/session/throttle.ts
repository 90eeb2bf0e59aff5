// A time throttle without dependencies (cross-tab activity): `run` happens at most once per
// `everyMs`; the first call runs at once.
export function throttle(everyMs: number, run: () => void, now: () => number = Date.now): () => void {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < everyMs) return;
    last = t;
    run();
  };
}
