// The admin's routes: the shell with the specification's paths, each product page, the generic
// pages of every declared resource at its declared routes, and the catch-all.
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, createRoutesFromChildren, matchRoutes, useLocation } from 'react-router';
import type { ResourceMeta } from '../../../api/src/contract/resource-meta.ts';
import {
  CUSTOMER_PORTAL,
  DOCUMENTATION_CENTER,
  VIEW_CALENDAR,
  HELP_PATH,
  PARTNERS_DASHBOARD,
  PARTNERS_GRID,
  REPORTS,
  SETTINGS,
  SETTLEMENT_PAGES,
  WORK_PANEL,
  portalPath,
  type ProductPage,
} from '../resources/product-pages.ts';
import { useSession } from '../session/session-context.ts';
import { AppLayout } from '../shell/AppLayout.tsx';
import { HelpRedirect } from '../shell/HelpRedirect.tsx';
import { RedirectToLastRoute } from '../shell/RedirectToLastRoute.tsx';
import { TrackLastRoute } from '../shell/TrackLastRoute.tsx';
import { PageSpinner } from './PageSpinner.tsx';
import { overridePage } from './page-overrides.ts';
import { PageGuard, RouteGuard } from './RouteGuard.tsx';
import { lazyPage, preloadPageOf, type LazyPage } from './lazy-page.tsx';

// Every page loads on demand, with what only it uses (the form's date picker comes with the form),
// and is drawn without suspending once its code is in (lazy-page.tsx).
const GenericList = lazyPage(() => import('../pages/generic/GenericList.tsx'));
const GenericForm = lazyPage(() => import('../pages/generic/GenericForm.tsx'));
const GenericShow = lazyPage(() => import('../pages/generic/GenericShow.tsx'));
const CapabilityPage = lazyPage(() => import('../pages/common/CapabilityPage.tsx').then((m) => ({ default: m.CapabilityPage })));
// The settlement product pages with their screen (the others show what they will hold).
const SETTLEMENT_SCREENS: Record<string, LazyPage<object>> = { 'special-activation': lazyPage(() => import('../pages/settlement/FutureBlocksPage.tsx')) };
const WorkPanelPage = lazyPage(() => import('../pages/work-panel/WorkPanelPage.tsx'));
const AgendaPage = lazyPage(() => import('../pages/agenda/AgendaPage.tsx'));
const DocumentationCenterPage = lazyPage(() => import('../pages/documentation-center/DocumentationCenterPage.tsx'));
const ReportsPage = lazyPage(() => import('../pages/reports/ReportsPage.tsx'));
const ReportEditorPage = lazyPage(() => import('../pages/reports/ReportEditorPage.tsx'));
const ReportRunPage = lazyPage(() => import('../pages/reports/ReportRunPage.tsx'));
const SettingsPage = lazyPage(() => import('../pages/settings/SettingsPage.tsx'));
const PartnersDashboard = lazyPage(() => import('../pages/clients/PartnersDashboard.tsx'));
const ProjectSection = lazyPage(() => import('../pages/projects/ProjectSection.tsx'));
const CustomerPortalPage = lazyPage(() => import('../pages/customer-portal/CustomerPortalPage.tsx'));
const PortalProjectPage = lazyPage(() => import('../pages/customer-portal/PortalRecordPages.tsx').then((m) => ({ default: m.PortalProjectPage })));
const PortalPreinvoicePage = lazyPage(() => import('../pages/customer-portal/PortalRecordPages.tsx').then((m) => ({ default: m.PortalPreinvoicePage })));
const PortalInvoicePage = lazyPage(() => import('../pages/customer-portal/PortalRecordPages.tsx').then((m) => ({ default: m.PortalInvoicePage })));
const SelectTenantPage = lazyPage(() => import('../pages/auth/SelectTenantPage.tsx'));
const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage.tsx'));

