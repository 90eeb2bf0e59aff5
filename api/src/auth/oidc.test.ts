// The whole login over real HTTP between the API (openid-client) and the development provider
// (oidc-provider): PKCE, state and nonce checked, cookie flags, replay and tampering refused, logout.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseUrl, ownerKnex } from '../../../knex/index.ts';
import { DEMO_PASSWORD } from '../../../seeds/demo-users.ts';
import { loadConfig } from '../platform/config.ts';
import { createApiKnex } from '../platform/db/knex.ts';
import { createTestDatabase } from '../platform/testing/harness.ts';
import { createServer } from '../server.ts';
import { startDevProvider } from './dev-provider.ts';
import { oidcRoutes, safeReturnTo } from './oidc.ts';

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});

/** Cookies per host:port, as a browser keeps them. */
class Browser {
  jar = new Map<string, Map<string, string>>();
  setCookies: string[] = [];

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const u = new URL(url);
    const cookies = this.jar.get(u.host) ?? new Map<string, string>();
    const res = await fetch(url, {
      ...init, redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      this.setCookies.push(c);
      const [pair] = c.split(';');
      const [name, ...value] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(c) || /max-age=0/i.test(c)) cookies.delete(name.trim());
      else cookies.set(name.trim(), value.join('='));
    }
    this.jar.set(u.host, cookies);
    return res;
  }

  /** Follows redirects until one points at `stopAt` (returned, not followed) or a page answers. */
  async follow(url: string, stopAt: string, init?: RequestInit): Promise<{ url: string; res?: Response }> {
    let next = url;
    let res = await this.fetch(next, init);
    for (let i = 0; i < 10 && res.status >= 300 && res.status < 400; i += 1) {
      next = new URL(res.headers.get('location')!, next).href;
      if (next.startsWith(stopAt)) return { url: next };
      res = await this.fetch(next);
    }
    return { url: next, res };
  }
}

let server: Server;
let db: Knex;
let owner: Knex;
let api: string;
let stopProvider: () => Promise<void>;
let dropDb: () => Promise<void>;
const cookieName = 'lf_session';

beforeAll(async () => {
  const database = await createTestDatabase();
  dropDb = database.drop;
  const port = await freePort();
  api = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oidc-dev-'));
  const provider = await startDevProvider({
    port: 0, clientId: 'lawfirm-admin', clientSecret: 'test-secret', dataDir,
    redirectUris: [`${api}/api/auth/callback`], postLogoutRedirectUris: [`${api}/`],
  });
  stopProvider = provider.stop;
  const config = { ...loadConfig({}), port, publicUrl: api, databaseUrl: database.url };
  config.oidc = { ...config.oidc, issuer: provider.issuer, clientSecret: 'test-secret' };
  db = createApiKnex(appDatabaseUrl(database.url), 4);
  owner = ownerKnex(database.url);
  server = await createServer({ config, db, extraRoutes: oidcRoutes({ db: () => db, config }) });
  await server.start();
});

afterAll(async () => {
  await server?.stop();
  await db?.destroy();
  await owner?.destroy();
  await stopProvider?.();
  await dropDb?.();
});

