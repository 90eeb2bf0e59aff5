// Whether a product page's route guard lets the principal in: the page's code, either code of its
// All/Workgroup pair, or nothing but a login. The same Casbin principal as the declared resources.
import type { Principal } from '../../../policies/guard.ts';
import type { PermissionCode } from '../../../policies/permissions.ts';
import type { PageRequirement, ProductPage } from '../resources/product-pages.ts';

export function meetsRequirement(principal: Principal, requires: PageRequirement | undefined): boolean {
  if (!requires) return true;
  if ('code' in requires) return principal.can(requires.code);
  return principal.can(`${requires.pair}All` as PermissionCode) || principal.can(`${requires.pair}Workgroup` as PermissionCode);
}

/** Whether a product page is open to the member: a client's contact reaches the contacts' pages only, the staff the others by their requirement. */
export function pageOpen(principal: Principal, isContact: boolean, page: ProductPage): boolean {
  return !!page.forContacts === isContact && meetsRequirement(principal, page.requires);
}
