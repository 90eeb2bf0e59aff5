// simple-rest on /api with two additions: every request says the interface language
// (Accept-Language, so the API's `message` matches), and every failure becomes an AppHttpError
// (field errors under `errors`, the confirmable flag). Extra headers such as X-Confirm travel in
// `meta.headers`, which simple-rest already forwards. A call that creates or moves something (a
// create, a custom POST, PUT or PATCH) carries an Idempotency-Key and is sent once more with it
// when its answer was lost on the network (the API then answers what it did, never acting twice).
// A custom read carries TanStack's abort signal, so a read the page no longer waits for (a newer
// search's, a page left) is cancelled on the wire (document 000, section 9), and answers its
// headers with its body (a count the body does not carry).
import type {
  BaseRecord,
  CreateParams,
  CustomParams,
  DataProvider,
  DeleteOneParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  MetaQuery,
  UpdateParams,
} from '@refinedev/core';
import simpleRest, { axiosInstance, stringify } from '@refinedev/simple-rest';
import type { Language } from '../i18n/languages.ts';
import { toHttpError } from './http-error.ts';
import { viewAsHeaders } from '../session/view-as.ts';
import { sendOnceMore } from '../session/idempotent-send.ts';
import { watchCalls } from '../session/calls-on-their-way.ts';

// Once the logout has started no call leaves, and the logout waits for those on their way.
watchCalls(axiosInstance);
// The API reads no XSRF token (its session cookie is SameSite): axios then skips looking one up in
// the browser's cookie store, an asynchronous read that held every request back until the page's
// render in progress had finished (a list's first request left ~70 ms after it was made, decision 301).
axiosInstance.defaults.withXSRFToken = false;

/** axios' failure with no answer at all (connection refused or cut); simple-rest keeps its `code`. */
const lostOnTheWay = (error: unknown) =>
  (error as { code?: string; statusCode?: number }).code === 'ERR_NETWORK' && (error as { statusCode?: number }).statusCode === undefined;
const KEY = 'Idempotency-Key';

export interface DataProviderOptions {
  apiUrl: string;
  language: () => Language;
  /** Message when the failure carries no API error body (network down, proxy page). */
  networkError: () => string;
}

export function createDataProvider({ apiUrl, language, networkError }: DataProviderOptions): DataProvider {
  const base = simpleRest(apiUrl, axiosInstance);

  const withLanguage = (meta?: MetaQuery): MetaQuery => ({
    ...meta,
    headers: { 'Accept-Language': language(), ...viewAsHeaders(), ...(meta?.headers as Record<string, string> | undefined) },
  });

  const send = async <R>(call: () => Promise<R>): Promise<R> => {
    try {
      return await call();
    } catch (error) {
      throw toHttpError(error, language(), networkError());
    }
  };

  return {
    getApiUrl: () => apiUrl,
    getList: <T extends BaseRecord = BaseRecord>(p: GetListParams) => send(() => base.getList<T>({ ...p, meta: withLanguage(p.meta) })),
    getMany: <T extends BaseRecord = BaseRecord>(p: GetManyParams) => send(() => base.getMany<T>({ ...p, meta: withLanguage(p.meta) })),
    getOne: <T extends BaseRecord = BaseRecord>(p: GetOneParams) => send(() => base.getOne<T>({ ...p, meta: withLanguage(p.meta) })),
    create: <T extends BaseRecord = BaseRecord, V = object>(p: CreateParams<V>) =>
      send(() =>
        sendOnceMore(
          (key) => base.create<T, V>({ ...p, meta: withLanguage({ ...p.meta, headers: { [KEY]: key, ...(p.meta?.headers as object | undefined) } }) }),
          lostOnTheWay,
        ),
      ),
    update: <T extends BaseRecord = BaseRecord, V = object>(p: UpdateParams<V>) => send(() => base.update<T, V>({ ...p, meta: withLanguage(p.meta) })),
    deleteOne: <T extends BaseRecord = BaseRecord, V = object>(p: DeleteOneParams<V>) => send(() => base.deleteOne<T, V>({ ...p, meta: withLanguage(p.meta) })),
    custom: <T extends BaseRecord = BaseRecord, Q = unknown, P = unknown>(p: CustomParams<Q, P>) => {
      const headers = { 'Accept-Language': language(), ...viewAsHeaders(), ...p.headers };
      if (p.method === 'get' && !p.filters && !p.sorters) {
        const signal = (p.meta as { signal?: AbortSignal } | undefined)?.signal;
        return send(async () => {
          const query = p.query ? `?${stringify(p.query as Record<string, unknown>)}` : '';
          const answer = await axiosInstance.get<T>(`${p.url}${query}`, { headers, signal });
          return { data: answer.data, headers: answer.headers as Record<string, string> };
        });
      }
      if (p.method === 'get' || p.method === 'delete') return send(() => base.custom<T, Q, P>({ ...p, headers }));
      return send(() => sendOnceMore((key) => base.custom<T, Q, P>({ ...p, headers: { [KEY]: key, ...headers } }), lostOnTheWay));
    },
  };
}
