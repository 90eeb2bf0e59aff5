// The auth strategies. `session` (every API route): a user through the session cookie or a bearer
// access token. `browser-session`: this browser's own session only (switching company, the session
// list). `any-session`: a cookie session of a user or of a registration (register, logout).
// Without credentials: 401 UNAUTHENTICATED; a session that ended says why with its own code.
import Boom from '@hapi/boom';
import type { Request, Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import { assertRouteAccess } from '../platform/http/guard.ts';
import { AppError } from '../platform/errors/app-error.ts';
import { bearerCaller, type BearerVerifier } from './bearer.ts';
import { lookupSession, lookupSessionBeginning, type SessionLookup } from './sessions.ts';
import { endRequestTransaction, keepRequestTransaction } from '../platform/http/request-transaction.ts';
import { assertReadOnly, viewAsCaller, viewAsHeader } from '../authorization/view-as.ts';

export type AuthStrategy = 'session' | 'browser-session' | 'any-session';

interface StrategyRule {
  bearer: boolean;
  registration: boolean;
  /** Honours X-View-As (authorization/view-as.ts): the data routes; the session's own routes never. */
  viewAs: boolean;
}

const RULES: Record<AuthStrategy, StrategyRule> = {
  session: { bearer: true, registration: false, viewAs: true },
  'browser-session': { bearer: false, registration: false, viewAs: false },
  'any-session': { bearer: false, registration: true, viewAs: false },
};

export interface SessionAuthOptions {
  db: () => Knex;
  cookieName: string;
  secure: boolean;
  /** Verifies bearer access tokens; absent, a bearer token is refused. */
  bearer?: BearerVerifier;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** lookupSession that begins the request's transaction with it, kept for the handler (request-transaction.ts). */
async function lookupKeepingTransaction(request: Request, knex: Knex, token: string): Promise<SessionLookup> {
  const { lookup, begun } = await lookupSessionBeginning(knex, token);
  if (begun) keepRequestTransaction(request, begun.trx, begun.context);
  return lookup;
}

export function registerSessionAuth(server: Server, opts: SessionAuthOptions): void {
  server.state(opts.cookieName, {
    isHttpOnly: true,
    isSecure: opts.secure,
    isSameSite: 'Lax',
    path: '/',
    encoding: 'none',
    strictHeader: true,
    clearInvalid: true,
  });
  server.auth.scheme('lawfirm-session', (_server, options) => {
    const rule = options as StrategyRule;
    return {
      authenticate: async (request, h) => {
        const authorization = request.headers.authorization;
        if (rule.bearer && typeof authorization === 'string' && /^bearer\s/i.test(authorization)) {
          const token = BEARER.exec(authorization)?.[1];
          if (!token || !opts.bearer) throw new AppError('INVALID_TOKEN');
          const { email } = await opts.bearer(token);
          // Viewing as another user is a browser session's mode, recorded against it; a token acts as itself.
          if (rule.viewAs && viewAsHeader(request.headers)) throw new AppError('VIEW_AS_NOT_ALLOWED');
          const company = request.headers['x-company-id'];
          const caller = await bearerCaller(opts.db(), email, typeof company === 'string' ? company : undefined);
          assertRouteAccess(request, caller);
          return h.authenticated({ credentials: caller as unknown as Record<string, unknown> });
        }
        const token = request.state[opts.cookieName] as string | undefined;
        if (!token) throw Boom.unauthorized(null, 'session');
        // A read whose handler runs in one transaction (defineRoute's), not viewing as another user:
        // the lookup begins that transaction, one round trip less (decision 296).
        const begins =
          request.method === 'get' && rule.viewAs && !viewAsHeader(request.headers) && !!request.route.settings.plugins?.lawfirm?.handlerTransaction;
        const found = begins ? await lookupKeepingTransaction(request, opts.db(), token) : await lookupSession(opts.db(), token);
        if (!found.ok) {
          if (found.code === 'UNAUTHENTICATED') throw Boom.unauthorized(null, 'session');
          throw new AppError(found.code);
        }
        if (found.caller.kind === 'registration' && !rule.registration) throw new AppError('REGISTRATION_REQUIRED');
        const viewed = rule.viewAs && found.caller.kind === 'user' ? viewAsHeader(request.headers) : undefined;
        if (viewed && found.caller.kind === 'user') {
          found.caller = await viewAsCaller(opts.db(), found.caller, viewed);
          assertReadOnly(request.method);
        }
        assertRouteAccess(request, found.caller); // refused: a kept transaction is rolled back with the answer
        return h.authenticated({ credentials: found.caller as unknown as Record<string, unknown> });
      },
    };
  });
  for (const [name, rule] of Object.entries(RULES)) server.auth.strategy(name, 'lawfirm-session', rule);
  // A transaction the session's lookup began and no handler took (a refusal, a failed validation)
  // ends with the answer; 'response' also sees a request whose client left before it.
  server.ext('onPreResponse', async (request, h) => (await endRequestTransaction(request), h.continue));
  server.events.on('response', (request) => void endRequestTransaction(request));
}
