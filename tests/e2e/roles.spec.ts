// Roles through the browser: an administrator duplicates a role, edits the copy's permissions
// (the save asks for confirmation), and sees on the History the copy's origin and the permission added.
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';

test('an administrator duplicates a role, edits the copy after confirming, and sees the history', async ({ page, failures }) => {
  failures.allow(409, /^\/api\/roles\//); // ROLE_CHANGE_CONFIRM: the save asks first
  await signIn(page, 'admin@demo.test');
  await open(page, '/management/users/roles');
  const row = page.getByRole('row', { name: /COMERCIAL/ });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'Ver' }).click();
  await expect(page).toHaveURL(/\/management\/users\/roles\/general-info\/[0-9a-f-]{36}$/);
  const originalUrl = page.url();

  // Duplicate: the copy opens on its own page, with the original's permissions.
  await page.getByRole('button', { name: 'Duplicar' }).click();
  await expect(page).not.toHaveURL(originalUrl);
  await expect(page).toHaveURL(/\/management\/users\/roles\/general-info\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Copia de Comercial').first()).toBeVisible();
  await expect(page.getByText(/^COMERCIAL-COPIA/)).toBeVisible();
  const history = page.getByTestId('audit-history');
  await expect(history.getByText('Copia', { exact: true })).toBeVisible();
  await expect(history.getByRole('row', { name: /Copia de: Comercial Nombre: Copia de Comercial/ })).toBeVisible();
  const copyUrl = page.url();

  // Edit the copy's permissions: a whole area of checkboxes, the save asks to confirm.
  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByRole('checkbox', { name: 'Clientes: acceso completo' })).toBeChecked();
  const clients = page.getByRole('checkbox', { name: 'Administración de clientes', exact: true });
  await expect(clients).not.toBeChecked();
  await clients.check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('¿Deseas modificar el rol? Los cambios aplican a todos los usuarios que lo tienen')).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar de todas formas' }).click();

  // Back on the copy's page: the history shows who added which permission.
  await expect(page).toHaveURL(copyUrl);
  const updated = history.getByRole('row', { name: /Modificación/ });
  await expect(updated).toBeVisible();
  await expect(updated.getByText('Laura Restrepo')).toBeVisible();
  await expect(updated.getByText('Agregados:')).toBeVisible();
  await expect(updated.getByText('Administración de clientes')).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(3); // header, the edit and the copy
});
