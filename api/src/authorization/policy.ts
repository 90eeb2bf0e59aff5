// Loads the Casbin policy lines that decide a user's calls in a company: their active roles there
// with the codes each grants, and the super administrator flag. Loaded per request (one query), so
// a role edited a second ago already applies to the next call.
import type { Knex } from 'knex';
import { buildPolicy, principalFor, type PolicyLines } from '../../../policies/policy.ts';
import type { Principal } from '../../../policies/guard.ts';

export async function policyLinesFor(
  trx: Knex.Transaction, user: { id: string; isSuperAdmin: boolean }, companyId: string | null,
): Promise<PolicyLines> {
  const rows: { roleId: string; permissionCode: string | null }[] = companyId
    ? await trx('userRoles as ur')
      .join('roles as r', 'r.id', 'ur.roleId')
      .leftJoin('rolePermissions as rp', 'rp.roleId', 'r.id')
      .where({ 'ur.userId': user.id, 'ur.companyId': companyId, 'r.active': true })
      .select('r.id as roleId', 'rp.permissionCode')
    : [];
  const codesByRole = new Map<string, string[]>();
  for (const row of rows) {
    const codes = codesByRole.get(row.roleId) ?? [];
    if (row.permissionCode) codes.push(row.permissionCode);
    codesByRole.set(row.roleId, codes);
  }
  return buildPolicy({
    roles: [...codesByRole].map(([roleId, permissions]) => ({ roleId, companyId: companyId!, permissions })),
    assignments: [...codesByRole.keys()].map((roleId) => ({ userId: user.id, roleId, companyId: companyId! })),
    unrestricted: user.isSuperAdmin ? [user.id] : [],
  });
}

/** The policy lines and the decisions they give, for the credentials of a request. */
export async function authorizationFor(
  trx: Knex.Transaction, user: { id: string; isSuperAdmin: boolean }, companyId: string | null,
): Promise<{ policy: PolicyLines; principal: Principal }> {
  const policy = await policyLinesFor(trx, user, companyId);
  return { policy, principal: await principalFor(policy, user.id, companyId) };
}
