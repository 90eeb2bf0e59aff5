// The development OpenID Connect provider (oidc-provider, in-process, its own port) used by
// `npm start` and the tests when no OIDC_ISSUER is configured. It knows the demo users, shows a
// Spanish login page of ours and grants consent by itself to our single first-party client.
// Its own sessions and grants live in oidc-provider's in-memory adapter (it warns about that):
// losing them on restart only means signing in again; the platform's sessions are database rows.
// Wrong passwords are counted in the database (per account and per address) and too many refuse
// the login for 15 minutes. For API clients it issues JWT access tokens for the API's resource
// indicator (RFC 8707), to a public native client (`lawfirm-cli`, PKCE, loopback redirect).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { DEMO_USERS, type DemoUser } from '../../../seeds/demo-users.ts';
import { messageFor } from '../platform/errors/app-error.ts';
import type { LoginThrottle } from './rate-limit.ts';

/** The public client of API tools (a CLI, a script): PKCE, any loopback port (RFC 8252). */
export const CLI_CLIENT_ID = 'lawfirm-cli';
export const CLI_REDIRECT_URI = 'http://127.0.0.1/callback';

export interface DevProviderOptions {
  /** 0 picks a free port; the returned issuer carries the real one. */
  port: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Signing keys (oidc-jwks.json) and cookie keys (oidc-cookie-keys.json) are kept here across restarts. */
  dataDir: string;
  users?: readonly DemoUser[];
  /** The API's resource indicator: access tokens requested for it are JWTs with the user's email. */
  apiResource?: string;
  /** Counts wrong passwords and refuses too many (see rate-limit.ts); absent, nothing is limited. */
  throttle?: LoginThrottle;
}

export interface DevProvider {
  issuer: string;
  stop: () => Promise<void>;
}

/** Reads a JSON file of the data folder, or creates it once with `make` (owner-only permissions). */
async function keptJson<T>(dataDir: string, name: string, make: () => Promise<T>): Promise<T> {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  const value = await make();
  fs.mkdirSync(dataDir, { recursive: true });
  // Written aside and renamed: a second server starting at the same moment never reads half a file.
  const aside = `${file}.${process.pid}`;
  fs.writeFileSync(aside, JSON.stringify(value), { mode: 0o600 });
  fs.renameSync(aside, file);
  return value;
}

