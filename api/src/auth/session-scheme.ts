// The `session` auth strategy: every API route needs a live session cookie, otherwise 401.
import Boom from '@hapi/boom';
import type { Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import { resolveSession } from './sessions.ts';

export function registerSessionAuth(server: Server, db: () => Knex, cookieName: string, secure: boolean): void {
  server.state(cookieName, {
    isHttpOnly: true,
    isSecure: secure,
    isSameSite: 'Lax',
    path: '/',
    encoding: 'none',
    strictHeader: true,
    clearInvalid: true,
  });
  server.auth.scheme('session', () => ({
    authenticate: async (request, h) => {
      const token = request.state[cookieName] as string | undefined;
      if (!token) throw Boom.unauthorized(null, 'session');
      const credentials = await resolveSession(db(), token);
      if (!credentials) throw Boom.unauthorized(null, 'session');
      return h.authenticated({ credentials: credentials as unknown as Record<string, unknown> });
    },
  }));
  server.auth.strategy('session', 'session');
}
