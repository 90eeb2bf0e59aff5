// The route guard through the browser: a professional (no permission code) sees no management or
// settlement menu, and typing a guarded URL lands on the work panel; a leader (Workgroup codes)
// sees the settlement queue with only their work groups' projects.
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';

test('a professional sees no management menu, and typing its URL lands on /info-cards', async ({ page }) => {
  // The client grid needs ClientFullAccess: the guard sends the professional to the work panel.
  await signIn(page, 'profesional@demo.test', /\/info-cards/);
  const menu = page.locator('.ant-layout-sider');
  await expect(menu.getByText('Panel de trabajo')).toBeVisible();
  await expect(menu.getByText('Gestión')).toHaveCount(0);
  await expect(menu.getByText('Liquidación y facturación')).toHaveCount(0);

  await open(page, '/management/users/work-groups/dash-work-groups');
  await expect(page).toHaveURL(/\/info-cards(\?|$)/);
  // Not silently: the notice says why (issue 10).
  await expect(page.getByText('No tienes permiso para abrir esa página; te llevamos al panel de trabajo.')).toBeVisible();
  await open(page, '/settlement-billing/audited-by-leader');
  await expect(page).toHaveURL(/\/info-cards(\?|$)/);
  // Cash receipts need a login but no permission code.
  await open(page, '/settlement-billing/cash-register-receipt');
  await expect(page).toHaveURL(/\/settlement-billing\/cash-register-receipt(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Recibos de caja' })).toBeVisible();
});

test("a leader's settlement queue holds only the projects of their work groups", async ({ page }) => {
  await signIn(page, 'lider@demo.test');
  const menu = page.locator('.ant-layout-sider');
  await menu.getByText('Liquidación y facturación').click();
  await menu.getByText('Servicios revisados').click();
  await expect(page).toHaveURL(/\/settlement-billing\/audited-by-leader/);
  // More than a page of their groups' projects (the demo firm's year): each found by its name.
  const search = page.getByTestId('grid-search');
  for (const name of ['Fusión Los Andes - Inversiones del Norte', 'Reestructuración laboral Café del Quindío']) {
    await search.fill(name);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }
  await search.fill('Defensa tributaria TexMed');
  await expect(page.getByTestId('list-total')).toHaveText('Total de registros: 0'); // staffed only by Equipo Litigios
  // Their Workgroup codes open the pre-invoice screen; management stays closed.
  await expect(menu.getByText('Prefacturas')).toBeVisible();
  await expect(menu.getByText('Gestión')).toHaveCount(0);
});
