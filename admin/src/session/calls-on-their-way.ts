// The data provider's calls on their way (the bell's count, a page's refetch when the window gets
// focus). Once the logout has started no call leaves, and the logout waits for those on their way:
// an answer after the session ended would be refused (401) for nothing (cross-tab.ts does the same
// for the activity pings). A call held back fails at once as cancelled, without reaching the network.

/** The data provider's axios instance (simple-rest's). */
type Intercepted = Pick<(typeof import('@refinedev/simple-rest'))['axiosInstance'], 'interceptors'>;

let quiet = false;
let onTheirWay = 0;
let whenSettled: (() => void)[] = [];
const counted = new WeakSet<object>();

function answered(config: object | undefined): void {
  if (!config || !counted.delete(config)) return;
  onTheirWay = Math.max(0, onTheirWay - 1);
  if (onTheirWay) return;
  for (const settle of whenSettled) settle();
  whenSettled = [];
}

/** Counts the instance's calls and holds new ones back once the logout started. Called once, with the data provider's module. */
export function watchCalls(instance: Intercepted): void {
  // Synchronous: axios then sends the request in the call itself. Otherwise it waits for a promise
  // turn, after the rest of the page's first render: with the XSRF lookup data-provider.ts turns
  // off, a list's first request left about 150 ms late on a reload of the clients' list (decision 301).
  instance.interceptors.request.use(
    (config) => {
      if (quiet) return { ...config, signal: AbortSignal.abort() };
      counted.add(config);
      onTheirWay += 1;
      return config;
    },
    undefined,
    { synchronous: true },
  );
  instance.interceptors.response.use(
    (response) => {
      answered(response.config);
      return response;
    },
    (error: { config?: object } | undefined) => {
      answered(error?.config);
      return Promise.reject(error);
    },
  );
}

/** A call that never answers does not hold the logout longer than this. */
const LOGOUT_WAITS_MS = 3_000;

/** No call leaves from now on; resolves once those on their way have their answers (or after 3 s). */
export async function quietCalls(): Promise<void> {
  quiet = true;
  if (!onTheirWay) return;
  await Promise.race([new Promise<void>((settle) => whenSettled.push(settle)), new Promise((settle) => setTimeout(settle, LOGOUT_WAITS_MS))]);
}
