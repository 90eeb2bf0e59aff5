// Login sessions: a random token in an HttpOnly cookie, only its SHA-256 stored; each request
// resolves it to the caller: a user (with the active tenant, company and the permission codes held
// there) or, before registration, the identity provider's verified email and names.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { beginWith, inContext, sqlLiteral, type DbContext } from '../platform/db/knex.ts';
import type { AuthContext } from '../platform/http/auth-context.ts';
import { authorizationOf, type HeldRole } from '../authorization/policy-cache.ts';

import { INACTIVITY_TIMEOUT_MS } from '../contract/session.ts';

export { INACTIVITY_TIMEOUT_MS };
/** Activity is written at most once a minute per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;
/** The all-zero UUID: the specification's empty id (a bearer call has no session row). */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');

/** Why a session ended (auth_sessions.end_reason). */
export const END_REASONS = {
  logout: 'logout',
  inactivity: 'inactivity',
  inactiveUser: 'inactive-user',
  closedElsewhere: 'closed-elsewhere',
  /** The same browser signed in again: its previous session is replaced. */
  relogin: 'relogin',
} as const;

/** A signed-in user, through the session cookie or a bearer access token. */
export interface UserCaller extends AuthContext {
  kind: 'user';
  via: 'cookie' | 'bearer';
}

/** A login of a person the platform does not know yet: only POST /api/register and logout serve it. */
export interface RegistrationCaller {
  kind: 'registration';
  via: 'cookie';
  sessionId: string;
  userId: null;
  email: string;
  claimedName: string;
  claimedLastName: string;
}

export type Caller = UserCaller | RegistrationCaller;

/** What a request with a token gets: the caller, or the stable code saying why not. */
export type SessionLookup =
  { ok: true; caller: Caller } | { ok: false; code: 'UNAUTHENTICATED' | 'SESSION_EXPIRED' | 'SESSION_CLOSED_ELSEWHERE' | 'SESSION_USER_INACTIVE' };

const REFUSAL_BY_REASON: Record<string, Exclude<SessionLookup, { ok: true }>['code']> = {
  [END_REASONS.inactivity]: 'SESSION_EXPIRED',
  [END_REASONS.closedElsewhere]: 'SESSION_CLOSED_ELSEWHERE',
  [END_REASONS.inactiveUser]: 'SESSION_USER_INACTIVE',
};

export interface NewSession {
  userId: string;
  email: string;
  browserInfo?: string;
  idToken?: string;
  /** Preferred tenant; defaults to the user's default company membership. */
  tenantId?: string;
  companyId?: string;
}

export interface NewRegistrationSession {
  email: string;
  name?: string;
  lastName?: string;
  browserInfo?: string;
  idToken?: string;
}

/** The company a user lands in: the requested one if they belong to it, else their default, else any. */
export async function defaultCompany(trx: Knex.Transaction, userId: string, tenantId?: string, companyId?: string) {
  const q = trx('company_memberships as m')
    .join('companies as c', 'c.id', 'm.companyId')
    .join('tenants as t', 't.id', 'm.tenantId')
    .join('tenant_memberships as tm', function joinTenantMembership() {
      this.on('tm.tenantId', '=', 'm.tenantId').andOn('tm.userId', '=', 'm.userId');
    })
    .where({ 'm.userId': userId, 'm.active': true, 'c.active': true, 't.active': true, 'tm.active': true })
    .orderBy([{ column: 'm.isDefault', order: 'desc' }, { column: 'c.isMain', order: 'desc' }, { column: 'c.name' }])
    .first('m.tenantId', 'm.companyId');
  if (tenantId) q.where('m.tenantId', tenantId);
  if (companyId) q.where('m.companyId', companyId);
  return (await q) as { tenantId: string; companyId: string } | undefined;
}

export async function createSession(knex: Knex, s: NewSession): Promise<{ token: string; id: string }> {
  const token = newToken();
  return inContext(knex, { userId: s.userId, email: s.email }, async (trx) => {
    const company = await defaultCompany(trx, s.userId, s.tenantId, s.companyId);
    const [{ id }] = await trx('auth_sessions')
      .insert({
        tokenHash: hashToken(token),
        userId: s.userId,
        email: s.email,
        tenantId: company?.tenantId ?? null,
        companyId: company?.companyId ?? null,
        browserInfo: s.browserInfo?.slice(0, 300) ?? null,
        idToken: s.idToken ?? null,
      })
      .returning('id');
    return { token, id };
  });
}

