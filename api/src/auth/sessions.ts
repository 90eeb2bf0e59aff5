// Login sessions: a random token in an HttpOnly cookie, only its SHA-256 stored; each request
// resolves it to the user, the active tenant and company, and the permission codes held there.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { inContext, setDbContext } from '../platform/db/knex.ts';
import type { AuthContext } from '../platform/http/auth-context.ts';

/** Four hours without activity end a session (document 1, section 9). */
export const INACTIVITY_TIMEOUT_MS = 14_400_000;
/** Activity is written at most once a minute per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface NewSession {
  userId: string;
  email: string;
  browserInfo?: string;
  idToken?: string;
  /** Preferred tenant; defaults to the user's default company membership. */
  tenantId?: string;
  companyId?: string;
}

/** The company a user lands in: the requested one if they belong to it, else their default, else any. */
export async function defaultCompany(trx: Knex.Transaction, userId: string, tenantId?: string, companyId?: string) {
  const q = trx('companyMemberships as m')
    .join('companies as c', 'c.id', 'm.companyId')
    .where({ 'm.userId': userId, 'm.active': true, 'c.active': true })
    .orderBy([{ column: 'm.isDefault', order: 'desc' }, { column: 'c.isMain', order: 'desc' }, { column: 'c.name' }])
    .first('m.tenantId', 'm.companyId');
  if (tenantId) q.where('m.tenantId', tenantId);
  if (companyId) q.where('m.companyId', companyId);
  return (await q) as { tenantId: string; companyId: string } | undefined;
}

export async function createSession(knex: Knex, s: NewSession): Promise<{ token: string; id: string }> {
  const token = crypto.randomBytes(32).toString('base64url');
  return inContext(knex, { userId: s.userId, email: s.email }, async (trx) => {
    const company = await defaultCompany(trx, s.userId, s.tenantId, s.companyId);
    const [{ id }] = await trx('authSessions').insert({
      tokenHash: hashToken(token),
      userId: s.userId,
      tenantId: company?.tenantId ?? null,
      companyId: company?.companyId ?? null,
      browserInfo: s.browserInfo?.slice(0, 300) ?? null,
      idToken: s.idToken ?? null,
    }).returning('id');
    return { token, id };
  });
}

export async function endSession(knex: Knex, sessionId: string, reason: string): Promise<{ idToken: string | null } | undefined> {
  return inContext(knex, {}, async (trx) => {
    const [row] = await trx('authSessions').where({ id: sessionId }).whereNull('endedAt')
      .update({ endedAt: trx.fn.now(), endReason: reason }).returning(['idToken']);
    return row as { idToken: string | null } | undefined;
  });
}

/** Resolves a cookie token to the caller, or null when unknown, ended, idle too long or the user is inactive. */
export async function resolveSession(knex: Knex, token: string, now = new Date()): Promise<AuthContext | null> {
  return inContext(knex, {}, async (trx) => {
    const s = await trx('authSessions').where({ tokenHash: hashToken(token) }).whereNull('endedAt').first();
    if (!s) return null;
    const idle = now.getTime() - new Date(s.lastActivityAt).getTime();
    if (idle > INACTIVITY_TIMEOUT_MS) {
      await trx('authSessions').where({ id: s.id }).update({ endedAt: now, endReason: 'inactivity' });
      return null;
    }
    await setDbContext(trx, { tenantId: s.tenantId, userId: s.userId });
    const user = await trx('users').where({ id: s.userId }).first('id', 'email', 'isSuperAdmin', 'active');
    if (!user?.active) {
      await trx('authSessions').where({ id: s.id }).update({ endedAt: now, endReason: 'inactive-user' });
      return null;
    }
    const permissions = s.companyId ? await permissionCodes(trx, s.userId, s.companyId) : [];
    if (idle > TOUCH_EVERY_MS) await trx('authSessions').where({ id: s.id }).update({ lastActivityAt: now });
    return {
      sessionId: s.id,
      userId: user.id,
      email: user.email,
      tenantId: s.tenantId,
      companyId: s.companyId,
      isSuperAdmin: user.isSuperAdmin,
      permissions,
    };
  });
}

/** Permission codes granted to a user in a company through their active roles. */
export async function permissionCodes(trx: Knex.Transaction, userId: string, companyId: string): Promise<string[]> {
  const rows = await trx('userRoles as ur')
    .join('roles as r', 'r.id', 'ur.roleId')
    .join('rolePermissions as rp', 'rp.roleId', 'r.id')
    .where({ 'ur.userId': userId, 'ur.companyId': companyId, 'r.active': true })
    .distinct('rp.permissionCode')
    .orderBy('rp.permissionCode');
  return rows.map((r: { permissionCode: string }) => r.permissionCode);
}
