// The side menu's groups that hold declared resources (declaration field `menu`).
import type { MenuSection } from '../../../api/src/contract/resource-meta.ts';

export interface MenuGroup {
  /** Refine resource name of the group (never a declared resource's name). */
  name: string;
  section: Exclude<MenuSection, 'hidden'>;
  labelKey: string;
}

export const MENU_GROUPS: readonly MenuGroup[] = [
  { name: 'menu-settlement', section: 'settlement', labelKey: 'menu.settlement' },
  { name: 'menu-clients', section: 'clients', labelKey: 'menu.clients' },
  { name: 'menu-management', section: 'management', labelKey: 'menu.management' },
  // The work panel's grids and agenda (the panel itself, info-cards, is the first entry of the menu).
  { name: 'menu-production', section: 'workPanel', labelKey: 'menu.production' },
];
