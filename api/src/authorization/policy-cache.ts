// The compiled Casbin policy, kept per set of held codes instead of built on every request.
// A member's decisions depend only on the codes their active roles grant in the company and on
// the unrestricted flag, so one enforcer (its subject and domain placeholders) serves everyone
// holding the same set. The key is the set itself, read fresh with the session on each request:
// a role, membership or permission changed a moment ago gives another key on the next request,
// on every API instance alike, and nothing needs invalidating. Least recently used sets leave first.
import type { Enforcer } from 'casbin';
import { buildPolicy, enforcerFor, type PolicyLines } from '../../../policies/policy.ts';
import type { Principal } from '../../../policies/guard.ts';
import type { PermissionCode } from '../../../policies/permissions.ts';

export interface HeldRole {
  roleId: string;
  permissions: readonly string[];
}

const MEMBER = 'member';
const COMPANY = 'company';
const MAX_ENTRIES = 500;
/** A set's enforcer and the decisions it has given: each code is enforced once per set, then read (a list asks per row and action). */
interface Compiled {
  enforcer: Enforcer;
  decided: Map<string, boolean>;
}
const enforcers = new Map<string, Promise<Compiled>>();
let builds = 0;

/** How many enforcers were compiled since start (tests see the cache work through it). */
export const compiledEnforcers = () => builds;

function enforcerOf(unrestricted: boolean, codes: readonly string[]): Promise<Compiled> {
  const key = `${unrestricted ? '*' : ''}|${codes.join(',')}`;
  let found = enforcers.get(key);
  if (found) {
    enforcers.delete(key); // moved to the most recent end
  } else {
    builds += 1;
    found = enforcerFor(
      buildPolicy({
        roles: [{ roleId: MEMBER, companyId: COMPANY, permissions: codes }],
        assignments: [{ userId: MEMBER, roleId: MEMBER, companyId: COMPANY }],
        unrestricted: unrestricted ? [MEMBER] : [],
      }),
    ).then((enforcer) => ({ enforcer, decided: new Map<string, boolean>() }));
    found.catch(() => enforcers.delete(key));
    if (enforcers.size >= MAX_ENTRIES) enforcers.delete(enforcers.keys().next().value!);
  }
  enforcers.set(key, found);
  return found;
}

/**
 * The policy lines of the user (served to the admin, which enforces with the same model) and the
 * decisions, from the active roles they hold in the company and their super administrator flag.
 */
export async function authorizationOf(
  user: { id: string; isSuperAdmin: boolean },
  companyId: string | null,
  roles: readonly HeldRole[],
): Promise<{ policy: PolicyLines; principal: Principal }> {
  const lines = () =>
    buildPolicy({
      roles: companyId ? roles.map((r) => ({ roleId: r.roleId, companyId, permissions: r.permissions })) : [],
      assignments: companyId ? roles.map((r) => ({ userId: user.id, roleId: r.roleId, companyId })) : [],
      unrestricted: user.isSuperAdmin ? [user.id] : [],
    });
  const permissions = companyId ? [...new Set(roles.flatMap((r) => r.permissions))].sort() : [];
  const { enforcer, decided } = await enforcerOf(user.isSuperAdmin, permissions);
  let policy: PolicyLines | undefined;
  return {
    // Built when read (the session's answer to the admin), not on every API request.
    get policy() {
      return (policy ??= lines());
    },
    principal: {
      unrestricted: user.isSuperAdmin,
      permissions,
      can: (required: PermissionCode | null) => {
        if (required === null) return true;
        if (companyId === null) return false;
        let allowed = decided.get(required);
        if (allowed === undefined) decided.set(required, (allowed = enforcer.enforceSync(MEMBER, COMPANY, required)));
        return allowed;
      },
    },
  };
}
