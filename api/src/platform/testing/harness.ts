// Per test file: a fresh database cloned from the run's template, the API server on it (not
// listening; requests go through server.inject) and helpers to sign in as any user.
// The server is built once per worker and lent to its files one after another (the api project
// runs a worker's files unisolated, one at a time): importing its modules and building it take
// seconds, more than many files' tests. Each file re-points the server's pool at its own database
// and gets the config back as loadConfig makes it. A file bringing routes or hooks gets its own.
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
import { forgetCappedCounts } from '../resource/capped-counts.ts';

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

const POOL_MAX = 4;
// The request log stays quiet unless a run asks for it (LOG_LEVEL=info npm run test:api).
const testConfig = (url: string): Config => ({ ...loadConfig({}), databaseUrl: url, logLevel: process.env.LOG_LEVEL ?? 'silent' });

/** A server on one test database, and what ends its use by the file. */
interface ServerOnDatabase {
  server: Server;
  config: Config;
  db: Knex;
  release: () => Promise<void>;
}

/** A server for the file alone. */
async function ownServer(url: string, extra: Partial<Omit<ServerDeps, 'config' | 'db'>>): Promise<ServerOnDatabase> {
  const config = testConfig(url);
  const db = createApiKnex(appDatabaseUrl(url), POOL_MAX);
  const server = await createServer({ config, db, ...extra });
  await server.initialize();
  return {
    server,
    config,
    db,
    async release() {
      await server.stop();
      await db.destroy();
    },
  };
}

/** The worker's server, lent to one file at a time; its pool connects wherever `appUrl` says. */
interface SharedServer {
  server: Server;
  config: Config;
  db: Knex;
  appUrl: string;
  lent: boolean;
  /** A file added routes to it: it is not lent again, the next file gets a new one. */
  routesAdded: boolean;
}

let shared: SharedServer | undefined;

async function newSharedServer(url: string): Promise<SharedServer> {
  const config = testConfig(url);
  const s = { config, appUrl: appDatabaseUrl(url), lent: false, routesAdded: false } as SharedServer;
  s.db = createApiKnex(() => s.appUrl, POOL_MAX);
  s.server = await createServer({ config, db: s.db });
  await s.server.initialize();
  s.server.events.on('route', () => {
    s.routesAdded = true;
  });
  return s;
}

/** The worker's server on the database of `url`, as a new one would be for what a test sees. */
async function lentServer(url: string): Promise<ServerOnDatabase> {
  if (!shared) {
    shared = await newSharedServer(url);
  } else {
    resetInPlace(shared.config, testConfig(url));
    shared.appUrl = appDatabaseUrl(url);
    shared.db.initialize(); // destroyed when the previous file gave it back
  }
  const s = shared;
  s.lent = true;
  return {
    server: s.server,
    config: s.config,
    db: s.db,
    async release() {
      await s.db.destroy(); // its connections would go with the database anyway
      s.lent = false;
      if (s.routesAdded) {
        await s.server.stop();
        if (shared === s) shared = undefined;
      }
    },
  };
}

/**
 * Gives `target` the values of `fresh`, keeping the identity of every nested object: the routes
 * hold the config and read it at each request (tests set `app.config.mail.outboxDir`).
 */
function resetInPlace(target: object, fresh: object): void {
  const t = target as Record<string, unknown>;
  const f = fresh as Record<string, unknown>;
  for (const key of Object.keys(t)) if (!(key in f)) delete t[key];
  for (const [key, value] of Object.entries(f)) {
    const current = t[key];
    if (isRecord(value) && isRecord(current)) resetInPlace(current, value);
    else t[key] = value;
  }
}
const isRecord = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function createTestApp(extra: Partial<Omit<ServerDeps, 'config' | 'db'>> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const owner = ownerKnex(database.url);
  // The demo's ids are the same in every test database: a total remembered in the last one is not this one's.
  forgetCappedCounts();
  // Routes or hooks of its own, or a second app while the shared server is lent: a server of its own.
  const { server, config, db, release } =
    extra.extraRoutes?.length || extra.onServer || shared?.lent ? await ownServer(database.url, extra) : await lentServer(database.url);
  return {
    server,
    config,
    db,
    owner,
    ownerUrl: database.url,
    async cookieFor(userId, opts = {}) {
      const user = await owner('users').where({ id: userId }).first('email');
      const { token } = await createSession(db, { userId, email: user.email, ...opts, browserInfo: 'vitest' });
      return `${config.sessionCookie}=${token}`;
    },
    request(cookie, options) {
      return server.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) } });
    },
    async close() {
      await release();
      await owner.destroy();
      await database.drop();
    },
  };
}
