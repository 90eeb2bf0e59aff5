// Rate limits kept in PostgreSQL (the API is stateless and may run as several instances): each
// counted event is a row of auth_rate_events keyed by the SHA-256 of an address or an email.
import crypto from 'node:crypto';
import type { Request } from '@hapi/hapi';
import type { Knex } from 'knex';
import { lockFor } from '../platform/db/knex.ts';
import { LOGIN_STARTS_PER_IP } from '../platform/config.ts';

export interface Limit {
  /** Events allowed inside the window; the next one is refused. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** The product's limits, one place. */
export const LIMITS = {
  /** GET /api/auth/login per client address. */
  loginStartPerIp: { max: LOGIN_STARTS_PER_IP, windowMs: 15 * MINUTE },
  /** Wrong passwords at the development provider, per account and per address. */
  loginFailedPerEmail: { max: 5, windowMs: 15 * MINUTE },
  loginFailedPerIp: { max: 20, windowMs: 15 * MINUTE },
  /** Help requests from the login page, per email and per address. */
  helpPerEmail: { max: 3, windowMs: 60 * MINUTE },
  helpPerIp: { max: 10, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

export type RateKind =
  | 'login-start-ip'
  | 'login-failed-email'
  | 'login-failed-ip'
  | 'help-email'
  | 'help-ip'
  /** The client's external pre-invoice links (settlement/client/external-link.ts): every call, and comments, per address. */
  | 'external-ip'
  | 'external-comment-ip';

/** Events older than this are swept as new ones arrive (longer than any window). */
const KEEP_MS = 24 * 60 * MINUTE;

/** IPv4 clients may show as IPv4-mapped IPv6 addresses: one key for both spellings. */
export const normalizeIp = (ip: string | undefined) => (ip ?? 'unknown').replace(/^::ffff:/i, '').toLowerCase();

/**
 * The client's address. Behind one trusted reverse proxy (TRUST_PROXY=true) it is the last entry of
 * X-Forwarded-For, the one that proxy appended; earlier entries are the client's to invent.
 */
export function clientAddress(request: Request, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim()) {
    return normalizeIp(forwarded.split(',').at(-1)!.trim());
  }
  return normalizeIp(request.info.remoteAddress);
}

/** The stored key: never the address or email itself. */
export const rateKey = (value: string) => crypto.createHash('sha256').update(value.trim().toLowerCase()).digest('hex');

/** How many events of this kind and key fall inside the window. */
export async function countEvents(knex: Knex, kind: RateKind, value: string, limit: Limit, now = new Date()): Promise<number> {
  const [{ n }] = await knex('auth_rate_events')
    .where({ kind, key_hash: rateKey(value) })
    .where('created_at', '>', new Date(now.getTime() - limit.windowMs))
    .count({ n: '*' });
  return Number(n);
}

export async function isLimited(knex: Knex, kind: RateKind, value: string, limit: Limit, now = new Date()): Promise<boolean> {
  return (await countEvents(knex, kind, value, limit, now)) >= limit.max;
}

/** Records one event (and sweeps expired ones). */
export async function recordEvent(knex: Knex, kind: RateKind, value: string): Promise<void> {
  await knex('auth_rate_events').insert({ kind, key_hash: rateKey(value) });
  await knex('auth_rate_events')
    .where('created_at', '<', new Date(Date.now() - KEEP_MS))
    .delete();
}

export interface RateCheck {
  kind: RateKind;
  value: string;
  limit: Limit;
}

/**
 * Locks the keys of these checks for the rest of the transaction (in one order, so two requests
 * never wait on each other crosswise): counting and recording under the lock is one atomic step.
 */
async function lockKeys(trx: Knex.Transaction, checks: RateCheck[]): Promise<void> {
  for (const c of [...checks].sort((a, b) => a.kind.localeCompare(b.kind))) {
    await lockFor(trx, c.kind, rateKey(c.value));
  }
}

/**
 * Takes one slot under each limit, all or nothing: true when allowed (the events are recorded),
 * false when any key is at its limit (nothing recorded). Advisory locks per key make concurrent
 * requests count exactly.
 */
export async function takeSlots(knex: Knex, checks: RateCheck[]): Promise<boolean> {
  return knex.transaction(async (trx) => {
    await lockKeys(trx, checks);
    for (const c of checks) if (await isLimited(trx, c.kind, c.value, c.limit)) return false;
    for (const c of checks) await recordEvent(trx, c.kind, c.value);
    return true;
  });
}

export async function clearEvents(knex: Knex, kind: RateKind, value: string): Promise<void> {
  await knex('auth_rate_events')
    .where({ kind, key_hash: rateKey(value) })
    .delete();
}

/** How a password attempt at the development provider ended. */
export type LoginAttemptResult = 'blocked' | 'wrong' | 'right';

/** What the development provider asks when a password is given. */
export interface LoginThrottle {
  /**
   * One atomic step: refuses ('blocked') when this account or this address failed too often in the
   * last 15 minutes (even the right password), else checks the password and records a failure
   * ('wrong') or clears the account's failures ('right'; the address's stay). The keys are locked
   * from the count to the record, so a parallel burst is refused past the limit like a sequential one.
   */
  attempt(email: string, ip: string | undefined, passwordIsRight: () => boolean): Promise<LoginAttemptResult>;
}

export function loginThrottle(knex: Knex): LoginThrottle {
  return {
    attempt(email, ip, passwordIsRight) {
      const checks: RateCheck[] = [
        { kind: 'login-failed-email', value: email, limit: LIMITS.loginFailedPerEmail },
        { kind: 'login-failed-ip', value: normalizeIp(ip), limit: LIMITS.loginFailedPerIp },
      ];
      return knex.transaction(async (trx) => {
        await lockKeys(trx, checks);
        for (const c of checks) if (await isLimited(trx, c.kind, c.value, c.limit)) return 'blocked';
        if (passwordIsRight()) {
          await clearEvents(trx, 'login-failed-email', email);
          return 'right';
        }
        for (const c of checks) await recordEvent(trx, c.kind, c.value);
        return 'wrong';
      });
    },
  };
}
