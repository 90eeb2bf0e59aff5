// The product's own screens in the side menu (not declared resources): their paths are the
// specification's routes, each with the permission its route guard asks; each page's content
// arrives with its issue.
import type { ScopePair } from '../../../api/src/contract/resource-meta.ts';
import type { PermissionCode } from '../../../policies/permissions.ts';

/** What a page's route guard asks: a code, either code of an All/Workgroup pair, or only a login. */
export type PageRequirement = { code: PermissionCode } | { pair: ScopePair } | null;

export interface ProductPage {
  /** Refine resource name (menu entry and breadcrumb); never a declared resource's name. */
  name: string;
  path: string;
  labelKey: string;
  /** One line on what the page will hold. */
  capabilityKey: string;
  /** The route guard's requirement (none: any signed-in member). */
  requires?: PageRequirement;
  /**
   * A client's contact's page (the customer portal). A contact reaches these only; the firm's staff
   * the others (the API refuses contacts the staff's routes the same way: guard.ts).
   */
  forContacts?: boolean;
}

export const WORK_PANEL: ProductPage = { name: 'work-panel', path: '/info-cards', labelKey: 'menu.workPanel', capabilityKey: 'pages.workPanel.capability' };

/** The agenda (view-calendar): the member's activities by date and their appointments. */
export const VIEW_CALENDAR: ProductPage = {
  name: 'view-calendar',
  path: '/view-calendar',
  labelKey: 'pages.agenda.title',
  capabilityKey: 'pages.agenda.capability',
};

/**
 * The settlement-billing screens (document 2, section 2), each guarded by its All/Workgroup pair.
 * "Servicios revisados" (audited-by-leader), awaiting pre-invoice, pre-invoices, 'Liquidadas', credit
 * notes and cash receipts are declared resources (`settlement-projects`, `settlement-blocks`,
 * `preinvoices`, `invoices`, `credit-notes`, `cash-receipts`); the pages here are hand-written screens
 * ('Bloques futuros': pages/settlement/FutureBlocksPage.tsx, mounted by AppRoutes' SETTLEMENT_SCREENS).
 */
const settlementPage = (name: string, path: string, key: string, requires: PageRequirement): ProductPage => ({
  name,
  path: `/settlement-billing/${path}`,
  labelKey: `pages.settlement.${key}.title`,
  capabilityKey: `pages.settlement.${key}.capability`,
  requires,
});
export const SETTLEMENT_PAGES: readonly ProductPage[] = [
  settlementPage('special-activation', 'specialActivation', 'futureBlocks', { pair: 'SettlementReadFutureBlocks' }),
];
/** The settlement menu group opens with the SettlementAccess pair. */
export const SETTLEMENT_ACCESS: PageRequirement = { pair: 'SettlementAccess' };
export const DOCUMENTATION_CENTER: ProductPage = {
  name: 'documentation-center',
  path: '/documentation-center',
  labelKey: 'menu.documentationCenter',
  capabilityKey: 'pages.documentationCenter.capability',
};
export const REPORTS: ProductPage = { name: 'reports', path: '/reports', labelKey: 'menu.reports', capabilityKey: 'pages.reports.capability' };
export const SETTINGS: ProductPage = { name: 'settings', path: '/settings', labelKey: 'menu.settings', capabilityKey: 'pages.settings.capability' };

/** Business partners (document 1, section 2): the clients' dashboard and grid, with ClientFullAccess. */
const partnersPage = (page: 'dashboard' | 'grid'): ProductPage => ({
  name: `partners-${page}`,
  path: `/partners-${page}`,
  labelKey: `pages.partners.${page}.title`,
  capabilityKey: `pages.partners.${page}.capability`,
  requires: { code: 'ClientFullAccess' },
});
export const PARTNERS_DASHBOARD = partnersPage('dashboard');
export const PARTNERS_GRID = partnersPage('grid');
export const PARTNER_PAGES: readonly ProductPage[] = [PARTNERS_DASHBOARD, PARTNERS_GRID];

/**
 * The customer portal (document 1, Management › Clients and projects, dashboard-customer-portal): a
 * client contact's projects, pre-invoices and invoices. No permission code names it; the menu offers
 * it to contacts only (a member who is not one sees an empty page), and the API reads their client only.
 */
export const PORTAL_ROOT = '/management/customer-portal';
export const CUSTOMER_PORTAL: ProductPage = {
  name: 'customer-portal',
  path: `${PORTAL_ROOT}/dashboard-customer-portal`,
  labelKey: 'pages.customerPortal.title',
  capabilityKey: 'pages.customerPortal.capability',
  requires: null,
  forContacts: true,
};

/** The portal's records, each opened from its dashboard: a project, a pre-invoice, an invoice of the contact's client. */
export const portalPath = {
  project: (id: string) => `${PORTAL_ROOT}/projects/${id}`,
  preinvoice: (id: string) => `${PORTAL_ROOT}/preinvoices/${id}`,
  invoice: (id: string) => `${PORTAL_ROOT}/invoices/${id}`,
};

/** Every product page, for the access control provider and the routes. */
export const PRODUCT_PAGES: readonly ProductPage[] = [
  WORK_PANEL,
  VIEW_CALENDAR,
  CUSTOMER_PORTAL,
  ...SETTLEMENT_PAGES,
  DOCUMENTATION_CENTER,
  ...PARTNER_PAGES,
  REPORTS,
  SETTINGS,
];

/** Home of the admin for the firm's staff: where "Inicio" and unauthorised routes lead. */
export const HOME_PATH = WORK_PANEL.path;
/** Home for a member: a client's contact's is the customer portal. */
export const homePathFor = (isContact: boolean) => (isContact ? CUSTOMER_PORTAL.path : HOME_PATH);
export const HELP_PATH = '/help';
