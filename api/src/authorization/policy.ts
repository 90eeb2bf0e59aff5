// The roles that decide a user's calls in a company: their active roles there with the codes each
// grants, read per request (one query), so a role edited a second ago already applies to the next
// call; the compiled policy comes from the cache of policy-cache.ts.
import type { Knex } from 'knex';
import type { PolicyLines } from '../../../policies/policy.ts';
import type { Principal } from '../../../policies/guard.ts';
import { authorizationOf, type HeldRole } from './policy-cache.ts';

export async function rolesOf(trx: Knex.Transaction, userId: string, companyId: string | null): Promise<HeldRole[]> {
  const rows: { roleId: string; permissionCode: string | null }[] = companyId
    ? await trx('user_roles as ur')
        .join('roles as r', 'r.id', 'ur.roleId')
        .leftJoin('role_permissions as rp', 'rp.roleId', 'r.id')
        .where({ 'ur.userId': userId, 'ur.companyId': companyId, 'r.active': true })
        .orderBy(['r.id', 'rp.permissionCode'])
        .select('r.id as roleId', 'rp.permissionCode')
    : [];
  const codesByRole = new Map<string, string[]>();
  for (const row of rows) {
    const codes = codesByRole.get(row.roleId) ?? [];
    if (row.permissionCode) codes.push(row.permissionCode);
    codesByRole.set(row.roleId, codes);
  }
  return [...codesByRole].map(([roleId, permissions]) => ({ roleId, permissions }));
}

/** The policy lines and the decisions they give, for the credentials of a request. */
export async function authorizationFor(
  trx: Knex.Transaction,
  user: { id: string; isSuperAdmin: boolean },
  companyId: string | null,
): Promise<{ policy: PolicyLines; principal: Principal }> {
  return authorizationOf(user, companyId, await rolesOf(trx, user.id, companyId));
}
