// The journeys' database: the one serve.ts creates for this port (on TEST_DATABASE_URL's server, or
// the embedded PostgreSQL it starts). Journeys reset what they depend on through it, so a retry or
// an earlier journey never leaves them a different state.
import type { Knex } from 'knex';
import { ownerKnex } from '../../knex/index.ts';

export const E2E_PORT = process.env.E2E_PORT ?? '3100';
export const EMBEDDED_E2E_PG_PORT = 54340;

export function e2eDatabaseUrl(): string {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_E2E_PG_PORT}/lawfirm`;
  const url = new URL(server);
  url.pathname = `/lawfirm_e2e_${E2E_PORT}`;
  return url.toString();
}

async function withDatabase<T>(work: (db: Knex) => Promise<T>): Promise<T> {
  const db = ownerKnex(e2eDatabaseUrl());
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Removes every browser session of these people: they sign in as if for the first time. */
export function resetSessions(...emails: string[]): Promise<void> {
  return withDatabase(async (db) => {
    await db.raw('delete from auth_sessions where user_id in (select id from users where lower(email) = any(?))', [emails.map((e) => e.toLowerCase())]);
  });
}

/**
 * Undoes a registration journey: the person (a demo login the seed leaves unregistered) is removed
 * with their memberships and sessions, so they register again as if new. The organisation an
 * earlier attempt created stays behind, unreachable.
 */
export function resetRegistration(email: string): Promise<void> {
  return withDatabase(async (db) => {
    await db.raw('delete from users where lower(email) = ?', [email.toLowerCase()]);
  });
}
