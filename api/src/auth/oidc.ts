// Login through any OpenID Connect issuer, done by the API (backend for frontend): authorization
// code with PKCE, state and nonce; the browser only ever holds our HttpOnly session cookie.
import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import * as oidc from 'openid-client';
import { AppError, messageFor } from '../platform/errors/app-error.ts';
import type { ErrorCode } from '../platform/errors/catalogue.ts';
import { inContext } from '../platform/db/knex.ts';
import { localeOf, type AuthContext } from '../platform/http/auth-context.ts';
import type { Config } from '../platform/config.ts';
import { createSession, endSession } from './sessions.ts';

/** A login must come back within ten minutes. */
const ATTEMPT_TTL_MS = 10 * 60_000;

export interface OidcDeps {
  db: () => Knex;
  config: Config;
}

/** Discovery is done once, on first use, and retried on the next login if the issuer was down. */
export function oidcClient(config: Config): () => Promise<oidc.Configuration> {
  let pending: Promise<oidc.Configuration> | null = null;
  return () => {
    if (!pending) {
      const issuer = new URL(config.oidc.issuer!);
      const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
      pending = oidc.discovery(issuer, config.oidc.clientId, undefined, oidc.ClientSecretBasic(config.oidc.clientSecret), {
        ...(local ? { execute: [oidc.allowInsecureRequests] } : {}),
      }).catch((err: unknown) => {
        pending = null;
        console.error('[auth] OIDC discovery failed:', (err as Error).message);
        throw new AppError('IDENTITY_PROVIDER_UNAVAILABLE');
      });
    }
    return pending;
  };
}

/** Only a path of this site: never another origin (no open redirect). */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value.slice(0, 500);
}

/** A small page for failures the browser lands on directly (it is not the admin's JSON client). */
function errorPage(request: Request, h: ResponseToolkit, code: ErrorCode, status: number) {
  const locale = localeOf(request.headers['accept-language'] as string | undefined);
  const retry = locale === 'en' ? 'Sign in again' : 'Volver a iniciar sesión';
  return h.response(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${messageFor(code, locale)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;text-align:center">
<p role="alert" data-code="${code}">${messageFor(code, locale)}</p><p><a href="/api/auth/login">${retry}</a></p></body></html>`)
    .type('text/html').code(status);
}

export function oidcRoutes({ db, config }: OidcDeps): ServerRoute[] {
  const client = oidcClient(config);
  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  const secure = config.publicUrl.startsWith('https:');

  const login: ServerRoute = {
    method: 'GET',
    path: '/api/auth/login',
    options: {
      auth: false,
      tags: ['api', 'auth'],
      description: 'Starts the OpenID Connect login (authorization code with PKCE) and redirects to the issuer',
      validate: { query: Joi.object({ returnTo: Joi.string().max(500) }), failAction: (_r, _h, _e) => { throw new AppError('INVALID_QUERY'); } },
      handler: async (request, h) => {
        const configuration = await client();
        const codeVerifier = oidc.randomPKCECodeVerifier();
        const state = oidc.randomState();
        const nonce = oidc.randomNonce();
        await inContext(db(), {}, async (trx) => {
          await trx('authLoginAttempts').where('createdAt', '<', new Date(Date.now() - ATTEMPT_TTL_MS)).delete();
          await trx('authLoginAttempts').insert({ state, codeVerifier, nonce, returnTo: safeReturnTo(request.query.returnTo) });
        });
        const url = oidc.buildAuthorizationUrl(configuration, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        });
        return h.redirect(url.href).code(302);
      },
    },
  };

  const callback: ServerRoute = {
    method: 'GET',
    path: '/api/auth/callback',
    options: {
      auth: false,
      tags: ['api', 'auth'],
      description: 'Completes the login: checks state, PKCE and nonce, opens a session and sets its cookie',
      handler: async (request, h) => {
        const state = typeof request.query.state === 'string' ? request.query.state : '';
        // Consuming the attempt makes a replayed or forged callback find nothing.
        const attempt = state && await inContext(db(), {}, async (trx) => {
          const [row] = await trx('authLoginAttempts').where({ state }).delete().returning(['codeVerifier', 'nonce', 'returnTo', 'createdAt']);
          return row as { codeVerifier: string; nonce: string; returnTo: string; createdAt: Date } | undefined;
        });
        if (!attempt || Date.now() - new Date(attempt.createdAt).getTime() > ATTEMPT_TTL_MS) {
          return errorPage(request, h, 'LOGIN_FAILED', 400);
        }
        let email: string;
        let idToken: string | undefined;
        try {
          const configuration = await client();
          const tokens = await oidc.authorizationCodeGrant(configuration, new URL(`${redirectUri}${request.url.search}`), {
            pkceCodeVerifier: attempt.codeVerifier,
            expectedState: state,
            expectedNonce: attempt.nonce,
            idTokenExpected: true,
          });
          const claims = tokens.claims()!;
          idToken = tokens.id_token;
          const claimed = typeof claims.email === 'string' ? claims.email
            : (await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)).email;
          if (!claimed) throw new Error('the issuer gave no email');
          email = claimed.toLowerCase();
        } catch (err) {
          console.warn('[auth] login refused:', (err as Error).message);
          return errorPage(request, h, 'LOGIN_FAILED', 400);
        }
        const user = await inContext(db(), { email }, (trx) =>
          trx('users').whereRaw('lower(email) = ?', [email]).first('id', 'email', 'active'));
        if (!user) return errorPage(request, h, 'USER_NOT_REGISTERED', 403);
        if (!user.active) return errorPage(request, h, 'USER_INACTIVE', 403);
        const { token } = await createSession(db(), {
          userId: user.id, email: user.email, idToken,
          browserInfo: String(request.headers['user-agent'] ?? ''),
        });
        // A new token on every login: a cookie planted before login is worth nothing after it.
        return h.redirect(attempt.returnTo).code(302)
          .state(config.sessionCookie, token, { isSecure: secure, isHttpOnly: true, isSameSite: 'Lax', path: '/' });
      },
    },
  };

  const logout: ServerRoute = {
    method: 'POST',
    path: '/api/auth/logout',
    options: {
      auth: 'session',
      tags: ['api', 'auth'],
      description: 'Ends the session here and answers where to end it at the identity provider',
      plugins: { lawfirm: { permission: null } },
      handler: async (request, h) => {
        const auth = request.auth.credentials as unknown as AuthContext;
        const ended = await endSession(db(), auth.sessionId, 'logout');
        let redirectTo = '/';
        try {
          const configuration = await client();
          if (configuration.serverMetadata().end_session_endpoint) {
            redirectTo = oidc.buildEndSessionUrl(configuration, {
              post_logout_redirect_uri: `${config.publicUrl}/`,
              ...(ended?.idToken ? { id_token_hint: ended.idToken } : { client_id: config.oidc.clientId }),
            }).href;
          }
        } catch {
          // The issuer is unreachable: the session is ended here all the same.
        }
        return h.response({ redirectTo }).unstate(config.sessionCookie, { path: '/' });
      },
    },
  };

  return [login, callback, logout];
}
