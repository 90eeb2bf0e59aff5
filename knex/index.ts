// Database configuration shared by the API, the seed, the start script and the tests:
// the owner connection runs migrations; the API connects as the RLS-bound application role.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import knexFactory, { type Knex } from 'knex';
import { APP_ROLE } from './rls.ts';

export { APP_ROLE };
const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(here, 'migrations');

/** Loads the TypeScript migrations with our own import(), so they run under tsx and under Vitest alike. */
const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () =>
    fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => /^\d+_.+\.ts$/.test(f))
      .sort(),
  getMigrationName: (name) => name,
  getMigration: (name) => import(pathToFileURL(path.join(MIGRATIONS_DIR, name)).href),
};

const migrations: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' };

/** A knex instance on the owner connection (migrations, seeds, test setup). */
export function ownerKnex(url: string): Knex {
  return knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 4 }, migrations });
}

/** The API's connection string: API_DATABASE_URL, or DATABASE_URL with the application role's credentials. */
export function appDatabaseUrl(ownerUrl: string): string {
  if (process.env.API_DATABASE_URL) return process.env.API_DATABASE_URL;
  const u = new URL(ownerUrl);
  u.username = APP_ROLE;
  u.password = process.env.APP_DB_PASSWORD ?? 'lawfirm_app';
  return u.toString();
}

export async function migrateLatest(url: string): Promise<string[]> {
  const knex = ownerKnex(url);
  try {
    const [, applied] = await knex.migrate.latest();
    return applied as string[];
  } finally {
    await knex.destroy();
  }
}

export async function rollbackAll(url: string): Promise<void> {
  const knex = ownerKnex(url);
  try {
    await knex.migrate.rollback(undefined, true);
  } finally {
    await knex.destroy();
  }
}

/** Creates a database if it does not exist (owner connection to the server's `postgres` database). */
export async function ensureDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  u.pathname = '/postgres';
  const admin = ownerKnex(u.toString());
  try {
    const found = await admin.raw('select 1 from pg_database where datname = ?', [name]);
    if (found.rows.length === 0) await admin.raw('create database ??', [name]);
  } finally {
    await admin.destroy();
  }
}
