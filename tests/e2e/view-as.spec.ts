// "View as" through the browser: an administrator views the professional's panel (the banner says
// so, the management menu is gone as it is for the professional), then exits back to their own.
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';

test('an administrator views as the professional, sees the banner and no management menu, and exits', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const menu = page.locator('.ant-layout-sider');
  await expect(menu.getByText('Gestión')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Ver como…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ver como otro usuario' });
  await dialog.getByRole('combobox', { name: 'Usuario' }).click();
  // Principal users other than oneself: not Laura Restrepo herself, nor the client contact Mariana López.
  await expect(page.getByRole('option', { name: 'Camila Vargas' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Laura Restrepo' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Mariana López' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Camila Vargas' }).click();
  await dialog.getByRole('button', { name: 'Ver su panel' }).click();

  const banner = page.getByTestId('view-as-banner');
  await expect(banner.getByText('Viendo como Camila Vargas')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Camila Vargas');
  await expect(menu.getByText('Panel de trabajo')).toBeVisible();
  await expect(menu.getByText('Gestión')).toHaveCount(0);
  // Her guard applies: the client grid is closed to her.
  await open(page, '/grid-clients');
  await expect(page).toHaveURL(/\/info-cards$/);
  await expect(banner.getByText('Viendo como Camila Vargas')).toBeVisible();

  await banner.getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByTestId('view-as-banner')).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toContainText('Laura Restrepo');
  await expect(menu.getByText('Gestión')).toBeVisible();
});
