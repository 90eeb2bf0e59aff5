// The policy as data and the enforcer over it. The API builds the lines from the database (roles,
// their codes, the user's roles per company, the flags) and serves the signed-in user's lines to
// the admin, so both sides decide with the same Casbin model and the same lines.
import { newEnforcer, newModelFromString, type Enforcer } from 'casbin';
import { MODEL } from './model.ts';
import { codeContains, type Principal } from './guard.ts';
import type { PermissionCode } from './permissions.ts';

export interface RoleGrant {
  roleId: string;
  companyId: string;
  permissions: readonly string[];
}
export interface RoleAssignment {
  userId: string;
  roleId: string;
  companyId: string;
}
export interface PolicySource {
  /** Active roles with their codes (an inactive role grants nothing). */
  roles: readonly RoleGrant[];
  assignments: readonly RoleAssignment[];
  /** Users who pass every guard: super administrators and authorised tenant administrators. */
  unrestricted: readonly string[];
}
export interface PolicyLines {
  p: string[][];
  g: string[][];
  g2: string[][];
}

const roleSubject = (roleId: string) => `role:${roleId}`;

/** Turns roles, assignments and flags into Casbin policy lines. */
export function buildPolicy(source: PolicySource): PolicyLines {
  return {
    p: source.roles.flatMap((r) => r.permissions.map((code) => [roleSubject(r.roleId), r.companyId, code])),
    g: source.assignments.map((a) => [a.userId, roleSubject(a.roleId), a.companyId]),
    g2: source.unrestricted.map((userId) => [userId, 'unrestricted']),
  };
}

export async function enforcerFor(lines: PolicyLines): Promise<Enforcer> {
  const enforcer = await newEnforcer(newModelFromString(MODEL));
  enforcer.addFunction('codeContains', (held: string, required: string) => codeContains(held, required));
  if (lines.p.length) await enforcer.addPolicies(lines.p);
  if (lines.g.length) await enforcer.addGroupingPolicies(lines.g);
  if (lines.g2.length) await enforcer.addNamedGroupingPolicies('g2', lines.g2);
  return enforcer;
}

/** A user's decisions in one company, answered by the enforcer. */
export async function principalFor(lines: PolicyLines, userId: string, companyId: string | null): Promise<Principal> {
  const enforcer = await enforcerFor(lines);
  const unrestricted = lines.g2.some(([u]) => u === userId);
  const roles = new Set(lines.g.filter(([u, , c]) => u === userId && c === companyId).map(([, r]) => r));
  const permissions = [...new Set(lines.p.filter(([r, c]) => roles.has(r) && c === companyId).map(([, , code]) => code))].sort();
  return {
    unrestricted,
    permissions,
    can: (required: PermissionCode | null) => required === null || (companyId !== null && enforcer.enforceSync(userId, companyId, required)),
  };
}

/** Which rows an All/Workgroup pair opens: the whole company, the user's work groups' projects, or none. */
export type Scope = 'all' | 'workgroup' | null;

export function scopeOf(principal: Principal, pair: string): Scope {
  if (principal.can(`${pair}All` as PermissionCode)) return 'all';
  if (principal.can(`${pair}Workgroup` as PermissionCode)) return 'workgroup';
  return null;
}