/** A session for someone who signed in at the identity provider but has no user here yet. */
export async function createRegistrationSession(knex: Knex, s: NewRegistrationSession): Promise<{ token: string; id: string }> {
  const token = newToken();
  return inContext(knex, { sessionHash: hashToken(token) }, async (trx) => {
    const [{ id }] = await trx('auth_sessions')
      .insert({
        tokenHash: hashToken(token),
        userId: null,
        email: s.email.toLowerCase(),
        claimedName: s.name?.slice(0, 100) ?? null,
        claimedLastName: s.lastName?.slice(0, 100) ?? null,
        browserInfo: s.browserInfo?.slice(0, 300) ?? null,
        idToken: s.idToken ?? null,
      })
      .returning('id');
    return { token, id };
  });
}

/** Ends a session and hands back its ID token for the issuer's logout (the row forgets it as it ends). */
export async function endSession(knex: Knex, sessionId: string, reason: string): Promise<{ idToken: string | null } | undefined> {
  return inContext(knex, { sessionId }, async (trx) => {
    const row = await trx('auth_sessions').where({ id: sessionId }).whereNull('endedAt').forUpdate().first('idToken');
    if (!row) return undefined;
    await trx('auth_sessions').where({ id: sessionId }).update({ endedAt: trx.fn.now(), endReason: reason });
    return row as { idToken: string | null };
  });
}

/** Ends the session a cookie names, if it is still open (a new login in the same browser replaces it). */
export async function endSessionByToken(knex: Knex, token: string, reason: string): Promise<void> {
  await inContext(knex, { sessionHash: hashToken(token) }, (trx) =>
    trx('auth_sessions')
      .where({ tokenHash: hashToken(token) })
      .whereNull('endedAt')
      .update({ endedAt: trx.fn.now(), endReason: reason }),
  );
}

/** A new token for the same session row (after registration: the privilege changed, the cookie changes). */
export async function rotateToken(trx: Knex.Transaction, sessionId: string): Promise<string> {
  const token = newToken();
  await trx('auth_sessions')
    .where({ id: sessionId })
    .update({ tokenHash: hashToken(token) });
  return token;
}

/** What app_user_caller answers (migration 20261124000420): the user and the company acted in. */
interface UserRow {
  active: boolean;
  email: string;
  isSuperAdmin: boolean;
  tenantId: string | null;
  companyId: string | null;
  roles: HeldRole[];
  contactClientId: string | null;
}

async function callerOf(u: UserRow & { userId: string; sessionId: string; via: UserCaller['via'] }): Promise<UserCaller> {
  const authorization = await authorizationOf({ id: u.userId, isSuperAdmin: u.isSuperAdmin }, u.companyId, u.roles);
  const caller = {
    kind: 'user' as const,
    via: u.via,
    sessionId: u.sessionId,
    userId: u.userId,
    email: u.email,
    tenantId: u.tenantId,
    companyId: u.companyId,
    isSuperAdmin: u.isSuperAdmin,
    contactClientId: u.contactClientId ?? null,
    ...authorization.principal,
  };
  // The policy lines are read by the session's answer only: built then, not on every request.
  return Object.defineProperty(caller, 'policy', { get: () => authorization.policy, enumerable: true }) as UserCaller;
}

/**
 * The caller for a user: null when the user is inactive. A company the user no longer belongs to
 * (membership, company or tenant deactivated since) is replaced by their default one, or none; a
 * session without a company gets one as soon as the user has one. Leaves the transaction's RLS
 * settings on the user and the company acted in.
 */
export async function userCaller(
  trx: Knex.Transaction,
  base: { sessionId: string; userId: string; tenantId: string | null; companyId: string | null; via: UserCaller['via'] },
): Promise<UserCaller | null> {
  const { rows } = await trx.raw('select app_user_caller(?, ?, ?) as u', [base.userId, base.tenantId, base.companyId]);
  const u = rows[0].u as UserRow;
  if (!u.active) return null;
  if (u.companyId !== base.companyId && base.via === 'cookie') {
    await trx('auth_sessions').where({ id: base.sessionId }).update({ tenantId: u.tenantId, companyId: u.companyId });
  }
  return callerOf({ ...u, userId: base.userId, sessionId: base.sessionId, via: base.via });
}

/** What app_session_caller answers: the session row and, for an open user session, its user. */
interface SessionRow {
  id: string;
  userId: string | null;
  email: string;
  tenantId: string | null;
  companyId: string | null;
  endedAt: string | null;
  endReason: string | null;
  lastActivityAt: string;
  claimedName: string | null;
  claimedLastName: string | null;
  user: UserRow | null;
}

/** What a session's row decides: the caller or why not, and the write it asks for (if any). */
interface SessionDecision {
  lookup: SessionLookup;
  write?: Record<string, unknown>;
}

