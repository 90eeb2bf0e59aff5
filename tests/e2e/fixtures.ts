// The journeys' `test`: every journey fails on any console error, uncaught page error or failed
// /api call in any of its pages, unless the journey declares that call's failure as expected
// (`failures.allow(409, /\/api\/roles\//)`: a confirmable warning, a session ended on purpose).
import { test as base, expect, type BrowserContext, type Response } from '@playwright/test';
import { E2E_PORT } from './database.ts';
import { startPlatform, type Platform } from './platform.ts';

export { expect };

interface Allowed {
  status: number;
  path: RegExp;
}

export interface Failures {
  /** Declares that calls to `path` answering `status` are part of the journey. */
  allow(status: number, path: RegExp): void;
}

/** Collects what went wrong in a browser context (the test's, and any it opens). */
function watch(context: BrowserContext, allowed: Allowed[], problems: string[]) {
  const isAllowed = (status: number, url: string) => {
    const path = new URL(url).pathname;
    // Without a session the admin learns it from /api/me's 401, and then goes to the login.
    if (status === 401 && path === '/api/me') return true;
    return allowed.some((a) => a.status === status && a.path.test(path));
  };
  context.on('response', (response: Response) => {
    const url = response.url();
    if (!new URL(url).pathname.startsWith('/api/') || response.status() < 400) return;
    if (!isAllowed(response.status(), url)) problems.push(`${response.request().method()} ${url} answered ${response.status()}`);
  });
  context.on('requestfailed', (request) => {
    const url = request.url();
    // A navigation abandons the calls of the page it leaves: not a failure of the API.
    if (!new URL(url).pathname.startsWith('/api/') || request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`${request.method()} ${url} failed: ${request.failure()?.errorText}`);
  });
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser logs every failed response; those are judged (and allowed) above.
    const status = /status of (\d{3})/.exec(message.text())?.[1];
    if (status && message.location().url && new URL(message.location().url).pathname.startsWith('/api/')) return;
    problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
}

export const test = base.extend<{ allowed: Allowed[]; failures: Failures; watchFailures: void }, { platform: Platform }>({
  // The worker's own server and database, started with the worker (platform.ts).
  platform: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const platform = await startPlatform(E2E_PORT);
      await use(platform);
      await platform.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ platform }, use) => {
    await use(platform.baseURL);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  allowed: async ({}, use) => {
    await use([]);
  },
  failures: async ({ allowed }, use) => {
    await use({
      allow: (status, path) => {
        allowed.push({ status, path });
      },
    });
  },
  watchFailures: [
    async ({ context, browser, allowed }, use) => {
      const problems: string[] = [];
      watch(context, allowed, problems);
      // Contexts the journey opens itself (a second browser) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        watch(opened, allowed, problems);
        return opened;
      };
      await use();
      browser.newContext = newContext;
      expect(problems, 'console errors and failed API calls').toEqual([]);
    },
    { auto: true },
  ],
});
