// What a component test puts where the API would be: a session as GET /api/me serves it, a data
// provider answering from fixed rows (and its `custom` calls by address: fakeCustom), the API's
// error bodies as the admin maps them, and fetch for the few calls still sent by api-client.ts. Every fake is a vi.fn, so a test can
// read what the screen sent.
import type { BaseRecord, CustomParams, DataProvider } from '@refinedev/core';
import { expect, onTestFinished, vi } from 'vitest';
import { ERRORS } from '../../../api/src/contract/error-catalogue.ts';
import type { ResourceMeta } from '../../../api/src/contract/resource-meta.ts';
import type { PermissionCode } from '../../../policies/permissions.ts';
import { fromApiError, toHttpError, type ApiErrorBody, type AppHttpError } from '../providers/http-error.ts';
import { buildSession } from '../session/session-context.ts';
import type { Me, Session } from '../session/types.ts';

/** A record id the client-side checks accept as a reference (a UUID), distinct by `n`. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const COMPANY_ID = uuid(9001);
export const USER_ID = uuid(9002);

export interface SessionOptions {
  /** The permission codes of the user's one role in the active company. */
  permissions?: readonly PermissionCode[];
  /** A super administrator: every guard passes, and the fields only they may write are enabled. */
  superAdmin?: boolean;
  resources?: readonly ResourceMeta[];
  me?: Partial<Me>;
}

/** A signed-in session built by the app's own buildSession from policy lines shaped as policies/policy.ts writes them. */
export function testSession({ permissions = [], superAdmin = false, resources = [], me = {} }: SessionOptions = {}): Promise<Session> {
  const role = 'role:test';
  return buildSession(
    {
      user: { id: USER_ID, email: 'laura@demo.test', name: 'Laura', lastName: 'Restrepo', isSuperAdmin: superAdmin },
      tenant: { id: uuid(9003), name: 'Bufete Demo' },
      company: { id: COMPANY_ID, name: 'Bufete Demo S.A.S.', timeZone: 'America/Bogota' },
      companies: [{ id: COMPANY_ID, name: 'Bufete Demo S.A.S.' }],
      permissions: [...permissions],
      policy: { p: permissions.map((code) => [role, COMPANY_ID, code]), g: [[USER_ID, role, COMPANY_ID]], g2: superAdmin ? [[USER_ID, 'unrestricted']] : [] },
      next: null,
      ...me,
    },
    resources,
  );
}

/** The Spanish text of an error code, from the catalogue the API answers with (uninterpolated). */
const textOf = (code: string) => (ERRORS as Record<string, { es: string }>)[code]?.es ?? code;

/** An API error body as the API writes it: its status, code and catalogue text; `fields` name where. */
export function apiErrorBody(statusCode: number, code: string, extra: Partial<ApiErrorBody> = {}): ApiErrorBody {
  return { statusCode, code, message: textOf(code), ...extra };
}

/** One field's error of an API error body (`contacts[1].isMain`). */
export const fieldError = (field: string, code: string) => ({ field, code, message: textOf(code) });

/** The API's error as the data provider hands it to Refine (message, field errors, confirmable). */
export function apiError(statusCode: number, code: string, extra: Partial<ApiErrorBody> = {}): AppHttpError {
  return fromApiError(apiErrorBody(statusCode, code, extra), statusCode, 'es');
}

type Rows = Record<string, BaseRecord[]>;

/** The id the fake data provider gives a created record. */
export const CREATED_ID = uuid(9999);

/** A replacement for any method, typed loosely: a test answers with plain objects. */
type Overrides = { [method in keyof DataProvider]?: (params: never) => Promise<unknown> };

/**
 * A data provider over fixed rows by resource: lists answer every row (filters are the API's
 * business), a record is found by id, a save answers what was sent with an id. Replace any method
 * with `overrides` (a failure: `vi.fn().mockRejectedValue(apiError(409, 'CODE'))`).
 */

export function fakeDataProvider(rows: Rows = {}, overrides: Overrides = {}) {
  const of = (resource: string) => rows[resource] ?? [];
  const provider = {
    getApiUrl: () => '/api',
    getList: vi.fn(async ({ resource }: { resource: string }) => ({ data: of(resource), total: of(resource).length })),
    getMany: vi.fn(async ({ resource, ids }: { resource: string; ids: unknown[] }) => ({
      data: of(resource).filter((r) => ids.map(String).includes(String(r.id))),
    })),
    getOne: vi.fn(async ({ resource, id }: { resource: string; id: unknown }) => {
      const found = of(resource).find((r) => String(r.id) === String(id));
      if (!found) throw apiError(404, 'NOT_FOUND');
      return { data: found };
    }),
    create: vi.fn(async ({ variables }: { variables: object }) => ({ data: { id: CREATED_ID, ...variables } })),
    update: vi.fn(async ({ id, variables }: { id: unknown; variables: object }) => ({ data: { id, ...variables } })),
    deleteOne: vi.fn(async ({ id }: { id: unknown }) => ({ data: { id } })),
    custom: vi.fn(async (_params: CustomParams): Promise<{ data: unknown }> => ({ data: {} })),
  };
  // An override is a vi.fn too (a test reads its calls as it reads the others').
  return Object.assign(provider, overrides) as typeof provider & DataProvider;
}

