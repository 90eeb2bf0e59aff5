// Refine's accessControlProvider over the declarations: resources by their permission codes, the
// product's pages by their route guard's requirement, menu groups by whether any entry is readable
// (settlement: by its SettlementAccess pair).
import type { AccessControlProvider } from '@refinedev/core';
import type { ResourceMeta } from '../../../api/src/contract/resource-meta.ts';
import { MENU_GROUPS } from '../resources/menu-groups.ts';
import { PRODUCT_PAGES, SETTLEMENT_ACCESS } from '../resources/product-pages.ts';
import { meetsRequirement, pageOpen } from './page-access.ts';
import type { Session } from '../session/types.ts';
import { canPerform } from './access-rules.ts';
import { allowedWhileViewing } from '../session/view-as.ts';

/**
 * The rule, decided at once from the session: what the provider's `can` answers, and what the side
 * menu filters its entries by while it renders (an asynchronous check per entry drew the menu one
 * entry a render, some thirty renders of the whole layout in a full load).
 */
export function canAccess(session: Session, resource: string | undefined, action: string): boolean {
  const { principal } = session;
  // While viewing as someone else only reads pass (the API refuses the rest with VIEW_AS_READ_ONLY).
  const allowed = (meta: ResourceMeta, act: string) => allowedWhileViewing(!!session.me.viewAs, act) && canPerform(principal, meta, act);
  const meta = resource ? session.resourcesByName.get(resource) : undefined;
  let can = true;
  if (meta) can = allowed(meta, action);
  const page = PRODUCT_PAGES.find((p) => p.name === resource);
  if (page) can = pageOpen(principal, !!session.me.company?.isContact, page);
  const group = MENU_GROUPS.find((g) => g.name === resource);
  // The settlement group opens with its SettlementAccess pair; the others when an entry is readable.
  if (group?.section === 'settlement') can = meetsRequirement(principal, SETTLEMENT_ACCESS);
  else if (group) can = session.resources.some((r) => r.menu === group.section && allowed(r, 'list'));
  return can;
}

export function createAccessControlProvider(session: Session, forbiddenReason: () => string): AccessControlProvider {
  return {
    can: async ({ resource, action }) => (canAccess(session, resource, action) ? { can: true } : { can: false, reason: forbiddenReason() }),
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
