// The setup most API test files share, said once: called at a file's top level (or in a describe),
// apiTest registers the hooks that make the file's test app and sign the demo's people in before its
// tests, and close the app after them. What it answers is filled by then; a file's own beforeAll,
// registered after the call, runs after it and reads it.
//
//   const { app, as, ids } = apiTest({ as: ['admin', 'professional'], outsider: ['ClientFullAccess'] });
//   ...app.request(as.admin, { method: 'GET', url: '/api/clients' })... ids.mainCompanyId
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { demoCookies, fusionWork, tenants, type DemoRole } from './fixtures.ts';

export interface ApiTestOptions<R extends DemoRole> {
  /** The demo's people signed in, by role: their cookies in `as` (demoCookies). */
  as?: readonly R[];
  /** With these codes, `as.outsider`: the other tenant's holder of them, the caller of the cross-tenant cases. */
  outsider?: readonly string[];
  /** What the server is built with (createTestApp): routes or hooks of the file's own. */
  server?: Parameters<typeof createTestApp>[0];
}

export interface ApiTest<C extends string> {
  /** The file's test app (createTestApp): the same object before and after it is made, usable from the hooks on. */
  app: TestApp;
  /** Session cookies, by role (and `outsider`). */
  as: Record<C, string>;
  /** The demo tenant and its companies, and the other tenant's (tenants). */
  ids: Awaited<ReturnType<typeof tenants>>;
  /** What the settlement tests bill: the fusion agreement, its project and company, and who works on it (fusionWork). */
  fusion: Awaited<ReturnType<typeof fusionWork>>;
}

export function apiTest<R extends DemoRole = never>(options: ApiTestOptions<R> & { outsider: readonly string[] }): ApiTest<R | 'outsider'>;
export function apiTest<R extends DemoRole = never>(options?: ApiTestOptions<R>): ApiTest<R>;
export function apiTest(options: ApiTestOptions<DemoRole> = {}): ApiTest<string> {
  let made: TestApp | undefined;
  const current = (): TestApp => {
    if (!made) throw new Error('apiTest: the app is made in beforeAll; use it from a hook or a test');
    return made;
  };
  const app: TestApp = {
    get server() {
      return current().server;
    },
    get config() {
      return current().config;
    },
    get db() {
      return current().db;
    },
    get owner() {
      return current().owner;
    },
    get ownerUrl() {
      return current().ownerUrl;
    },
    cookieFor: (userId, opts) => current().cookieFor(userId, opts),
    request: (cookie, requestOptions) => current().request(cookie, requestOptions),
    close: () => current().close(),
  };
  const test: ApiTest<string> = { app, as: {}, ids: {} as ApiTest<string>['ids'], fusion: {} as ApiTest<string>['fusion'] };

  beforeAll(async () => {
    made = await createTestApp(options.server);
    Object.assign(test.ids, await tenants(made.owner));
    Object.assign(test.fusion, await fusionWork(made.owner));
    const roles = options.as ?? [];
    Object.assign(test.as, options.outsider ? await demoCookies(app, roles, options.outsider) : await demoCookies(app, roles));
  });
  afterAll(() => made?.close());
  return test;
}
