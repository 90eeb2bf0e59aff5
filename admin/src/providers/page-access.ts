// Whether a product page's route guard lets the principal in: the page's code, either code of its
// All/Workgroup pair, or nothing but a login. The same Casbin principal as the declared resources.
import type { Principal } from '../../../policies/guard.ts';
import type { PermissionCode } from '../../../policies/permissions.ts';
import type { PageRequirement } from '../resources/product-pages.ts';

export function meetsRequirement(principal: Principal, requires: PageRequirement | undefined): boolean {
  if (!requires) return true;
  if ('code' in requires) return principal.can(requires.code);
  return principal.can(`${requires.pair}All` as PermissionCode) || principal.can(`${requires.pair}Workgroup` as PermissionCode);
}
