// The API's pooled connection (as the RLS-bound application role) and the per-request
// transaction that tells PostgreSQL which tenant, user and login email it serves.
import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';

// A calendar day stays the 'YYYY-MM-DD' PostgreSQL gives: parsed into a Date it becomes local
// midnight, which the API would answer as '2026-01-01T00:00:00.000Z' and a browser west of UTC
// would show as the day before (decision 170).
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

/**
 * `appUrl` may be a function, read again for each new connection once its value changed: the
 * tests' shared server moves its pool from one test database to the next (testing/harness.ts).
 */
export function createApiKnex(appUrl: string | (() => string), poolMax = 10): Knex {
  // No JIT: the API's statements are short, and PostgreSQL's estimates for those behind the
  // visibility rules (subplans per row) reach its JIT threshold, compiling for a second what
  // runs in milliseconds (decision 209).
  const settings = (url: string) => ({ connectionString: url, options: '-c jit=off' });
  const knex = knexFactory({
    client: 'pg',
    connection:
      typeof appUrl === 'string'
        ? settings(appUrl)
        : () => {
            const url = appUrl();
            return { ...settings(url), expirationChecker: () => appUrl() !== url };
          },
    pool: { min: 0, max: poolMax },
    // The one camelCase <-> snake_case mapping, for knex queries and Objection models alike.
    ...knexSnakeCaseMappers(),
  });
  // No global Model.knex(): several pools live in one process (tests); models take the transaction.
  return knex;
}

export interface DbContext {
  tenantId?: string | null;
  userId?: string | null;
  email?: string | null;
  /**
   * The login session the request acts on (auth_sessions is readable only through it or the user):
   * the hash of its cookie while resolving it, or its id once resolved. Left as it is when absent.
   */
  sessionHash?: string;
  sessionId?: string;
}

/** Sets the RLS settings for this transaction only (set_config(..., true) is SET LOCAL with binds). */
export async function setDbContext(trx: Knex.Transaction, ctx: DbContext): Promise<void> {
  await trx.raw(`select set_config('app.tenant_id', ?, true), set_config('app.user_id', ?, true), set_config('app.user_email', ?, true)`, [
    ctx.tenantId ?? '',
    ctx.userId ?? '',
    ctx.email ?? '',
  ]);
  if (ctx.sessionHash !== undefined || ctx.sessionId !== undefined) {
    await trx.raw(`select set_config('app.session_hash', ?, true), set_config('app.session_id', ?, true)`, [ctx.sessionHash ?? '', ctx.sessionId ?? '']);
  }
}

export function inContext<T>(knex: Knex, ctx: DbContext, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return knex.transaction(async (trx) => {
    await setDbContext(trx, ctx);
    return fn(trx);
  });
}

/**
 * Serialises a check-then-write rule (a duplicate, a taken code, a limit): waits for the lock of
 * this key and holds it until the transaction ends, so a concurrent request making the same check
 * reads only after this one's write is committed (or rolled back). Take it before the check.
 */
export async function lockFor(trx: Knex.Transaction, ...key: string[]): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [key.join(':')]);
}
