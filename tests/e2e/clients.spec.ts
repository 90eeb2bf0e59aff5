// The first journey through the browser: sign in at the development identity provider, create a
// client with the generated form, find it with the grid search, edit it, see it on its show page,
// and switch the interface to English.
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';

test('an administrator creates, finds, edits and views a client, then switches to English', async ({ page }) => {
  // A name and document number of its own: a retry or an earlier run never meets a duplicate.
  const stamp = Date.now();
  const name = `Constructora Andina E2E ${stamp}`;
  const documentNumber = String(stamp).slice(-9);
  await signIn(page, 'admin@demo.test');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Inicio')).toBeVisible();

  // Create through the generated form; the client-side rules speak first.
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page).toHaveURL(/\/client-info\/new/);
  // The title names the thing; the breadcrumb says 'Clientes' once.
  await expect(page.getByRole('heading', { name: 'Nuevo cliente' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toHaveText(/^Inicio\s*\/\s*Clientes\s*\/\s*Crear$/);
  await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este formato de email no está permitido')).toBeVisible();
  await expect(page.getByText('El nombre es requerido')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('gerencia@constructora-andina.co');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Número de documento').fill(documentNumber);
  await page.getByLabel('Perfil tributario').click();
  await page.getByRole('option', { name: 'Régimen común', exact: true }).click();
  await page.getByLabel('Teléfono').fill('6015550101');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Cliente «${name}» creado`)).toBeVisible();

  // Find it with the grid search (two characters at least).
  await page.goto('/grid-clients');
  const search = page.getByTestId('grid-search');
  await search.fill('C');
  await expect(page.getByText('Escribe al menos 2 caracteres')).toBeVisible();
  await search.fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // header and the one match

  // Edit it.
  await row.getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/client-info\/.+\/edit/);
  await expect(page.getByRole('heading', { name: 'Editar cliente' })).toBeVisible();
  await page.getByLabel('Teléfono').fill('6015550199');
  await page.getByRole('button', { name: 'Guardar' }).click();

  // See it on its show page, with the defaults the specification gives.
  await page.goto('/grid-clients');
  await page.getByTestId('grid-search').fill(name);
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: 'Ver' }).click();
  await expect(page).toHaveURL(/\/client-info\/[0-9a-f-]{36}$/);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('6015550199', { exact: true })).toBeVisible(); // the History tells the change too
  await expect(page.getByText('COL', { exact: true })).toBeVisible();

  // English labels after the switch.
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Document number', { exact: true })).toBeVisible(); // not the History's 'Document number:'
  await expect(page.getByText('Número de documento')).toHaveCount(0);
  await page.goto('/grid-clients');
  await expect(page.getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible();
});

test('the grid search ignores accents and case, an empty result shows its total, and managers are assignable users only', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/grid-clients');
  const search = page.getByTestId('grid-search');
  await search.fill('cafe del quindio');
  await expect(page.getByRole('row', { name: /Café del Quindío/ })).toBeVisible();
  await search.fill('Constructora que no existe');
  await expect(page.getByTestId('list-total')).toHaveText('Total de registros: 0');

  // The client contact Mariana López is not offered as commercial manager.
  await page.goto('/client-info/new');
  await page.getByLabel('Gerente comercial').click();
  await expect(page.getByRole('option', { name: 'Camila Vargas' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Mariana López' })).toHaveCount(0);
});

test('an unknown admin path shows "Pagina no encontrada"', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/no-such-screen');
  await expect(page.getByText('Pagina no encontrada')).toBeVisible();
});

test('deleting a client asks naming it, and the notice names it too', async ({ page }) => {
  const name = `Cliente por eliminar E2E ${Date.now()}`;
  await signIn(page, 'admin@demo.test');
  await page.goto('/client-info/new');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Número de documento').fill(String(Date.now()).slice(-9));
  await page.getByLabel('Perfil tributario').click();
  await page.getByRole('option', { name: 'Régimen común', exact: true }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Cliente «${name}» creado`)).toBeVisible();

  await page.goto('/grid-clients');
  await page.getByTestId('grid-search').fill(name);
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.locator('.ant-popconfirm').filter({ hasText: `¿Eliminar el cliente «${name}»?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(`Cliente «${name}» eliminado`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
