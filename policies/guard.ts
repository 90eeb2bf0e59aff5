// The route guard of the specification (document 1, section 6), shared by the API and the admin:
// allowed if super admin, or the authorised flag is set, or any held code contains the required one.
// `codeContains` is the one comparison; the Casbin matcher (model.ts) calls it for every policy line.
import type { PermissionCode } from './permissions.ts';

/** A held code opens a route when it contains the route's code (e.g. a wider code naming it). */
export function codeContains(held: string, required: string): boolean {
  return held.includes(required);
}

/** Who is asking, as both enforcers see them: a decision per code and the codes held. */
export interface Principal {
  /** Super admin or authorised: every guard passes. */
  unrestricted: boolean;
  permissions: readonly string[];
  can(required: PermissionCode | null): boolean;
}
