// The product's own screens in the side menu (not declared resources): their paths are the
// specification's routes; each page arrives with its issue.
export interface ProductPage {
  /** Refine resource name (menu entry and breadcrumb); never a declared resource's name. */
  name: string;
  path: string;
  labelKey: string;
  /** One line on what the page will hold. */
  capabilityKey: string;
}

export const WORK_PANEL: ProductPage = {
  name: 'work-panel', path: '/info-cards', labelKey: 'menu.workPanel', capabilityKey: 'pages.workPanel.capability',
};
export const SETTLEMENT: ProductPage = {
  name: 'settlement-billing', path: '/settlement-billing/audited-by-leader', labelKey: 'menu.settlement',
  capabilityKey: 'pages.settlement.capability',
};
export const DOCUMENTATION_CENTER: ProductPage = {
  name: 'documentation-center', path: '/documentation-center', labelKey: 'menu.documentationCenter',
  capabilityKey: 'pages.documentationCenter.capability',
};
export const REPORTS: ProductPage = {
  name: 'reports', path: '/reports', labelKey: 'menu.reports', capabilityKey: 'pages.reports.capability',
};
export const SETTINGS: ProductPage = {
  name: 'settings', path: '/settings', labelKey: 'menu.settings', capabilityKey: 'pages.settings.capability',
};

/** Home of the admin: where "Inicio" and unauthorised routes lead. */
export const HOME_PATH = WORK_PANEL.path;
export const HELP_PATH = '/help';
