// Per test file: a fresh database cloned from the seeded template, the API server on it (not
// listening; requests go through server.inject) and helpers to sign in as any user.
import crypto from 'node:crypto';
import type { Server, ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import type { Knex } from 'knex';
import { inject } from 'vitest';
import { appDatabaseUrl, ownerKnex } from '../../../../knex/index.ts';
import { createSession } from '../../auth/sessions.ts';
import { createApiKnex } from '../db/knex.ts';
import { loadConfig, type Config } from '../config.ts';
import { createServer, type ServerDeps } from '../../server.ts';
import { databaseUrl } from './test-database.ts';

export interface TestApp {
  server: Server;
  config: Config;
  /** The API's own connection (application role, RLS applies). */
  db: Knex;
  /** Owner connection: for arranging data and checking what was stored; bypasses RLS. */
  owner: Knex;
  ownerUrl: string;
  /** Signs a user in (as the login would) and returns the Cookie header value. */
  cookieFor: (userId: string, opts?: { tenantId?: string; companyId?: string }) => Promise<string>;
  request: (cookie: string | null, options: ServerInjectOptions) => Promise<ServerInjectResponse>;
  close: () => Promise<void>;
}

export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lawfirm_t_${inject('runId')}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = ownerKnex(inject('serverUrl'));
  await admin.raw('create database ?? template ??', [name, inject('templateDb')]);
  return {
    url: databaseUrl(inject('serverUrl'), name),
    drop: async () => {
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    },
  };
}

export async function createTestApp(extra: Partial<Omit<ServerDeps, 'config' | 'db'>> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = { ...loadConfig({}), databaseUrl: database.url };
  const db = createApiKnex(appDatabaseUrl(database.url), 4);
  const owner = ownerKnex(database.url);
  const server = await createServer({ config, db, ...extra });
  await server.initialize();
  return {
    server, config, db, owner, ownerUrl: database.url,
    async cookieFor(userId, opts = {}) {
      const user = await owner('users').where({ id: userId }).first('email');
      const { token } = await createSession(db, { userId, email: user.email, ...opts, browserInfo: 'vitest' });
      return `${config.sessionCookie}=${token}`;
    },
    request(cookie, options) {
      return server.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) } });
    },
    async close() {
      await server.stop();
      await db.destroy();
      await owner.destroy();
      await database.drop();
    },
  };
}
