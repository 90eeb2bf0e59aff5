// Idempotency-Key on creating POSTs: the first answer (status and body) is stored in the same
// transaction as the effect, so a retry with the same key and body answers it again without acting
// twice; the same key with another request is refused (422); concurrent retries wait on one lock.
import crypto from 'node:crypto';
import type { Request } from '@hapi/hapi';
import type { Knex } from 'knex';
import { AppError } from '../errors/app-error.ts';
import { lockFor } from '../db/knex.ts';

/** How long a key answers its first result (the IETF draft suggests at least a day). */
export const IDEMPOTENCY_TTL_HOURS = 24;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

const KEY = /^[\x21-\x7e]{1,200}$/; // visible ASCII, as the header's draft asks for

/** JSON with sorted keys: two bodies with the same content hash the same whatever their key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The key of the request, or undefined when it sends none; a malformed key is refused (400). */
export function idempotencyKeyOf(request: Request): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER] as string | string[] | undefined;
  if (raw === undefined) return undefined;
  if (Array.isArray(raw) || !KEY.test(raw)) throw new AppError('INVALID_IDEMPOTENCY_KEY');
  return raw;
}

/** What a retry must repeat: the method, the path (with its ids) and the body as validated. */
export function requestHash(request: Request): string {
  return crypto
    .createHash('sha256')
    .update(`${request.method.toUpperCase()} ${request.path}\n${stableJson(request.payload ?? null)}`)
    .digest('hex');
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface Scope {
  tenantId: string;
  userId: string;
  key: string;
}

/**
 * Takes the key's lock for the transaction (a concurrent retry waits here until the first commits
 * or rolls back) and answers the stored result of an earlier request, if any. A stored key with
 * another request's hash is refused with 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function replay(trx: Knex.Transaction, scope: Scope, hash: string): Promise<StoredAnswer | undefined> {
  await lockFor(trx, 'idempotency', scope.tenantId, scope.userId, scope.key);
  const stored = await trx('idempotency_keys')
    .where({ tenantId: scope.tenantId, userId: scope.userId, key: scope.key })
    .where('expiresAt', '>', trx.fn.now())
    .first('requestHash', 'status', 'body');
  if (!stored) return undefined;
  if (stored.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { status: stored.status, body: stored.body };
}

/** Stores the answer with the effect (same transaction): a failed request leaves no key behind. */
export async function remember(trx: Knex.Transaction, scope: Scope, hash: string, answer: StoredAnswer): Promise<void> {
  // An expired row of the same key gives way; expired rows of the user go with it, keeping the table small.
  await trx('idempotency_keys').where({ tenantId: scope.tenantId, userId: scope.userId }).where('expiresAt', '<=', trx.fn.now()).delete();
  await trx('idempotency_keys').insert({
    tenantId: scope.tenantId,
    userId: scope.userId,
    key: scope.key,
    requestHash: hash,
    status: answer.status,
    // Stored as the JSON the client received (dates as ISO text), so a replay answers the same bytes.
    body: JSON.stringify(answer.body ?? null),
    expiresAt: trx.raw(`now() + interval '${IDEMPOTENCY_TTL_HOURS} hours'`),
  });
}