// The specification's names of the indexing units' pages (add-indexing, add-GeneralIindexingUnit):
// the currencies' pages (add-currency) showing indexing units only, or a new one.
const SPEC_ALIASES: [string, string][] = [
  ['/management/company/add-indexing', '/management/company/add-currency?filters[0][field]=type&filters[0][operator]=eq&filters[0][value]=2'],
  ['/management/company/add-GeneralIindexingUnit', '/management/company/add-currency/new?type=2'],
  // The areas' entry paths: company opens its dashboard, the functional structure's dashboard its practices.
  ['/management/company', '/management/company/dashboard-company'],
  ['/management/functional-structure', '/management/functional-structure/practice'],
  ['/management/functional-structure/dashboard', '/management/functional-structure/practice'],
  ['/management/users', '/management/users/dash-users'],
  // Functional structure: the flows' area, and the custom fields of activity and flow types (the designer, on that entity).
  ['/management/functional-structure/flows', '/management/functional-structure/flows/dash-flows'],
  ['/management/functional-structure/flows/add-more-fields-flow-form', '/management/custom-fields?entity=flow-types'],
  ['/management/functional-structure/activities/add-more-fields', '/management/custom-fields?entity=activity-types'],
];

function Shell() {
  const { pathname } = useLocation();
  return (
    <AppLayout>
      {/* A boundary per path: while a page's code loads, the spinner replaces the previous page
          instead of leaving it on screen under the new URL. */}
      <Suspense key={pathname} fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}

/** A route to a resource's page, shown to whom the resource's action is allowed. */
function guardedRoute(path: string, resource: string, action: string, page: React.ReactNode) {
  return (
    <Route
      key={path}
      path={path}
      element={
        <RouteGuard resource={resource} action={action}>
          {page}
        </RouteGuard>
      }
    />
  );
}

function resourceRoutes({ name, routes }: ResourceMeta) {
  // A hand-written page of the resource (pages/<name>/list.tsx, ...) replaces the generic one.
  const List = overridePage(name, 'list') ?? GenericList;
  const Create = overridePage(name, 'create') ?? GenericForm;
  const Edit = overridePage(name, 'edit') ?? GenericForm;
  const Show = overridePage(name, 'show') ?? GenericShow;
  return [
    guardedRoute(routes.list, name, 'list', <List key={name} name={name} />),
    routes.create && guardedRoute(routes.create, name, 'create', <Create key={`${name}-create`} name={name} action="create" />),
    routes.edit && guardedRoute(routes.edit, name, 'edit', <Edit key={`${name}-edit`} name={name} action="edit" />),
    routes.show && guardedRoute(routes.show, name, 'show', <Show key={name} name={name} />),
  ].filter(Boolean);
}

/**
 * Management › Customers (document 1, section 2): the specification's paths of the clients' and
 * contacts' pages under the management area, guarded as those pages are (the API's ClientFullAccess).
 */
function customerRoutes() {
  const at = (path: string, resource: string, action: string, page: React.ReactNode) => guardedRoute(`/management/customers/${path}`, resource, action, page);
  return [
    at('dash-customers', 'clients', 'list', <GenericList key="dash-customers" name="clients" />),
    at('create-customer', 'clients', 'create', <GenericForm key="create-customer" name="clients" action="create" />),
    at('contacts', 'client-contacts', 'list', <GenericList key="contacts" name="client-contacts" />),
    at('contact-visualizer/:id', 'client-contacts', 'show', <GenericShow key="contact-visualizer" name="client-contacts" />),
  ];
}

/** config-system and company-notifications: sections of the active company's general form. */
function ActiveCompanySection({ section }: { section: string }) {
  const { me } = useSession();
  return me.company ? <Navigate to={`/management/company/general/${me.company.id}/edit#section-${section}`} replace /> : <NotFoundPage />;
}

/** job-profile: a user's work profile and notification parameters, the work-profile section of their form. */
function jobProfileRoute() {
  return guardedRoute(
    '/management/users/job-profile/:id',
    'users',
    'edit',
    <GenericForm key="job-profile" name="users" action="edit" sections={['workProfile']} />,
  );
}

/** A project's screens of their own (members-privacy, notifications, activities, project-billing), guarded as its page. */
function projectSectionRoutes() {
  return (['members-privacy', 'notifications', 'activities', 'project-billing'] as const).map((section) =>
    guardedRoute(`/management/projects/${section}/:id`, 'projects', 'show', <ProjectSection key={section} section={section} />),
  );
}

/** A flow type's alerts (alerts/:id) and a new alert (new-alert/:id): its editor, opened at the alerts. */
function flowAlertRoutes() {
  const Editor = overridePage('flow-types', 'edit') ?? GenericForm;
  return ['alerts', 'new-alert'].map((page) =>
    guardedRoute(`/management/functional-structure/flows/${page}/:id`, 'flow-types', 'edit', <Editor key={page} name="flow-types" action="edit" />),
  );
}

/** The active company's config-system and company-notifications, guarded as editing it. */
function companySectionRoutes() {
  return [
    guardedRoute('/management/company/config-system', 'companies', 'edit', <ActiveCompanySection section="systemVariables" />),
    guardedRoute('/management/company/company-notifications', 'companies', 'edit', <ActiveCompanySection section="notifications" />),
  ];
}

/** The product pages with a screen of their own, each at its path, shown to whom the page is open. */
const PRODUCT_SCREENS: { path: string; page: ProductPage; screen: React.ReactNode }[] = [
  { path: WORK_PANEL.path, page: WORK_PANEL, screen: <WorkPanelPage /> },
  { path: VIEW_CALENDAR.path, page: VIEW_CALENDAR, screen: <AgendaPage /> },
  { path: CUSTOMER_PORTAL.path, page: CUSTOMER_PORTAL, screen: <CustomerPortalPage /> },
  { path: portalPath.project(':id'), page: CUSTOMER_PORTAL, screen: <PortalProjectPage /> },
  { path: portalPath.preinvoice(':id'), page: CUSTOMER_PORTAL, screen: <PortalPreinvoicePage /> },
  { path: portalPath.invoice(':id'), page: CUSTOMER_PORTAL, screen: <PortalInvoicePage /> },
  ...SETTLEMENT_PAGES.map((page) => {
    const Screen = SETTLEMENT_SCREENS[page.name];
    return { path: page.path, page, screen: Screen ? <Screen /> : <CapabilityPage page={page} /> };
  }),
  { path: DOCUMENTATION_CENTER.path, page: DOCUMENTATION_CENTER, screen: <DocumentationCenterPage /> },
  { path: PARTNERS_DASHBOARD.path, page: PARTNERS_DASHBOARD, screen: <PartnersDashboard /> },
  // The partners' grid is the clients' list (the generic page, or its override).
  { path: PARTNERS_GRID.path, page: PARTNERS_GRID, screen: <GenericList key="partners-grid" name="clients" /> },
  { path: REPORTS.path, page: REPORTS, screen: <ReportsPage /> },
  { path: `${REPORTS.path}/new`, page: REPORTS, screen: <ReportEditorPage /> },
  { path: `${REPORTS.path}/:id/edit`, page: REPORTS, screen: <ReportEditorPage /> },
  { path: `${REPORTS.path}/:id`, page: REPORTS, screen: <ReportRunPage /> },
  { path: SETTINGS.path, page: SETTINGS, screen: <SettingsPage /> },
];

/** The routes, from the session's resources; drawn by AppRoutes and matched by preloadPageAt. */
function routesOf(resources: readonly ResourceMeta[]): ReactNode {
  return [
    <Route key="postlogin" path="/auth/postlogin" element={<RedirectToLastRoute />} />,
    <Route key="select-tenant" path="/auth/select-tenant" element={<SelectTenantPage />} />,
    <Route key="shell" element={<Shell />}>
      <Route index element={<RedirectToLastRoute />} />
      <Route path={HELP_PATH} element={<HelpRedirect />} />
      <Route element={<TrackLastRoute />}>
        {PRODUCT_SCREENS.map(({ path, page, screen }) => (
          <Route key={path} path={path} element={<PageGuard page={page}>{screen}</PageGuard>} />
        ))}
        {resources.flatMap(resourceRoutes)}
        {SPEC_ALIASES.map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        {customerRoutes()}
        {flowAlertRoutes()}
        {projectSectionRoutes()}
        {jobProfileRoute()}
        {companySectionRoutes()}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Route>,
  ];
}

export function AppRoutes() {
  const { resources } = useSession();
  return <Routes>{routesOf(resources)}</Routes>;
}

/** The page drawn at `pathname`: the element a guard wraps, or the route's own element. */
export function pageAt(pathname: string, resources: readonly ResourceMeta[]): ReactElement | undefined {
  const element = matchRoutes(createRoutesFromChildren(routesOf(resources)), pathname)?.at(-1)?.route.element as
    ReactElement<{ children?: ReactNode }> | undefined;
  const guarded = element && (element.type === RouteGuard || element.type === PageGuard);
  return guarded ? (element.props.children as ReactElement) : element;
}

/**
 * Fetches the code of the page at `pathname`, for the session gate to hold the first render until
 * it is in: the page is then drawn with the shell instead of after it (lazy-page.tsx).
 */
export const preloadPageAt = (pathname: string, resources: readonly ResourceMeta[]) => preloadPageOf(pageAt(pathname, resources));