export type FakeDataProvider = ReturnType<typeof fakeDataProvider>;

/**
 * A list call of `resource` narrowed to the rows whose `field` is `value`, with `pagination` (the
 * paged tables' first page of 20 unless said), as `expect(data.getList).toHaveBeenCalledWith` takes it.
 */
export const listCall = (resource: string, field: string, value: string, pagination: object = { currentPage: 1, pageSize: 20 }) =>
  expect.objectContaining({ resource, filters: [{ field, operator: 'eq', value }], pagination: expect.objectContaining(pagination) });

type Answer = unknown | ((request: { body: unknown; headers: Headers }) => unknown);

/** What every signed-in screen may send besides its own calls: the session's activity ping. */
const ALWAYS_ANSWERED: Record<string, Answer> = { 'POST /api/sessions/current/activity': {} };

/**
 * fetch for api-client.ts: answers by `METHOD /path` (query left out) with a JSON body, or a
 * `Response` for another status. A call nobody answers fails the test by name.
 */
export function stubFetch(own: Record<string, Answer>) {
  const answers = { ...ALWAYS_ANSWERED, ...own };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://admin.test');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    if (!(key in answers)) throw new Error(`Unexpected call in a component test: ${key}`);
    const answer = answers[key];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const value =
      typeof answer === 'function' ? (answer as (r: { body: unknown; headers: Headers }) => unknown)({ body, headers: new Headers(init.headers) }) : answer;
    return value instanceof Response ? value : Response.json(value);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

type CustomAnswer = unknown | ((request: { body: unknown; headers: Headers; query: unknown }) => unknown);

/**
 * The data provider's `custom` (useApiRead, useApiCommand): answers by `METHOD /path` (query left
 * out), a function answer given the payload, headers and query; an `answer(status, body)` fails the
 * call as the data provider would. A call nobody answers fails the test by name.
 */
export function fakeCustom(own: Record<string, CustomAnswer>) {
  return vi.fn(async ({ url, method, payload, headers, query }: CustomParams): Promise<{ data: unknown }> => {
    const key = `${method.toUpperCase()} ${new URL(url, 'http://admin.test').pathname}`;
    if (!(key in own)) throw new Error(`Unexpected call in a component test: ${key}`);
    const given = own[key];
    const value =
      typeof given === 'function'
        ? (given as (r: { body: unknown; headers: Headers; query: unknown }) => unknown)({
            body: payload,
            headers: new Headers(headers as Record<string, string>),
            query,
          })
        : given;
    if (value instanceof Response) throw toHttpError({ response: { status: value.status, data: await value.json() } }, 'es', 'network');
    return { data: value };
  });
}

/** What a screen sent through `custom` other than reads, as its method, `path`, body and the question's answer (X-Confirm). */
export const commandsOf = (custom: ReturnType<typeof fakeCustom>) =>
  custom.mock.calls
    .filter(([p]) => p.method !== 'get')
    .map(([p]) => ({
      method: p.method,
      path: new URL(p.url, 'http://admin.test').pathname,
      body: p.payload,
      confirmed: (p.headers as Record<string, string> | undefined)?.['X-Confirm'],
    }));

/** A JSON answer with a status (an API failure: 401, 409...). */
export const answer = (status: number, body: unknown) => Response.json(body, { status });

/**
 * The browser's address for code that reads or leaves it (the login redirect, a logout): jsdom
 * cannot navigate, so `assign` and `replace` only record where the page would go. Restored after the test.
 */
export function stubLocation(path: string) {
  const real = Object.getOwnPropertyDescriptor(window, 'location')!;
  const url = new URL(path, window.location.origin);
  const location = {
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    host: url.host,
    hostname: url.hostname,
    port: url.port,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    assign: vi.fn(),
    replace: vi.fn(),
    reload: vi.fn(),
    toString: () => url.href,
  };
  Object.defineProperty(window, 'location', { configurable: true, get: () => location });
  onTestFinished(() => {
    Object.defineProperty(window, 'location', real);
  });
  return location;
}
