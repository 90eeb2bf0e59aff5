// "View as" (document 1, section 6): a user allowed to may see another principal user's panel.
// While viewing, every request of the browser session carries `X-View-As: <userId>` and is
// answered with the viewed user's credentials (their id, email, permissions and policy), so every
// data call is scoped as them; it is read-only, and starting and ending it is written to the audit log.
import type { Knex } from 'knex';
import { AppError } from '../platform/errors/app-error.ts';
import { inContext } from '../platform/db/knex.ts';
import type { UserCaller } from '../auth/sessions.ts';
import * as audit from '../audit/audit-log.ts';
import { authorizationFor } from './policy.ts';
import { contactClientOf } from './visibility.ts';
import { principalUserSql } from './principal-user.ts';
import { containsPattern, searchMatch } from '../platform/resource/define.ts';

/** The request header naming the viewed user. */
export const VIEW_AS_HEADER = 'x-view-as';

/** Who may view as another user: super administrators (and authorised administrators) and holders of this code. */
export const VIEW_AS_PERMISSION = 'AdministrationUsers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SAFE_METHODS = new Set(['get', 'head', 'options']);

export interface ViewedUser {
  id: string;
  email: string;
  name: string;
  lastName: string;
  isSuperAdmin: boolean;
}

/** The header's value when the request names one user to view as, else undefined. */
export function viewAsHeader(headers: Record<string, unknown>): string | undefined {
  const value = headers[VIEW_AS_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Only reads travel while viewing: the panel is looked at, never changed through someone else. */
export function assertReadOnly(method: string): void {
  if (!SAFE_METHODS.has(method.toLowerCase())) throw new AppError('VIEW_AS_READ_ONLY');
}

/**
 * The users `viewer` may view as, over `u` (users) and `m` (the membership): someone else, active,
 * an active member of the viewer's active company (so of the same tenant), a principal user
 * (neither a client contact nor only an external user of work groups), and not a super
 * administrator unless the viewer is one (viewing grants no wider reads).
 */
function viewable(trx: Knex.Transaction, viewer: UserCaller): Knex.QueryBuilder {
  const q = trx('users as u')
    .join('company_memberships as m', 'm.userId', 'u.id')
    .where({ 'u.active': true, 'm.companyId': viewer.companyId, 'm.tenantId': viewer.tenantId, 'm.active': true })
    .whereNot('u.id', viewer.userId)
    .whereRaw(principalUserSql('u.id', 'm.company_id'));
  if (!viewer.isSuperAdmin) q.where('u.isSuperAdmin', false);
  return q;
}

/** The user `viewer` may view as (see viewable), or VIEW_AS_NOT_ALLOWED; the viewer must hold the permission. */
export async function viewableUser(trx: Knex.Transaction, viewer: UserCaller, targetId: string): Promise<ViewedUser> {
  if (!viewer.tenantId || !viewer.companyId) throw new AppError('NO_ACTIVE_COMPANY');
  const refuse = () => new AppError('VIEW_AS_NOT_ALLOWED');
  if (!viewer.can(VIEW_AS_PERMISSION) || !UUID.test(targetId) || targetId === viewer.userId) throw refuse();
  const target = (await viewable(trx, viewer).where('u.id', targetId).first('u.id', 'u.email', 'u.name', 'u.lastName', 'u.isSuperAdmin')) as
    ViewedUser | undefined;
  if (!target) throw refuse();
  return target;
}

/** The page of people the picker of "Ver como…" offers: exactly those viewableUser accepts, by name, searched by `text`. */
export async function viewAsCandidates(knex: Knex, viewer: UserCaller, text: string) {
  return inContext(knex, { tenantId: viewer.tenantId, userId: viewer.userId, email: viewer.email }, async (trx) => {
    const q = viewable(trx, viewer).orderBy(['u.name', 'u.lastName', 'u.id']).limit(CANDIDATES_PAGE);
    const words = text.trim();
    if (words) {
      q.where((w) => {
        for (const column of [`u.name || ' ' || u.last_name`, 'u.email']) w.orWhereRaw(searchMatch(column), [containsPattern(words)]);
      });
    }
    const rows = (await q.select('u.id', 'u.name', 'u.lastName', 'u.email')) as { id: string; name: string; lastName: string; email: string }[];
    return rows.map((u) => ({ id: u.id, name: fullName(u), email: u.email }));
  });
}

const CANDIDATES_PAGE = 50;

/** The credentials of a request made while `viewer` views as `targetId`: the viewed user's, in the viewer's company. */
export async function viewAsCaller(knex: Knex, viewer: UserCaller, targetId: string): Promise<UserCaller> {
  return inContext(knex, { tenantId: viewer.tenantId, userId: viewer.userId, email: viewer.email }, async (trx) => {
    const target = await viewableUser(trx, viewer, targetId);
    const { policy, principal } = await authorizationFor(trx, target, viewer.companyId);
    return {
      ...viewer,
      userId: target.id,
      email: target.email,
      isSuperAdmin: target.isSuperAdmin,
      contactClientId: await contactClientOf(trx, target.id, viewer.companyId),
      ...principal,
      policy,
      viewAs: { byUserId: viewer.userId, byEmail: viewer.email },
    };
  });
}

const fullName = (u: { name: string; lastName: string | null }) => [u.name, u.lastName].filter(Boolean).join(' ');

const auditEntry = (viewer: UserCaller, targetId: string, action: 'view-as' | 'view-as-end') => ({
  tenantId: viewer.tenantId!,
  companyId: viewer.companyId!,
  actorId: viewer.userId,
  entity: 'users',
  entityId: targetId,
  action,
});

/** POST /api/view-as: checks the viewed user, writes the audit entry and answers who is viewed. */
export async function startViewAs(knex: Knex, viewer: UserCaller, targetId: string) {
  return inContext(knex, { tenantId: viewer.tenantId, userId: viewer.userId, email: viewer.email }, async (trx) => {
    const target = await viewableUser(trx, viewer, targetId);
    await audit.record(trx, auditEntry(viewer, target.id, 'view-as'));
    return { userId: target.id, name: fullName(target), email: target.email };
  });
}

/** DELETE /api/view-as: the end of a view is written for the user that was viewed (a member of the company). */
export async function endViewAs(knex: Knex, viewer: UserCaller, targetId: string | undefined): Promise<void> {
  if (!targetId || !UUID.test(targetId) || !viewer.tenantId || !viewer.companyId) return;
  await inContext(knex, { tenantId: viewer.tenantId, userId: viewer.userId, email: viewer.email }, async (trx) => {
    const member = await trx('company_memberships').where({ userId: targetId, companyId: viewer.companyId }).first('userId');
    if (member) await audit.record(trx, auditEntry(viewer, targetId, 'view-as-end'));
  });
}

/** The `viewAs` block of GET /api/me while viewing: who is viewed, and the real user behind it. */
export async function viewAsSummary(knex: Knex, caller: UserCaller) {
  if (!caller.viewAs) return null;
  return inContext(knex, { tenantId: caller.tenantId, userId: caller.viewAs.byUserId, email: caller.viewAs.byEmail }, async (trx) => {
    // One after the other: one transaction is one connection.
    const viewed = await trx('users').where({ id: caller.userId }).first('id', 'name', 'lastName', 'email');
    const by = await trx('users').where({ id: caller.viewAs!.byUserId }).first('id', 'name', 'lastName', 'email');
    return {
      userId: viewed.id as string,
      name: fullName(viewed),
      email: viewed.email as string,
      byUserId: by.id as string,
      byName: fullName(by),
      byEmail: by.email as string,
    };
  });
}