/** Logs in through the provider's form and stops at the callback URL (not yet visited). */
async function untilCallback(browser: Browser, email: string, password = DEMO_PASSWORD, returnTo = '/grid-clients') {
  const { url: loginPage, res } = await browser.follow(`${api}/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`, `${api}/api/auth/callback`);
  expect(res!.status).toBe(200);
  const html = await res!.text();
  expect(html).toContain('Iniciar sesión');
  expect(html).toContain('Correo electrónico');
  const action = /action="([^"]+)"/.exec(html)![1];
  return browser.follow(new URL(action, loginPage).href, `${api}/api/auth/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

describe('OIDC login with PKCE through the development provider', () => {
  it('signs the administrator in: HttpOnly SameSite cookie, back to returnTo, /api/me answers', async () => {
    const browser = new Browser();
    const { url: callbackUrl } = await untilCallback(browser, 'admin@demo.test');
    const params = new URL(callbackUrl).searchParams;
    expect(params.get('code')).toBeTruthy();
    const res = await browser.fetch(callbackUrl);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/grid-clients');
    const cookie = browser.setCookies.find((c) => c.startsWith(`${cookieName}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await browser.fetch(`${api}/api/me`);
    expect(me.status).toBe(200);
    const body = await me.json() as { user: { email: string }; permissions: string[]; company: { name: string } };
    expect(body.user.email).toBe('admin@demo.test');
    expect(body.permissions).toContain('ClientFullAccess');
    expect(body.company.name).toBeTruthy();
  });

  it('shows the Spanish error on a wrong password and opens no session', async () => {
    const browser = new Browser();
    const { res } = await untilCallback(browser, 'admin@demo.test', 'incorrecta');
    expect(res!.status).toBe(401);
    expect(await res!.text()).toContain('Correo o contraseña incorrectos');
    expect((await browser.fetch(`${api}/api/me`)).status).toBe(401);
  });

  it('refuses a tampered state and a replayed callback', async () => {
    const browser = new Browser();
    const { url: callbackUrl } = await untilCallback(browser, 'lider@demo.test');
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', 'forged-state');
    const forged = await browser.fetch(tampered.href);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('LOGIN_FAILED');
    expect((await browser.fetch(`${api}/api/me`)).status).toBe(401);

    const first = await browser.fetch(callbackUrl);
    expect(first.status).toBe(302);
    const replay = await new Browser().fetch(callbackUrl);
    expect(replay.status).toBe(400);
    expect(replay.headers.getSetCookie().some((c) => c.startsWith(`${cookieName}=`))).toBe(false);
  });

  it('refuses a callback without a state', async () => {
    const res = await fetch(`${api}/api/auth/callback?code=abc`);
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a user the platform does not know', async () => {
    const browser = new Browser();
    const { url: callbackUrl } = await untilCallback(browser, 'nuevo@demo.test');
    const res = await browser.fetch(callbackUrl);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('USER_NOT_REGISTERED');
  });

  it('refuses an inactive user', async () => {
    await owner('users').where({ email: 'fidelizador@demo.test' }).update({ active: false });
    const browser = new Browser();
    const { url: callbackUrl } = await untilCallback(browser, 'fidelizador@demo.test');
    const res = await browser.fetch(callbackUrl);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('USER_INACTIVE');
    expect((await browser.fetch(`${api}/api/me`)).status).toBe(401);
  });

  it('lands on / when returnTo names another site', async () => {
    for (const returnTo of ['https://evil.example/x', '//evil.example', '/\\evil.example', '/\t/evil.example']) {
      const browser = new Browser();
      const { url: callbackUrl } = await untilCallback(browser, 'profesional@demo.test', DEMO_PASSWORD, returnTo);
      const res = await browser.fetch(callbackUrl);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    }
  });

  it('gives a new session token on every login', async () => {
    const browser = new Browser();
    await browser.fetch((await untilCallback(browser, 'admin@demo.test')).url);
    const first = browser.jar.get(new URL(api).host)!.get(cookieName);
    // The provider remembers the user: the second login goes straight back to the callback.
    const { url: again } = await browser.follow(`${api}/api/auth/login`, `${api}/api/auth/callback`);
    await browser.fetch(again);
    const second = browser.jar.get(new URL(api).host)!.get(cookieName);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('logs out here and at the provider, which returns to the site', async () => {
    const browser = new Browser();
    const { url: callbackUrl } = await untilCallback(browser, 'comercial@demo.test');
    await browser.fetch(callbackUrl);
    expect((await browser.fetch(`${api}/api/me`)).status).toBe(200);
    const out = await browser.fetch(`${api}/api/auth/logout`, { method: 'POST' });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => c.startsWith(`${cookieName}=;`))).toBe(true);
    const { redirectTo } = await out.json() as { redirectTo: string };
    const endSession = new URL(redirectTo);
    expect(endSession.pathname).toBe('/session/end');
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${api}/`);
    expect((await browser.fetch(`${api}/api/me`)).status).toBe(401);

    // The provider's page submits itself (a script adds logout=yes); do what the browser would.
    const page = await browser.fetch(redirectTo);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /action="([^"]+)"/.exec(html)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1];
    expect(html).toMatch(/name='logout'.*\.submit\(\)/s);
    const done = await browser.fetch(new URL(action, redirectTo).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${api}/`);
    // The provider forgot the user: the next login asks for the password again.
    const { res } = await browser.follow(`${api}/api/auth/login`, `${api}/api/auth/callback`);
    expect(res?.status).toBe(200);
    expect(await res!.text()).toContain('Contraseña');
  });

  it('answers 401 UNAUTHENTICATED without a cookie', async () => {
    const res = await fetch(`${api}/api/me`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
  });
});

describe('an identity provider that does not answer', () => {
  it('shows IDENTITY_PROVIDER_UNAVAILABLE instead of failing, and tries again on the next login', async () => {
    const deadPort = await freePort();
    const config = { ...loadConfig({}), publicUrl: api };
    let asked = 0;
    const getIssuer = () => { asked += 1; return `http://127.0.0.1:${deadPort}`; };
    const offline = await createServer({ config, db, extraRoutes: oidcRoutes({ db: () => db, config, getIssuer }) });
    for (const locale of ['es', 'en']) {
      const res = await offline.inject({ url: '/api/auth/login', headers: { 'accept-language': locale } });
      expect(res.statusCode).toBe(503);
      expect(res.payload).toContain('IDENTITY_PROVIDER_UNAVAILABLE');
      expect(res.payload).toContain(locale === 'es' ? 'no responde' : 'not answering');
    }
    expect(asked).toBe(2);
    await offline.stop();
  });
});

describe('returnTo', () => {
  it('keeps paths of this site and drops anything else', () => {
    expect(safeReturnTo('/grid-clients?q=ab')).toBe('/grid-clients?q=ab');
    expect(safeReturnTo('/a/../b#x')).toBe('/b#x');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'grid', '', undefined, 42, ['/a'], `/${'a'.repeat(600)}`]) {
      expect(safeReturnTo(bad)).toBe('/');
    }
  });
});
