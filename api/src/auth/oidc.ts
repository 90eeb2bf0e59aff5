// Login through any OpenID Connect issuer, done by the API (backend for frontend): authorization
// code with PKCE, state and nonce; the browser only ever holds our HttpOnly session cookie.
//
// Where the PKCE verifier, nonce and return path wait between /login and /callback: a row of
// `auth_login_attempts` keyed by the state (not a sealed cookie; @hapi/iron is not installed). The
// callback deletes the row as it reads it, so a callback URL works once; rows older than ten
// minutes are refused and swept on the next login.
//
// A verified email the platform does not know opens a registration session (no user yet) and lands
// on /register, as does a user left without any tenant. Starting logins is limited per address.
import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import * as oidc from 'openid-client';
import { AppError, messageFor } from '../platform/errors/app-error.ts';
import { ERRORS, type ErrorCode } from '../contract/error-catalogue.ts';
import { inContext } from '../platform/db/knex.ts';
import { localeOf } from '../platform/http/auth-context.ts';
import type { Config } from '../platform/config.ts';
import { LIMITS, clientAddress, takeSlots } from './rate-limit.ts';
import { sessionCookieSecure } from './session-cookie.ts';
import { SIGNED_IN_COOKIE } from '../contract/session.ts';
import { END_REASONS, createRegistrationSession, createSession, endSession, endSessionByToken, type Caller } from './sessions.ts';

/** Where the admin's registration screen lives (document 1, section 2). */
export const REGISTER_PATH = '/register';

/** The admin's mark of a login just completed (admin/src/session/login-redirect.ts reads it). */
export { SIGNED_IN_COOKIE };

/** A login must come back within ten minutes. */
const ATTEMPT_TTL_MS = 10 * 60_000;
const SCOPE = 'openid email profile';

export interface OidcDeps {
  db: () => Knex;
  config: Config;
  /** The issuer URL, read at the first login (default `config.oidc.issuer`); lets the start script set it late. */
  getIssuer?: () => string | undefined;
}

interface LoginAttempt {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  createdAt?: Date;
}

/** Plain http is tolerated only for an issuer on this machine (the development provider). */
export function isLocalIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

/**
 * The openid-client Configuration, discovered once on first use. A failed discovery is not
 * cached: the next login tries again (the issuer may simply have started after the API).
 */
