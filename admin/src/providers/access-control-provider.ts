// Refine's accessControlProvider over the declarations: resources by their permission codes, menu
// groups by whether any of their entries is readable, the product's own pages open to all.
import type { AccessControlProvider } from '@refinedev/core';
import type { ResourceMeta } from '../../../api/src/platform/resource/types.ts';
import { MENU_GROUPS } from '../resources/menu-groups.ts';
import type { Session } from '../session/types.ts';
import { canPerform, principalOf } from './access-rules.ts';

export function createAccessControlProvider(session: Session, forbiddenReason: () => string): AccessControlProvider {
  const principal = principalOf(session.me);
  const allowed = (meta: ResourceMeta, action: string) => canPerform(principal, meta, action);

  return {
    can: async ({ resource, action }) => {
      const meta = resource ? session.resourcesByName.get(resource) : undefined;
      let can = true;
      if (meta) can = allowed(meta, action);
      const group = MENU_GROUPS.find((g) => g.name === resource);
      if (group) can = session.resources.some((r) => r.menu === group.section && allowed(r, 'list'));
      return can ? { can } : { can, reason: forbiddenReason() };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
