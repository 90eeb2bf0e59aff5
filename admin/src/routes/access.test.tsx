// Who sees what: the side menu's groups and entries by the user's permission codes (the app's own
// access-control provider over the session), and the route guard that sends a user who typed a
// page they may not open home (the work panel; a client's contact's portal), saying why.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PermissionCode } from '../../../policies/permissions.ts';
import NotFoundPage from '../pages/not-found/NotFoundPage.tsx';
import { PARTNERS_DASHBOARD, WORK_PANEL } from '../resources/product-pages.ts';
import { AppSider } from '../shell/AppSider.tsx';
import { cashReceipts, clients, preinvoices, users, workGroups } from '../test-support/resource-meta.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { PageGuard, RouteGuard } from './RouteGuard.tsx';

const RESOURCES = [clients, users, workGroups, preinvoices, cashReceipts];
const SETTLEMENT_WORKGROUP: PermissionCode[] = ['SettlementAccessWorkgroup', 'SettlementReadPreinvoicesWorkgroup'];
const LEADER: PermissionCode[] = ['ClientFullAccess', ...SETTLEMENT_WORKGROUP];
const PANEL = { '/info-cards': <p>Panel de trabajo (destino)</p> };
const NOT_ALLOWED = 'No tienes permiso para abrir esa página; te llevamos al panel de trabajo.';

const menu = (permissions: PermissionCode[], me = {}) =>
  renderScreen(<AppSider phone={false} drawerOpen={false} onDrawerClose={() => {}} />, { resources: RESOURCES, permissions, me });
/** The menu's entries appear as the access-control provider answers; the work panel is everyone's. */
const settledMenu = async () => {
  const sider = document.querySelector<HTMLElement>('.ant-layout-sider')!;
  await within(sider).findByRole('link', { name: 'Panel de trabajo' });
  return sider;
};

describe('the side menu', () => {
  it('shows a professional (no permission code) the work panel, and neither management nor settlement', async () => {
    await menu([]);
    const sider = await settledMenu();
    expect(await within(sider).findByRole('link', { name: 'Centro de documentación' })).toBeVisible();
    expect(within(sider).queryByText('Gestión')).toBeNull();
    expect(within(sider).queryByText('Liquidación y facturación')).toBeNull();
  });

  it("opens settlement to a leader's Workgroup codes, with the pre-invoices inside, and keeps management closed", async () => {
    const { user } = await menu(LEADER);
    const sider = await settledMenu();
    await user.click(await within(sider).findByText('Liquidación y facturación'));
    expect(await within(sider).findByRole('link', { name: 'Prefacturas' })).toBeVisible();
    expect(within(sider).queryByText('Gestión')).toBeNull();
  });

  it("offers an administrator the management group, and the customer portal to a client's contacts only", async () => {
    const administrator = await menu(['ClientFullAccess', 'AdministrationUsers']);
    let sider = await settledMenu();
    expect(await within(sider).findByText('Gestión')).toBeVisible();
    expect(within(sider).queryByRole('link', { name: 'Portal de clientes' })).toBeNull();

    administrator.unmount();
    await menu([], { company: { id: 'c', name: 'Bufete Demo S.A.S.', isContact: true } });
    sider = document.querySelector<HTMLElement>('.ant-layout-sider')!;
    expect(await within(sider).findByRole('link', { name: 'Portal de clientes' })).toBeVisible();
    // The firm's pages are not a client's: the portal is all their menu holds.
    for (const staff of ['Panel de trabajo', 'Agenda', 'Centro de documentación', 'Informes'])
      expect(within(sider).queryByRole('link', { name: staff })).toBeNull();
  });
});

describe('the route guard', () => {
  it('sends a professional who types a management page to the work panel, and says why', async () => {
    const { location } = await renderScreen(
      <RouteGuard resource="work-groups" action="list">
        <p>Grupos de trabajo</p>
      </RouteGuard>,
      { path: '/management/users/work-groups/dash-work-groups', resources: RESOURCES, routes: PANEL },
    );
    expect(await screen.findByText('Panel de trabajo (destino)')).toBeVisible();
    expect(location().pathname).toBe('/info-cards');
    expect(await screen.findByText(NOT_ALLOWED)).toBeVisible();
    expect(screen.queryByText('Grupos de trabajo')).toBeNull();
  });

  it('keeps the users pages from a professional', async () => {
    const { location } = await renderScreen(
      <RouteGuard resource="users" action="list">
        <p>Usuarios</p>
      </RouteGuard>,
      { path: '/management/users/dash-users', resources: RESOURCES, routes: PANEL },
    );
    await waitFor(() => expect(location().pathname).toBe('/info-cards'));
  });

  it('lets a professional open the cash receipts, which need a login but no permission code', async () => {
    const { location } = await renderScreen(
      <RouteGuard resource="cash-receipts" action="list">
        <h1>Recibos de caja</h1>
      </RouteGuard>,
      { path: '/settlement-billing/cash-register-receipt', resources: RESOURCES, routes: PANEL },
    );
    expect(await screen.findByRole('heading', { name: 'Recibos de caja' })).toBeVisible();
    expect(location().pathname).toBe('/settlement-billing/cash-register-receipt');
    expect(screen.queryByText(NOT_ALLOWED)).toBeNull();
  });

  it("guards a product page by its code: the partners' dashboard needs ClientFullAccess", async () => {
    const page = (
      <PageGuard page={PARTNERS_DASHBOARD}>
        <h1>Tablero de clientes</h1>
      </PageGuard>
    );
    const professional = await renderScreen(page, { path: '/partners-dashboard', resources: RESOURCES, routes: PANEL });
    await waitFor(() => expect(professional.location().pathname).toBe('/info-cards'));

    professional.unmount();
    await renderScreen(page, { path: '/partners-dashboard', resources: RESOURCES, routes: PANEL, permissions: ['ClientFullAccess'] });
    expect(await screen.findByRole('heading', { name: 'Tablero de clientes' })).toBeVisible();
  });

  it("sends a client's contact from the firm's pages (the work panel, a resource any member reads) to the portal, saying why", async () => {
    const CONTACT = { company: { id: 'c', name: 'Bufete Demo S.A.S.', isContact: true } };
    const PORTAL = { '/management/customer-portal/dashboard-customer-portal': <p>Portal (destino)</p> };
    const panel = await renderScreen(
      <PageGuard page={WORK_PANEL}>
        <h1>Panel</h1>
      </PageGuard>,
      { path: '/info-cards', resources: RESOURCES, routes: PORTAL, me: CONTACT },
    );
    expect(await screen.findByText('Portal (destino)')).toBeVisible();
    expect(await screen.findByText('No tienes permiso para abrir esa página; te llevamos al portal de clientes.')).toBeVisible();
    panel.unmount();
    const receipts = await renderScreen(
      <RouteGuard resource="cash-receipts" action="list">
        <h1>Recibos de caja</h1>
      </RouteGuard>,
      { path: '/settlement-billing/cash-register-receipt', resources: RESOURCES, routes: PORTAL, me: CONTACT },
    );
    await waitFor(() => expect(receipts.location().pathname).toBe('/management/customer-portal/dashboard-customer-portal'));
    expect(screen.queryByRole('heading', { name: 'Recibos de caja' })).toBeNull();
  });

  it("tells an unknown path 'Pagina no encontrada'", async () => {
    await renderScreen(<NotFoundPage />, { path: '/no-such-screen', resources: RESOURCES });
    expect(await screen.findByText('Pagina no encontrada')).toBeVisible();
  });
});
