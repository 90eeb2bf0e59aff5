// The whole login over real HTTP between the API (openid-client) and the development provider
// (oidc-provider): PKCE, state and nonce checked, cookie flags, replay and tampering refused, logout.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { Knex } from 'knex';
import * as oidc from 'openid-client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appDatabaseUrl, ownerKnex } from '../../../knex/index.ts';
import { DEMO } from '../../../seeds/demo.ts';
import { DEMO_PASSWORD } from '../../../seeds/demo-users.ts';
import { loadConfig } from '../platform/config.ts';
import { createApiKnex } from '../platform/db/knex.ts';
import { createTestDatabase } from '../platform/testing/harness.ts';
import { createServer } from '../server.ts';
import { CLI_CLIENT_ID, startDevProvider } from './dev-provider.ts';
import { loginOutcome, oidcRoutes, safeReturnTo } from './oidc.ts';
import { LIMITS, loginThrottle, rateKey } from './rate-limit.ts';
import { createRegistrationSession, hashToken } from './sessions.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
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
      ...init,
      redirect: 'manual',
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
let issuer: string;
let stopProvider: () => Promise<void>;
let dropDb: () => Promise<void>;
const cookieName = 'lf_session';

beforeAll(async () => {
  const database = await createTestDatabase();
  dropDb = database.drop;
  const port = await freePort();
  api = `http://localhost:${port}`;
  db = createApiKnex(appDatabaseUrl(database.url), 4);
  owner = ownerKnex(database.url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oidc-dev-'));
  const provider = await startDevProvider({
    port: 0,
    clientId: 'lawfirm-admin',
    clientSecret: 'test-secret',
    dataDir,
    redirectUris: [`${api}/api/auth/callback`],
    postLogoutRedirectUris: [`${api}/`],
    apiResource: `${api}/api`,
    throttle: loginThrottle(db),
  });
  stopProvider = provider.stop;
  issuer = provider.issuer;
  const config = { ...loadConfig({}), port, publicUrl: api, databaseUrl: database.url, logLevel: 'silent' };
  config.oidc = { ...config.oidc, issuer: provider.issuer, clientSecret: 'test-secret' };
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
    expect(cookie).not.toMatch(/Secure/i); // plain http on this machine; Secure anywhere else
    // The admin's mark that a login just completed (a session missing then is an error, otherwise not).
    expect(browser.setCookies.find((c) => c.startsWith('lf_signed_in=1'))).toMatch(/Max-Age=60/);
    const me = await browser.fetch(`${api}/api/me`);
    expect(me.status).toBe(200);
    const body = (await me.json()) as { user: { email: string }; permissions: string[]; company: { name: string } };
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

  it('opens a registration session for a verified email the platform does not know, and registers it', async () => {
    const browser = new Browser();
    const { url: callbackUrl } = await untilCallback(browser, 'nuevo@demo.test');
    const res = await browser.fetch(callbackUrl);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/register');
    const first = browser.jar.get(new URL(api).host)!.get(cookieName);
    expect(first).toBeTruthy();

    const prefill = await browser.fetch(`${api}/api/register`);
    expect(await prefill.json()).toMatchObject({ email: 'nuevo@demo.test', name: 'Tomás', lastName: 'Herrera' });
    const me = await browser.fetch(`${api}/api/me`);
    expect(me.status).toBe(403);
    expect(((await me.json()) as { code: string }).code).toBe('REGISTRATION_REQUIRED');

    const done = await browser.fetch(`${api}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api },
      body: JSON.stringify({ name: 'Tomás', lastName: 'Herrera' }),
    });
    expect(done.status).toBe(201);
    expect(browser.jar.get(new URL(api).host)!.get(cookieName)).not.toBe(first);
    const after = (await (await browser.fetch(`${api}/api/me`)).json()) as { user: { email: string }; company: { name: string }; next: string | null };
    expect(after).toMatchObject({ user: { email: 'nuevo@demo.test' }, company: { name: 'Tomás Herrera' }, next: null });
  });

  it('logs a registration session out (the person gave up registering)', async () => {
    const { token } = await createRegistrationSession(db, { email: 'abandona@firma.example', name: 'Ana' });
    const cookie = `${cookieName}=${token}`;
    const out = await server.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await server.inject({ url: '/api/register', headers: { cookie } })).statusCode).toBe(401);
    expect(
      await owner('auth_sessions')
        .where({ token_hash: hashToken(token) })
        .first(),
    ).toMatchObject({ end_reason: 'logout' });
  });

  it('decides each sign-in: a known user, a user to register, an unverified email refused', () => {
    expect(loginOutcome({ active: true, hasTenant: true }, { emailVerified: false })).toEqual({ open: 'user', landing: 'returnTo' });
    expect(loginOutcome({ active: true, hasTenant: false }, { emailVerified: true })).toEqual({ open: 'user', landing: 'register' });
    expect(loginOutcome({ active: false, hasTenant: true }, { emailVerified: true })).toEqual({ refuse: 'USER_INACTIVE' });
    expect(loginOutcome(undefined, { emailVerified: true })).toEqual({ open: 'registration', landing: 'register' });
    expect(loginOutcome(undefined, { emailVerified: false })).toEqual({ refuse: 'EMAIL_NOT_VERIFIED' });
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
    // The last two reached http://evil.example: normalised into '//evil.example/…' after the check.
    for (const returnTo of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/..//evil.example/phish',
      '/.\\/evil.example',
    ]) {
      const browser = new Browser();
      const { url: callbackUrl } = await untilCallback(browser, 'profesional@demo.test', DEMO_PASSWORD, returnTo);
      const res = await browser.fetch(callbackUrl);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    }
  });

  it('gives a new session token on every login and ends the one it replaces', async () => {
    const browser = new Browser();
    // A token planted before login (session fixation) is never adopted.
    browser.jar.set(new URL(api).host, new Map([[cookieName, 'planted-by-someone']]));
    await browser.fetch((await untilCallback(browser, 'admin@demo.test')).url);
    const first = browser.jar.get(new URL(api).host)!.get(cookieName)!;
    expect(first).not.toBe('planted-by-someone');
    // The provider remembers the user: the second login goes straight back to the callback.
    const { url: again } = await browser.follow(`${api}/api/auth/login`, `${api}/api/auth/callback`);
    await browser.fetch(again);
    const second = browser.jar.get(new URL(api).host)!.get(cookieName);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(
      await owner('auth_sessions')
        .where({ token_hash: hashToken(first) })
        .first(),
    ).toMatchObject({ end_reason: 'relogin' });
    const old = await fetch(`${api}/api/me`, { headers: { cookie: `${cookieName}=${first}` } });
    expect(old.status).toBe(401);
  });

  it('never writes a session token to the logs', async () => {
    const lines: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      }),
    );
    try {
      const browser = new Browser();
      await browser.fetch((await untilCallback(browser, 'lider@demo.test')).url);
      const token = browser.jar.get(new URL(api).host)!.get(cookieName)!;
      await browser.fetch(`${api}/api/me`);
      await browser.fetch(`${api}/api/nothing-here`);
      await browser.fetch(`${api}/api/auth/callback?state=forged&code=x`);
      await browser.fetch(`${api}/api/auth/logout`, { method: 'POST' });
      await browser.fetch(`${api}/api/me`);
      expect(token).toBeTruthy();
      expect(lines.join('\n')).not.toContain(token);
      expect(lines.join('\n')).not.toContain(hashToken(token));
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('logs out here and at the provider, which returns to the site', async () => {
    const browser = new Browser();
    const { url: callbackUrl } = await untilCallback(browser, 'comercial@demo.test');
    await browser.fetch(callbackUrl);
    expect((await browser.fetch(`${api}/api/me`)).status).toBe(200);
    const open = await owner('auth_sessions')
      .where({ token_hash: hashToken(browser.jar.get(new URL(api).host)!.get(cookieName)!) })
      .first('id', 'id_token');
    expect(open.id_token).toBeTruthy();
    const out = await browser.fetch(`${api}/api/auth/logout`, { method: 'POST' });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => c.startsWith(`${cookieName}=;`))).toBe(true);
    const { redirectTo } = (await out.json()) as { redirectTo: string };
    const endSession = new URL(redirectTo);
    expect(endSession.pathname).toBe('/session/end');
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    // The ID token was kept for this hint only: the ended session no longer holds it.
    expect(await owner('auth_sessions').where({ id: open.id }).first('id_token', 'end_reason')).toEqual({ id_token: null, end_reason: 'logout' });
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

  it("asks for the password again with prompt=login, where the provider's own session would sign in silently", async () => {
    const browser = new Browser();
    await browser.fetch((await untilCallback(browser, 'profesional@demo.test')).url);
    // The provider remembers the person: a plain login goes straight back to the callback.
    const silent = await browser.follow(`${api}/api/auth/login`, `${api}/api/auth/callback`);
    expect(silent.res).toBeUndefined();
    const again = await browser.follow(`${api}/api/auth/login?prompt=login`, `${api}/api/auth/callback`);
    expect(again.res?.status).toBe(200);
    expect(await again.res!.text()).toContain('Contraseña');
  });

  it('answers 401 UNAUTHENTICATED without a cookie', async () => {
    const res = await fetch(`${api}/api/me`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
  });
});

/** The provider's login form for a login started at `start`; answers the form's absolute action. */
async function loginForm(browser: Browser, start: string, stopAt: string): Promise<string> {
  const { url: page, res } = await browser.follow(start, stopAt);
  const html = await res!.text();
  return new URL(/action="([^"]+)"/.exec(html)![1], page).href;
}

const postForm = (browser: Browser, action: string, stopAt: string, email: string, password: string) =>
  browser.follow(action, stopAt, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });

describe('login attempts are limited', () => {
  it('refuses an account after five wrong passwords, even with the right one, and leaves other accounts alone', async () => {
    const browser = new Browser();
    const stopAt = `${api}/api/auth/callback`;
    const action = await loginForm(browser, `${api}/api/auth/login`, stopAt);
    for (let i = 0; i < LIMITS.loginFailedPerEmail.max; i += 1) {
      const { res } = await postForm(browser, action, stopAt, 'comercial@demo.test', 'incorrecta');
      expect(res!.status).toBe(401);
    }
    const { res } = await postForm(browser, action, stopAt, 'comercial@demo.test', DEMO_PASSWORD);
    expect(res!.status).toBe(429);
    expect(await res!.text()).toContain('Demasiados intentos de inicio de sesión. Espera 15 minutos e intenta nuevamente');

    const other = new Browser();
    const { url } = await untilCallback(other, 'profesional@demo.test');
    expect((await other.fetch(url)).status).toBe(302);
    await owner('auth_rate_events').where({ kind: 'login-failed-email' }).delete();
  });

  it('refuses a parallel burst of wrong passwords past the limit, exactly as a sequential one', async () => {
    const browser = new Browser();
    const stopAt = `${api}/api/auth/callback`;
    const action = await loginForm(browser, `${api}/api/auth/login`, stopAt);
    const burst = await Promise.all(Array.from({ length: 60 }, () => postForm(browser, action, stopAt, 'rapido@demo.test', 'incorrecta')));
    const statuses = burst.map(({ res }) => res!.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.loginFailedPerEmail.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - LIMITS.loginFailedPerEmail.max);
    expect(
      await owner('auth_rate_events')
        .where({ kind: 'login-failed-email', key_hash: rateKey('rapido@demo.test') })
        .count({ n: '*' })
        .first(),
    ).toEqual({ n: String(LIMITS.loginFailedPerEmail.max) });
    await owner('auth_rate_events').whereIn('kind', ['login-failed-email', 'login-failed-ip']).delete();
  });

  it('refuses every account from an address with too many failures', async () => {
    await owner('auth_rate_events').insert(
      Array.from({ length: LIMITS.loginFailedPerIp.max }, () => ({ kind: 'login-failed-ip', key_hash: rateKey('127.0.0.1') })),
    );
    try {
      const browser = new Browser();
      const stopAt = `${api}/api/auth/callback`;
      const action = await loginForm(browser, `${api}/api/auth/login`, stopAt);
      const { res } = await postForm(browser, action, stopAt, 'admin@demo.test', DEMO_PASSWORD);
      expect(res!.status).toBe(429);
    } finally {
      await owner('auth_rate_events').where({ kind: 'login-failed-ip' }).delete();
    }
  });

  it('clears the failures of an account once its right password is given', async () => {
    const browser = new Browser();
    const stopAt = `${api}/api/auth/callback`;
    const action = await loginForm(browser, `${api}/api/auth/login`, stopAt);
    await postForm(browser, action, stopAt, 'lider@demo.test', 'incorrecta');
    expect(
      await owner('auth_rate_events')
        .where({ kind: 'login-failed-email', key_hash: rateKey('lider@demo.test') })
        .count({ n: '*' })
        .first(),
    ).toEqual({ n: '1' });
    const { url } = await postForm(browser, action, stopAt, 'lider@demo.test', DEMO_PASSWORD);
    expect(url.startsWith(stopAt)).toBe(true);
    expect(
      await owner('auth_rate_events')
        .where({ kind: 'login-failed-email', key_hash: rateKey('lider@demo.test') })
        .count({ n: '*' })
        .first(),
    ).toEqual({ n: '0' });
    await owner('auth_rate_events').where({ kind: 'login-failed-ip' }).delete();
  });

  it('refuses to start logins from an address that started too many (LOGIN_RATE_LIMITED), in the database', async () => {
    const remoteAddress = '203.0.113.7';
    await owner('auth_rate_events').insert(
      Array.from({ length: LIMITS.loginStartPerIp.max - 1 }, () => ({ kind: 'login-start-ip', key_hash: rateKey(remoteAddress) })),
    );
    expect((await server.inject({ url: '/api/auth/login', remoteAddress })).statusCode).toBe(302);
    const refused = await server.inject({ url: '/api/auth/login', remoteAddress, headers: { 'accept-language': 'es' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.payload).toContain('LOGIN_RATE_LIMITED');
    expect(refused.payload).toContain('Demasiados intentos de inicio de sesión');
    expect((await server.inject({ url: '/api/auth/login', remoteAddress: '203.0.113.8' })).statusCode).toBe(302);
  });

  it('takes the number of logins an address may start from LOGIN_STARTS_PER_IP (60 by default)', () => {
    expect(loadConfig({}).loginStartsPerIp).toBe(LIMITS.loginStartPerIp.max);
    expect(loadConfig({ LOGIN_STARTS_PER_IP: '500' }).loginStartsPerIp).toBe(500);
    expect(loadConfig({ LOGIN_STARTS_PER_IP: 'muchos' }).loginStartsPerIp).toBe(60);
  });
});

/** An API client (the public `lawfirm-cli`) signs a user in with PKCE and asks for a token for the API. */
async function cliTokens(email: string, resource: string | null = `${api}/api`) {
  const config = await oidc.discovery(new URL(issuer), CLI_CLIENT_ID, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
  const redirectUri = 'http://127.0.0.1:53682/callback';
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email api',
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...(resource ? { resource } : {}),
  });
  const browser = new Browser();
  const action = await loginForm(browser, url.href, redirectUri);
  const { url: callback } = await postForm(browser, action, redirectUri, email, DEMO_PASSWORD);
  expect(callback.startsWith(redirectUri)).toBe(true);
  return oidc.authorizationCodeGrant(config, new URL(callback), { pkceCodeVerifier: verifier, expectedState: state }, resource ? { resource } : undefined);
}

const bearer = (token: string, pathname: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  fetch(`${api}${pathname}`, { ...init, headers: { authorization: `Bearer ${token}`, ...headers } });

describe('bearer access tokens for API clients', () => {
  let adminToken: string;
  let adminIdToken: string;

  beforeAll(async () => {
    const tokens = await cliTokens('admin@demo.test');
    adminToken = tokens.access_token;
    adminIdToken = tokens.id_token!;
  });

  it('are JWTs for the API audience, carrying the email', () => {
    const [header, payload] = adminToken
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.typ).toBe('at+jwt');
    expect(payload).toMatchObject({ iss: issuer, aud: `${api}/api`, email: 'admin@demo.test' });
  });

  it('open the API with the same permission checks as a browser session, and no session row', async () => {
    const before = await owner('auth_sessions').count({ n: '*' }).first();
    const me = await bearer(adminToken, '/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: 'admin@demo.test' }, company: { id: DEMO.mainCompanyId }, session: { id: null, via: 'bearer' } });
    const clients = await bearer(adminToken, '/api/clients');
    expect(clients.status).toBe(200);
    expect(((await clients.json()) as { name: string }[]).map((c) => c.name)).toContain('Inversiones Los Andes S.A.S.');

    const professional = (await cliTokens('profesional@demo.test')).access_token;
    const forbidden = await bearer(professional, '/api/roles');
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { code: string }).code).toBe('FORBIDDEN');
    expect(await owner('auth_sessions').count({ n: '*' }).first()).toEqual(before);
  });

  it('work in another company of the user named by X-Company-Id, never in a company of another tenant', async () => {
    const second = await bearer(adminToken, '/api/clients', { 'x-company-id': DEMO.secondCompanyId });
    expect(((await second.json()) as { name: string }[]).map((c) => c.name)).toEqual(['Agroindustrias del Llano S.A.S.']);
    for (const company of [DEMO.otherCompanyId, 'not-an-id']) {
      const foreign = await bearer(adminToken, '/api/clients', { 'x-company-id': company });
      expect(foreign.status).toBe(403);
      expect(((await foreign.json()) as { code: string }).code).toBe('COMPANY_NOT_AVAILABLE');
    }
  });

  it('are refused with INVALID_TOKEN when tampered, meant for another audience, opaque, or signed by another key', async () => {
    const [h, p, sig] = adminToken.split('.');
    const tamperedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), email: 'superadmin@demo.test' })).toString(
      'base64url',
    );
    const opaque = (await cliTokens('admin@demo.test', null)).access_token; // no resource: an opaque token, not for us
    expect(opaque).not.toContain('.');
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const forged = await new SignJWT({ email: 'admin@demo.test' })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: (await exportJWK(publicKey)).kid ?? 'forged' })
      .setIssuer(issuer)
      .setAudience(`${api}/api`)
      .setSubject('x')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const cases = {
      tampered: `${h}.${tamperedPayload}.${sig}`,
      badSignature: `${h}.${p}.${sig.slice(0, -4)}AAAA`,
      idToken: adminIdToken,
      opaque,
      forged,
      garbage: 'garbage',
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await bearer(token, '/api/me');
      expect(res.status, name).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('INVALID_TOKEN');
    }
  });

  it("are not browser sessions: the session list, company switch and logout want the browser's cookie", async () => {
    for (const [method, pathname] of [
      ['GET', '/api/sessions/others'],
      ['POST', '/api/me/company'],
      ['POST', '/api/auth/logout'],
    ]) {
      const res = await bearer(adminToken, pathname, { 'content-type': 'application/json' }, { method, ...(method === 'POST' ? { body: '{}' } : {}) });
      expect(res.status, pathname).toBe(401);
    }
  });
});

describe('an identity provider that does not answer', () => {
  it('shows IDENTITY_PROVIDER_UNAVAILABLE instead of failing, and tries again on the next login', async () => {
    const deadPort = await freePort();
    const config = { ...loadConfig({}), publicUrl: api, logLevel: 'silent' };
    let asked = 0;
    const getIssuer = () => {
      asked += 1;
      return `http://127.0.0.1:${deadPort}`;
    };
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
  const publicUrl = 'https://app.example';
  it('answers / for a path that normalises to another origin (open redirect of issue 10)', () => {
    for (const bad of [
      '/..//evil.example/phish',
      '/.\\/evil.example',
      '/./..//evil.example',
      '/a/../..//evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/..%2F%2Fevil.example',
    ]) {
      expect(safeReturnTo(bad, publicUrl)).toBe('/');
    }
  });

  it('never returns a value that a browser reads as another origin (property)', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2F',
      '%2f',
      '%5C',
      '%2e',
      '@',
      ':',
      '?',
      '#',
      '\t',
      '\n',
      'evil.example',
      'https:',
      'a',
      'grid-clients',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(piece, { maxLength: 8 }).map((p) => p.join('')),
        ),
        (value) => {
          const result = safeReturnTo(value, publicUrl);
          expect(result.startsWith('/')).toBe(true);
          // Relative to any page of ours, and once more decoded, it still names this site.
          for (const base of [publicUrl, `${publicUrl}/a/b/`]) expect(new URL(result, base).origin).toBe(publicUrl);
          // Each %XX as its byte (decodeURIComponent throws on bytes that are no UTF-8, such as %A0).
          const decoded = result.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          expect(/^\/[/\\]/.test(decoded)).toBe(false);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('keeps paths of this site and drops anything else', () => {
    expect(safeReturnTo('/grid-clients?q=ab')).toBe('/grid-clients?q=ab');
    expect(safeReturnTo('/a/../b#x')).toBe('/b#x');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'grid',
      '',
      undefined,
      42,
      ['/a'],
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeReturnTo(bad)).toBe('/');
    }
  });
});