async function decideSession(s: SessionRow | null, now: Date): Promise<SessionDecision> {
  if (!s) return { lookup: { ok: false, code: 'UNAUTHENTICATED' } };
  if (s.endedAt) return { lookup: { ok: false, code: REFUSAL_BY_REASON[s.endReason as string] ?? 'UNAUTHENTICATED' } };
  const idle = now.getTime() - new Date(s.lastActivityAt).getTime();
  if (idle > INACTIVITY_TIMEOUT_MS) return { lookup: { ok: false, code: 'SESSION_EXPIRED' }, write: { endedAt: now, endReason: END_REASONS.inactivity } };
  let caller: Caller;
  const changes: Record<string, unknown> = {};
  if (s.userId) {
    if (!s.user?.active) return { lookup: { ok: false, code: 'SESSION_USER_INACTIVE' }, write: { endedAt: now, endReason: END_REASONS.inactiveUser } };
    if (s.user.companyId !== s.companyId) Object.assign(changes, { tenantId: s.user.tenantId, companyId: s.user.companyId });
    caller = await callerOf({ ...s.user, userId: s.userId, sessionId: s.id, via: 'cookie' });
  } else {
    caller = {
      kind: 'registration',
      via: 'cookie',
      sessionId: s.id,
      userId: null,
      email: s.email,
      claimedName: s.claimedName ?? '',
      claimedLastName: s.claimedLastName ?? '',
    };
  }
  if (idle > TOUCH_EVERY_MS) changes.lastActivityAt = now;
  return { lookup: { ok: true, caller }, write: Object.keys(changes).length ? changes : undefined };
}

/** Writes what the decision asks of the session's row, in a transaction of its own. */
async function settle(knex: Knex, sessionHash: string, s: SessionRow | null, decision: SessionDecision): Promise<SessionLookup> {
  const { write } = decision;
  if (s && write) await inContext(knex, { sessionHash }, (trx) => trx('auth_sessions').where({ id: s.id }).update(write));
  return decision.lookup;
}

/**
 * Resolves a cookie token: the caller, or why not (unknown or logged out, idle four hours, closed
 * from another session, user deactivated). One statement reads it all; a write (ending an idle or
 * inactive user's session, moving it to the user's default company, the activity once a minute)
 * follows in a transaction of its own only when needed.
 */
export async function lookupSession(knex: Knex, token: string, now = new Date()): Promise<SessionLookup> {
  const sessionHash = hashToken(token);
  const { rows } = await knex.raw('select app_session_caller(?) as s', [sessionHash]);
  const s = rows[0].s as SessionRow | null;
  return settle(knex, sessionHash, s, await decideSession(s, now));
}

/**
 * lookupSession in the BEGIN of the request's transaction: one round trip reads the session and
 * sets the transaction's context (tenant, user, email) as the caller's, so a route's handler runs
 * in it instead of beginning its own (decision 296). The transaction comes back only for a user
 * whose session needs no write; otherwise it is rolled back and the lookup settled as lookupSession
 * does. `context` is what the transaction was set to: the handler takes it only if it asks for the same.
 */
export async function lookupSessionBeginning(
  knex: Knex,
  token: string,
  now = new Date(),
): Promise<{ lookup: SessionLookup; begun?: { trx: Knex.Transaction; context: Required<Pick<DbContext, 'tenantId' | 'userId' | 'email'>> } }> {
  const sessionHash = hashToken(token);
  // The function's own settings are for its lookup (the session's hash); the request's follow it
  // in the same statement, so that nothing but the caller's tenant, user and email stays set.
  const { trx, row } = await beginWith(
    knex,
    `select x.s, set_config('app.tenant_id', coalesce(x.s->'user'->>'tenantId', ''), true) as tenant,
      set_config('app.user_id', coalesce(x.s->>'userId', ''), true) as "user",
      set_config('app.user_email', coalesce(x.s->'user'->>'email', ''), true) as email,
      set_config('app.session_hash', '', true), set_config('app.session_id', '', true)
      from (select app_session_caller(${sqlLiteral(sessionHash)}) as s offset 0) x`,
  );
  const s = row.s as SessionRow | null;
  const decision = await decideSession(s, now).catch(async (err: unknown) => (await trx.rollback(), Promise.reject(err)));
  if (decision.lookup.ok && decision.lookup.caller.kind === 'user' && !decision.write) {
    return { lookup: decision.lookup, begun: { trx, context: { tenantId: row.tenant as string, userId: row.user as string, email: row.email as string } } };
  }
  await trx.rollback();
  return { lookup: await settle(knex, sessionHash, s, decision) };
}