/** One RS256 signing key: ID tokens signed before a restart still verify after it. */
const loadJwks = (dataDir: string) =>
  keptJson(dataDir, 'oidc-jwks.json', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    return { keys: [{ ...(await exportJWK(privateKey)), kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' }] };
  });

const loadCookieKeys = (dataDir: string) => keptJson(dataDir, 'oidc-cookie-keys.json', async () => [crypto.randomBytes(32).toString('base64url')]);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f0f2f5;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0}
main{background:#fff;padding:2rem 2.5rem;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);width:22rem}
h1{font-size:1.4rem;margin:0 0 .25rem} p.hint{color:#666;font-size:.85rem;margin:0 0 1.25rem}
label{display:block;font-size:.9rem;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.55rem;border:1px solid #d9d9d9;border-radius:6px;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.6rem;border:0;border-radius:6px;background:#1f3a5f;color:#fff;font-size:1rem;cursor:pointer}
.error{background:#fff2f0;border:1px solid #ffccc7;color:#a8071a;padding:.5rem .75rem;border-radius:6px;font-size:.9rem}`;

/** A whole page; `title` and `body` are trusted markup (callers escape what they interpolate). */
const page = (title: string, body: string, head = '') => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><link rel="icon" href="data:,"><style>${STYLE}</style>${head}</head>
<body><main>${body}</main></body></html>`;

function loginPage(uid: string, email = '', error = ''): string {
  return page(
    'Iniciar sesión',
    `
  <h1>Iniciar sesión</h1>
  <p class="hint">Proveedor de identidad de desarrollo</p>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="/interaction/${escapeHtml(uid)}/login">
    <label for="email">Correo electrónico</label>
    <input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}">
    <label for="password">Contraseña</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Ingresar</button>
  </form>`,
  );
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) break; // a login form is tiny; refuse to buffer more
  }
  return new URLSearchParams(body);
}

function sendHtml(res: http.ServerResponse, body: string, status = 200): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(body);
}

/** Compares through fixed-length digests, so the time taken says nothing about the password. */
const samePassword = (given: string, expected: string) =>
  crypto.timingSafeEqual(crypto.createHash('sha256').update(given).digest(), crypto.createHash('sha256').update(expected).digest());

/** JWT access tokens (RFC 9068) for the API's resource indicator; any other indicator is refused. */
function resourceIndicators(apiResource: string | undefined): NonNullable<Configuration['features']>['resourceIndicators'] {
  return {
    enabled: Boolean(apiResource),
    defaultResource: async (_ctx, _client, oneOf) => oneOf,
    useGrantedResource: async () => true,
    getResourceServerInfo: async (_ctx, indicator) => {
      if (indicator !== apiResource) throw new errors.InvalidTarget();
      return { scope: 'api', audience: apiResource, accessTokenFormat: 'jwt', accessTokenTTL: 3600, jwt: { sign: { alg: 'RS256' } } };
    },
  };
}

function providerConfiguration(opts: DevProviderOptions, users: readonly DemoUser[], jwks: Configuration['jwks'], cookieKeys: string[]): Configuration {
  const byId = new Map(users.map((u) => [u.id, u]));
  return {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        post_logout_redirect_uris: opts.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      ...(opts.apiResource
        ? [
            {
              client_id: CLI_CLIENT_ID,
              application_type: 'native' as const,
              redirect_uris: [CLI_REDIRECT_URI],
              grant_types: ['authorization_code'],
              response_types: ['code' as const],
              token_endpoint_auth_method: 'none' as const,
            },
          ]
        : []),
    ],
    pkce: { required: () => true },
    jwks,
    cookies: { keys: cookieKeys },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The ID token carries email and name too (not only sub), so the API needs no userinfo call
    // with this provider. The API still falls back to userinfo for issuers that conform strictly.
    conformIdTokenClaims: false,
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const user = byId.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: user.email,
          email_verified: true,
          name: `${user.name} ${user.lastName}`,
          given_name: user.name,
          family_name: user.lastName,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Ours: the default page loads web fonts from the Internet and speaks English.
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Error',
        `<h1>No fue posible continuar</h1>
  <p class="error" role="alert">${escapeHtml(out.error)}${out.error_description ? `: ${escapeHtml(out.error_description)}` : ''}</p>
  <p class="hint">Vuelve a la aplicación e inicia sesión de nuevo.</p>`,
      );
    },
    // The API maps a bearer token to its user by email: JWT access tokens carry it.
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !('resourceServer' in token) || !token.resourceServer || !token.accountId) return undefined;
      const user = byId.get(token.accountId);
      return user ? { email: user.email } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: resourceIndicators(opts.apiResource),
      rpInitiatedLogout: {
        enabled: true,
        // Log out without asking: the user already chose "Cerrar sesión" in the admin. `logout=yes`
        // ends the whole provider session (not only this client's), as a real sign-out should.
        logoutSource: (ctx, form) => {
          ctx.body = page(
            'Cerrando sesión',
            `<p>Cerrando sesión…</p>${form}
<script>var f=document.forms[0],i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit()</script>`,
          );
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.body = page('Sesión cerrada', '<h1>Sesión cerrada</h1>');
        },
      },
    },
    ttl: { AccessToken: 3600, IdToken: 3600, Interaction: 600, Session: 14 * 24 * 3600, Grant: 14 * 24 * 3600 },
  };
}

export async function startDevProvider(opts: DevProviderOptions): Promise<DevProvider> {
  const users = opts.users ?? DEMO_USERS;
  const [jwks, cookieKeys] = await Promise.all([loadJwks(opts.dataDir), loadCookieKeys(opts.dataDir)]);

  // Listen first: with port 0 the issuer's port is only known once bound.
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', resolve);
  });
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, providerConfiguration(opts, users, jwks as Configuration['jwks'], cookieKeys));
  const callback = provider.callback();

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec((req.url ?? '').split('?')[0]);
    if (!match) {
      callback(req, res);
      return;
    }
    handleInteraction(req, res, match[1], Boolean(match[2])).catch((err: unknown) => {
      console.error('[oidc-dev] interaction failed:', (err as Error).message);
      if (!res.headersSent)
        sendHtml(res, page('Error', '<p class="error" role="alert">La sesión de inicio expiró. Vuelve a intentarlo desde la aplicación.</p>'), 400);
    });
  });

  async function handleInteraction(req: http.IncomingMessage, res: http.ServerResponse, uid: string, isLoginPost: boolean) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');

    if (details.prompt.name === 'login') {
      if (!isLoginPost || req.method !== 'POST') return sendHtml(res, loginPage(uid));
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const ip = req.socket.remoteAddress;
      const user = users.find((u) => u.email.toLowerCase() === email);
      const isRight = () => Boolean(user) && samePassword(form.get('password') ?? '', user!.password);
      // Count, check and record in one step: while blocked even the right password is refused.
      const result = opts.throttle ? await opts.throttle.attempt(email, ip, isRight) : isRight() ? 'right' : 'wrong';
      if (result === 'blocked') {
        return sendHtml(res, loginPage(uid, email, messageFor('LOGIN_RATE_LIMITED', 'es')), 429);
      }
      if (result === 'wrong' || !user) {
        return sendHtml(res, loginPage(uid, email, 'Correo o contraseña incorrectos'), 401);
      }
      await provider.interactionFinished(req, res, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
      return;
    }

    // Consent: our one first-party client gets what it asked for, without a page.
    const { prompt, params, session } = details;
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
