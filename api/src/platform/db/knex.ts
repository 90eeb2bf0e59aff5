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
  beginInContext(knex);
  // No global Model.knex(): several pools live in one process (tests); models take the transaction.
  return knex;
}

/** The knex instances whose transactions take their context in their BEGIN (createApiKnex's). */
const contextStatementAtBegin = new WeakSet<Knex>();

/** What knex's client does when a transaction starts (knex 3: lib/execution/transaction.js). */
interface StartingTransaction {
  begin: (conn: unknown) => Promise<unknown>;
  query: (conn: unknown, sql: string) => Promise<unknown>;
}

/**
 * A transaction of inContext() starts with its RLS settings in the same round trip as its BEGIN
 * (one simple-protocol message of two statements), instead of a BEGIN and then a set_config: one
 * wait on the database less for every API request (issue 30, item 3). Knex builds a transaction in
 * `client.transaction` and calls its `begin` once the connection is acquired, so the begin of a
 * top-level transaction whose config carries a DbContext (`dbContext`, passed through by knex) is
 * replaced here.
 */
function beginInContext(knex: Knex): void {
  contextStatementAtBegin.add(knex);
  const client = knex.client as { transaction: (container: unknown, config?: Knex.TransactionConfig, outerTx?: unknown) => StartingTransaction };
  const makeTransaction = client.transaction;
  client.transaction = function (container, config, outerTx) {
    const trx = makeTransaction.call(this, container, config, outerTx);
    const ctx = (config as { dbContext?: DbContext } | undefined)?.dbContext;
    if (ctx && !outerTx) trx.begin = (conn) => trx.query(conn, `BEGIN; ${contextStatement(ctx)};`);
    return trx;
  };
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

/** The settings of a context: the tenant, user and email always; the session only when given. */
function contextSettings(ctx: DbContext): [string, string][] {
  const settings: [string, string][] = [
    ['app.tenant_id', ctx.tenantId ?? ''],
    ['app.user_id', ctx.userId ?? ''],
    ['app.user_email', ctx.email ?? ''],
  ];
  if (ctx.sessionHash !== undefined || ctx.sessionId !== undefined)
    settings.push(['app.session_hash', ctx.sessionHash ?? ''], ['app.session_id', ctx.sessionId ?? '']);
  return settings;
}

/**
 * One statement that sets the context for this transaction only (set_config(..., true) is SET
 * LOCAL), its values as SQL literals: a multi-statement message takes no bind parameters. Knex
 * reads `?` in a statement as a binding, so a `?` inside a value is escaped for it (`\?`).
 */
function contextStatement(ctx: DbContext): string {
  const literal = (value: string) => pg.escapeLiteral(value).replaceAll('?', '\\?');
  return `select ${contextSettings(ctx)
    .map(([name, value]) => `set_config('${name}', ${literal(value)}, true)`)
    .join(', ')}`;
}

/** Sets the RLS settings for this transaction only, as a statement of its own (a transaction already under way). */
export async function setDbContext(trx: Knex.Transaction, ctx: DbContext): Promise<void> {
  const settings = contextSettings(ctx);
  await trx.raw(`select ${settings.map(() => 'set_config(?, ?, true)').join(', ')}`, settings.flat());
}

/** Runs `fn` in a transaction that begins with the context's RLS settings (createApiKnex's knex: in the BEGIN's round trip). */
export function inContext<T>(knex: Knex, ctx: DbContext, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  if (!contextStatementAtBegin.has(knex)) return knex.transaction(async (trx) => (await setDbContext(trx, ctx), fn(trx)));
  return knex.transaction(fn, { dbContext: ctx } as Knex.TransactionConfig);
}

/**
 * Serialises a check-then-write rule (a duplicate, a taken code, a limit): waits for the lock of
 * this key and holds it until the transaction ends, so a concurrent request making the same check
 * reads only after this one's write is committed (or rolled back). Take it before the check.
 */
export async function lockFor(trx: Knex.Transaction, ...key: string[]): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [key.join(':')]);
}
