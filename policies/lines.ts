// The Casbin model's matcher (model.ts) evaluated over the same policy lines without the Casbin
// engine: the admin decides with it, so its first screen does not carry Casbin and its parser
// (about 46 KB of gzip JavaScript). policy.unit.test.ts holds it equal to the enforcer on random lines.
import { codeContains, type Principal } from './guard.ts';
import type { PermissionCode } from './permissions.ts';

/** The lines as policy.ts builds them (p: role, company, code; g: user, role, company; g2: user, 'unrestricted'). */
export interface Lines {
  p: readonly (readonly string[])[];
  g: readonly (readonly string[])[];
  g2: readonly (readonly string[])[];
}

/** A user's decisions in one company: `g2(user, "unrestricted") || (g(user, role, company) && p(role, company, held) && codeContains(held, required))`. */
export function principalFromLines(lines: Lines, userId: string, companyId: string | null): Principal {
  const unrestricted = lines.g2.some(([u, flag]) => u === userId && flag === 'unrestricted');
  const roles = new Set(lines.g.filter(([u, , c]) => u === userId && c === companyId).map(([, r]) => r));
  const permissions = [...new Set(lines.p.filter(([r, c]) => roles.has(r) && c === companyId).map(([, , code]) => code))].sort();
  return {
    unrestricted,
    permissions,
    can: (required: PermissionCode | null) =>
      required === null || (companyId !== null && (unrestricted || permissions.some((held) => codeContains(held, required)))),
  };
}
