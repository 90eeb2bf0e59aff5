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
  /** Set once the connection is acquired, before `begin`. */
  trxClient: { query: (conn: unknown, sql: string) => Promise<unknown> };
}

/**
 * A transaction of inContext() starts with its RLS settings in the same round trip as its BEGIN
 * (one simple-protocol message of two statements), instead of a BEGIN and then a set_config: one
 * wait on the database less for every API request (issue 30, item 3). Knex builds a transaction in
 * `client.transaction` and calls its `begin` once the connection is acquired, so the begin of a
 * top-level transaction whose config carries a DbContext (`dbContext`, passed through by knex) or
 * a statement of beginWith's is replaced here.
 */
function beginInContext(knex: Knex): void {
  contextStatementAtBegin.add(knex);
  const client = knex.client as { transaction: (container: unknown, config?: Knex.TransactionConfig, outerTx?: unknown) => StartingTransaction };
  const makeTransaction = client.transaction;
  client.transaction = function (container, config, outerTx) {
    const trx = makeTransaction.call(this, container, config, outerTx);
    const { dbContext, beginWith } = (config ?? {}) as { dbContext?: DbContext; beginWith?: BeginWith };
    const statement = beginWith?.statement ?? (dbContext ? contextStatement(dbContext) : undefined);
    if (statement && !outerTx)
      trx.begin = async (conn) => {
        try {
          const sent = (await trx.trxClient.query(conn, `BEGIN; ${statement};`)) as { response: { rows: Record<string, unknown>[] }[] };
          if (beginWith) beginWith.row = sent.response[1].rows[0];
          return sent;
        } catch (err) {
          // The BEGIN ran and its statement failed: the connection goes back to the pool outside the
          // aborted transaction (knex sends no ROLLBACK for a transaction that did not begin).
          await trx.trxClient.query(conn, 'ROLLBACK').catch(() => undefined);
          throw err;
        }
      };
    return trx;
  };
}

/** A statement sent in the BEGIN's message (no bindings: literals only) and, once begun, its first row. */
interface BeginWith {
  statement: string;
  row?: Record<string, unknown>;
}

/**
 * Opens a transaction whose BEGIN carries `statement` in the same round trip, and answers the
 * statement's first row with it; the caller commits or rolls it back (`runIn`). Only a knex of
 * createApiKnex's takes the statement with its BEGIN; another runs it right after.
 */
export async function beginWith(knex: Knex, statement: string): Promise<{ trx: Knex.Transaction; row: Record<string, unknown> }> {
  if (!contextStatementAtBegin.has(knex)) {
    const trx = await knex.transaction();
    const { rows } = await trx.raw(statement).catch(async (err: unknown) => (await trx.rollback(), Promise.reject(err)));
    return { trx, row: rows[0] };
  }
  const begin: BeginWith = { statement };
  const trx = await knex.transaction(undefined, { beginWith: begin } as Knex.TransactionConfig);
  return { trx, row: begin.row! };
}

/** Runs `fn` in an open transaction of beginWith's and ends it: committed with fn's answer, rolled back with its error. */
export async function runIn<T>(trx: Knex.Transaction, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  let answer: T;
  try {
    answer = await fn(trx);
  } catch (err) {
    if (!trx.isCompleted()) await trx.rollback();
    throw err;
  }
  await trx.commit();
  return answer;
}

/** The literal of a value in a statement sent without bindings (see contextStatement). */
export const sqlLiteral = (value: string) => pg.escapeLiteral(value).replaceAll('?', '\\?');

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
  return `select ${contextSettings(ctx)
    .map(([name, value]) => `set_config('${name}', ${sqlLiteral(value)}, true)`)
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