export function oidcClient(getIssuer: () => string | undefined, clientId: string, clientSecret: string): () => Promise<oidc.Configuration> {
  let pending: Promise<oidc.Configuration> | null = null;
  const discover = async () => {
    const value = getIssuer();
    if (!value) throw new Error('no OIDC issuer configured');
    const issuer = new URL(value);
    return oidc.discovery(issuer, clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
      timeout: 10,
      ...(isLocalIssuer(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  };
  return () => {
    pending ??= discover().catch((err: unknown) => {
      pending = null;
      console.error('[auth] OIDC discovery failed:', (err as Error).message);
      throw new AppError('IDENTITY_PROVIDER_UNAVAILABLE');
    });
    return pending;
  };
}

/**
 * Only a path of this site: never another origin (no open redirect). The check is made on what
 * the browser will read, after normalisation: `/..//evil.example` resolves to `//evil.example`, a
 * host of its own once written into Location. So the value is resolved against PUBLIC_URL as a
 * browser would (WHATWG URL: '\' read as '/', tabs and newlines dropped, dot segments removed),
 * must stay on that origin, and the path it becomes must start with one '/' that no '/' or '\'
 * follows, with no percent-encoded slash anywhere in it (a router that decodes it would see `//`).
 * Anything else is '/'.
 */
export function safeReturnTo(value: unknown, publicUrl = 'http://localhost'): string {
  // Backslashes and control characters have no business in a path of ours: refuse rather than guess.
  // eslint-disable-next-line no-control-regex
  if (typeof value !== 'string' || value.length > 500 || !value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  const { origin } = new URL(publicUrl);
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Encoded slashes anywhere in the path: a router that decodes them would normalise once more.
  if (/^\/[/\\]/.test(path) || /%2f|%5c/i.test(url.pathname)) return '/';
  // A fixed point: read again, it names the same place (nothing left for a second normalisation).
  return new URL(path, origin).href === url.href ? path : '/';
}

/** A small page for failures the browser lands on directly (it is not the admin's JSON client). */
function errorPage(request: Request, h: ResponseToolkit, code: ErrorCode) {
  const locale = localeOf(request.headers['accept-language'] as string | undefined);
  const message = messageFor(code, locale); // catalogue text: ours, no user input in it
  const retry = locale === 'en' ? 'Sign in again' : 'Volver a iniciar sesión';
  return h
    .response(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${message}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;text-align:center">
<p role="alert" data-code="${code}">${message}</p><p><a href="/api/auth/login">${retry}</a></p></body></html>`,
    )
    .type('text/html')
    .header('cache-control', 'no-store')
    .code(statusOf(code));
}

const statusOf = (code: ErrorCode) => ERRORS[code].status;

async function saveAttempt(knex: Knex, attempt: LoginAttempt): Promise<void> {
  await inContext(knex, {}, async (trx) => {
    await trx('auth_login_attempts')
      .where('createdAt', '<', new Date(Date.now() - ATTEMPT_TTL_MS))
      .delete();
    await trx('auth_login_attempts').insert(attempt);
  });
}

/** Reads and deletes in one statement: two callbacks racing with one state cannot both get it. */
async function takeAttempt(knex: Knex, state: string): Promise<LoginAttempt | undefined> {
  if (!state) return undefined;
  const attempt = await inContext(knex, {}, async (trx) => {
    const [row] = await trx('auth_login_attempts').where({ state }).delete().returning(['state', 'codeVerifier', 'nonce', 'returnTo', 'createdAt']);
    return row as LoginAttempt | undefined;
  });
  if (!attempt || Date.now() - new Date(attempt.createdAt!).getTime() > ATTEMPT_TTL_MS) return undefined;
  return attempt;
}

/** Who signed in, as the issuer says: the email (lower case), whether it verified it, and the names. */
export interface Identity {
  email: string;
  emailVerified: boolean;
  name?: string;
  lastName?: string;
  idToken?: string;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Code for tokens (PKCE, state and nonce checked by openid-client); the claims from the ID token, else userinfo. */
async function exchangeCode(configuration: oidc.Configuration, callbackUrl: URL, attempt: LoginAttempt): Promise<Identity> {
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: attempt.codeVerifier,
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
  let claims: Record<string, unknown> = tokens.claims()!;
  if (typeof claims.email !== 'string') {
    claims = { ...claims, ...(await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub))) };
  }
  const email = str(claims.email);
  if (!email) throw new Error('the issuer gave no email');
  const [first, ...rest] = (str(claims.name) ?? '').split(/\s+/);
  return {
    email: email.toLowerCase(),
    emailVerified: claims.email_verified === true,
    name: str(claims.given_name) ?? (first || undefined),
    lastName: str(claims.family_name) ?? (rest.join(' ') || undefined),
    idToken: tokens.id_token,
  };
}

/** What a completed sign-in leads to, from the user row (if any) and what the issuer says of the email. */
export type LoginOutcome =
  { refuse: 'USER_INACTIVE' | 'EMAIL_NOT_VERIFIED' } | { open: 'user'; landing: 'returnTo' | 'register' } | { open: 'registration'; landing: 'register' };

export function loginOutcome(user: { active: boolean; hasTenant: boolean } | undefined, identity: Pick<Identity, 'emailVerified'>): LoginOutcome {
  if (user && !user.active) return { refuse: 'USER_INACTIVE' };
  if (user) return { open: 'user', landing: user.hasTenant ? 'returnTo' : 'register' };
  // Creating an organisation for an email needs the issuer's word that the person owns it.
  if (!identity.emailVerified) return { refuse: 'EMAIL_NOT_VERIFIED' };
  return { open: 'registration', landing: 'register' };
}

/** RLS shows a user their own row once app.user_email is set, before any session exists; with it, whether they have a tenant. */
function findUserByEmail(knex: Knex, email: string): Promise<{ id: string; email: string; active: boolean; hasTenant: boolean } | undefined> {
  return inContext(knex, { email }, async (trx) => {
    const user = await trx('users').whereRaw('lower(email) = ?', [email]).first('id', 'email', 'active');
    if (!user) return undefined;
    await trx.raw(`select set_config('app.user_id', ?, true)`, [user.id]);
    const tenant = await trx('tenant_memberships as tm')
      .join('tenants as t', 't.id', 'tm.tenantId')
      .where({ 'tm.userId': user.id, 'tm.active': true, 't.active': true })
      .first('t.id');
    return { ...user, hasTenant: Boolean(tenant) };
  });
}

export function oidcRoutes({ db, config, getIssuer = () => config.oidc.issuer }: OidcDeps): ServerRoute[] {
  const client = oidcClient(getIssuer, config.oidc.clientId, config.oidc.clientSecret);
  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  const secure = sessionCookieSecure(config.publicUrl);

  const login: ServerRoute = {
    method: 'GET',
    path: '/api/auth/login',
    options: {
      auth: false,
      plugins: { lawfirm: { permission: null, needsCompany: false } },
      tags: ['api', 'auth'],
      description: 'Starts the OpenID Connect login (authorization code with PKCE) and redirects to the issuer',
      // Never refused for its query: a bad returnTo just means '/'.
      validate: {
        query: Joi.object({
          returnTo: Joi.any().description('A path of this site to land on after login'),
          prompt: Joi.any().description("'login' asks the issuer for the password again (the admin, after a session it ended by force)"),
        }).unknown(true),
      },
      handler: async (request, h) => {
        const ip = clientAddress(request, config.trustProxy);
        if (!(await takeSlots(db(), [{ kind: 'login-start-ip', value: ip, limit: { ...LIMITS.loginStartPerIp, max: config.loginStartsPerIp } }]))) {
          return errorPage(request, h, 'LOGIN_RATE_LIMITED');
        }
        let configuration: oidc.Configuration;
        try {
          configuration = await client();
        } catch {
          return errorPage(request, h, 'IDENTITY_PROVIDER_UNAVAILABLE');
        }
        const attempt: LoginAttempt = {
          state: oidc.randomState(),
          nonce: oidc.randomNonce(),
          codeVerifier: oidc.randomPKCECodeVerifier(),
          returnTo: safeReturnTo(request.query.returnTo, config.publicUrl),
        };
        await saveAttempt(db(), attempt);
        const url = oidc.buildAuthorizationUrl(configuration, {
          redirect_uri: redirectUri,
          scope: SCOPE,
          code_challenge: await oidc.calculatePKCECodeChallenge(attempt.codeVerifier),
          code_challenge_method: 'S256',
          state: attempt.state,
          nonce: attempt.nonce,
          // Without it the issuer's own session would sign a browser whose session was closed elsewhere straight back in.
          ...(request.query.prompt === 'login' ? { prompt: 'login' } : {}),
        });
        return h.redirect(url.href).code(302).header('cache-control', 'no-store');
      },
    },
  };

  const callback: ServerRoute = {
    method: 'GET',
    path: '/api/auth/callback',
    options: {
      auth: false,
      plugins: { lawfirm: { permission: null, needsCompany: false } },
      tags: ['api', 'auth'],
      description: 'Completes the login: checks state, PKCE and nonce, opens a session and sets its cookie',
      handler: async (request, h) => {
        const state = typeof request.query.state === 'string' ? request.query.state : '';
        const attempt = await takeAttempt(db(), state);
        if (!attempt) return errorPage(request, h, 'LOGIN_FAILED');
        let identity: Identity;
        try {
          // Our public redirect URI plus the query received: behind a proxy request.url's host is not it.
          identity = await exchangeCode(await client(), new URL(`${redirectUri}${request.url.search}`), attempt);
        } catch (err) {
          console.warn('[auth] login refused:', (err as Error).message); // the message names the failed check, never a token
          return errorPage(request, h, 'LOGIN_FAILED');
        }
        const browserInfo = String(request.headers['user-agent'] ?? '');
        const user = await findUserByEmail(db(), identity.email);
        const outcome = loginOutcome(user, identity);
        if ('refuse' in outcome) return errorPage(request, h, outcome.refuse);
        // This browser's previous session (if any) is replaced, not left open beside the new one.
        const previous = request.state[config.sessionCookie] as string | undefined;
        if (previous) await endSessionByToken(db(), previous, END_REASONS.relogin);
        const { token } = user
          ? await createSession(db(), { userId: user.id, email: user.email, idToken: identity.idToken, browserInfo })
          : await createRegistrationSession(db(), { ...identity, browserInfo });
        const landing = outcome.landing === 'register' ? REGISTER_PATH : attempt.returnTo;
        // A new token on every login: a cookie planted before login is worth nothing after it.
        return (
          h
            .redirect(landing)
            .code(302)
            .header('cache-control', 'no-store')
            .state(config.sessionCookie, token, { isSecure: secure, isHttpOnly: true, isSameSite: 'Lax', path: '/' })
            // Tells the admin a login has just completed: without a session then, it did not stick (an
            // error); without this mark the browser merely came back logged out and goes to the login.
            .state(SIGNED_IN_COOKIE, '1', { isSecure: secure, isHttpOnly: false, isSameSite: 'Lax', path: '/', ttl: 60_000, encoding: 'none' })
        );
      },
    },
  };

  const logout: ServerRoute = {
    method: 'POST',
    path: '/api/auth/logout',
    options: {
      auth: 'any-session',
      tags: ['api', 'auth'],
      description: 'Ends the session here (a registration session too) and answers where to end it at the identity provider',
      plugins: { lawfirm: { permission: null, needsCompany: false } },
      handler: async (request, h) => {
        const auth = request.auth.credentials as unknown as Caller;
        const ended = await endSession(db(), auth.sessionId, END_REASONS.logout);
        const redirectTo = await endSessionUrl(ended?.idToken ?? null);
        return h.response({ redirectTo }).unstate(config.sessionCookie, { path: '/' });
      },
    },
  };

  /** The issuer's end_session URL, or '/' when it has none or cannot be reached (the session is ended here anyway). */
  async function endSessionUrl(idToken: string | null): Promise<string> {
    try {
      const configuration = await client();
      if (!configuration.serverMetadata().end_session_endpoint) return '/';
      return oidc.buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: `${config.publicUrl}/`,
        ...(idToken ? { id_token_hint: idToken } : {}), // client_id is added by openid-client
      }).href;
    } catch {
      return '/';
    }
  }

  return [login, callback, logout];
}
