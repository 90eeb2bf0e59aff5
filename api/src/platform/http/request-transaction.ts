// The transaction a GET's session lookup began in the caller's context (decision 296), kept on the
// request until its route's handler takes it; one nobody took ends with the answer.
import type { Request } from '@hapi/hapi';
import type { Knex } from 'knex';
import { inContext, runIn, type DbContext } from '../db/knex.ts';

interface Kept {
  trx: Knex.Transaction;
  context: DbContext;
}

const kept = new WeakMap<Request, Kept>();

/** Keeps the transaction the session's lookup began for this request's handler. */
export function keepRequestTransaction(request: Request, trx: Knex.Transaction, context: DbContext): void {
  kept.set(request, { trx, context });
}

const sameContext = (a: DbContext, b: DbContext) =>
  (a.tenantId ?? '') === (b.tenantId ?? '') && (a.userId ?? '') === (b.userId ?? '') && (a.email ?? '') === (b.email ?? '');

/**
 * Runs the handler's work in one transaction in the context `ctx`: the one the session's lookup
 * began for this request when it was begun in the same context, else a new one (inContext).
 */
export async function inRequestContext<T>(request: Request, knex: Knex, ctx: DbContext, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const found = kept.get(request);
  kept.delete(request);
  if (found && !found.trx.isCompleted()) {
    if (sameContext(found.context, ctx)) return runIn(found.trx, fn);
    await found.trx.rollback();
  }
  return inContext(knex, ctx, fn);
}

/**
 * Rolls back a transaction kept for this request that no handler took. Never rejects: it runs from
 * hapi's `response` event too, where a rejection would be nobody's; a failed rollback is logged.
 */
export async function endRequestTransaction(request: Request): Promise<void> {
  const found = kept.get(request);
  if (!found) return;
  kept.delete(request);
  if (found.trx.isCompleted()) return;
  await found.trx.rollback().catch((err: Error) => request.log(['error', 'db'], err));
}
