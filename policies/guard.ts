// The route guard of the specification (document 1, section 6), shared by the API and the admin:
// allowed if super admin, or the authorised flag is set, or any held code contains the required one.
import type { PermissionCode } from './permissions.ts';

export interface Principal {
  isSuperAdmin: boolean;
  authorized?: boolean;
  permissions: readonly string[];
}

export function isAllowed(principal: Principal, required: PermissionCode | null): boolean {
  if (required === null) return true;
  if (principal.isSuperAdmin || principal.authorized) return true;
  return principal.permissions.some((held) => held.includes(required));
}
