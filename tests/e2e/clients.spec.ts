// The first journey through the browser: sign in at the development identity provider, create a
// client with the generated form, find it with the grid search, edit it, see it on its show page,
// and switch the interface to English.
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { switchLanguage } from './antd.ts';
import { open } from './navigation.ts';

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
  // A number another client has is told on leaving the field, before saving.
  await page.getByLabel('Número de documento').fill('900123456');
  await page.getByLabel('Teléfono').focus();
  await expect(page.getByText('Ya existe un cliente con este número de documento: Inversiones Los Andes S.A.S.')).toBeVisible();
  await page.getByLabel('Número de documento').fill(documentNumber);
  await page.getByLabel('Teléfono').focus();
  await expect(page.getByText(/Ya existe un cliente con este número de documento/)).toHaveCount(0);
  // Country and city are picked by name; the form keeps their codes.
  await expect(page.getByLabel('País').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText('Colombia');
  // Bogotá (the default) is chosen: the search box sits under it, so type into it by focus.
  await expect(page.getByTitle('Bogotá D.C. (Bogotá D.C.)')).toBeVisible();
  await page.getByLabel('Ciudad').focus();
  await page.getByLabel('Ciudad').pressSequentially('medellin');
  await page.getByRole('option', { name: 'Medellín (Antioquia)' }).click();
  await page.getByLabel('Perfil tributario').click();
  await page.getByRole('option', { name: 'Régimen común', exact: true }).click();
  await page.getByLabel('Teléfono').fill('6015550101');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Cliente «${name}» creado`)).toBeVisible();

  // Find it with the grid search (two characters at least).
  await open(page, '/grid-clients');
  const search = page.getByTestId('grid-search');
  await search.fill('C');
  await expect(page.getByText('Escribe al menos 2 caracteres')).toBeVisible();
  await search.fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // header and the one match

  // Edit it.
  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/client-info\/.+\/edit/);
  await expect(page.getByRole('heading', { name: 'Editar cliente' })).toBeVisible();
  await page.getByLabel('Teléfono').fill('6015550199');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Cliente «${name}» guardado`)).toBeVisible();

  // See it on its show page, with the defaults the specification gives.
  await open(page, '/grid-clients');
  await page.getByTestId('grid-search').fill(name);
  // The search applied (the list narrowed to the one match) before its row's "Ver" is clicked: a
  // click while the narrowed list replaces the rows can land on a row that is going away.
  await expect(page.getByRole('row')).toHaveCount(2);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: 'Ver' })
    .click();
  await expect(page).toHaveURL(/\/client-info\/[0-9a-f-]{36}$/);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('6015550199', { exact: true })).toBeVisible(); // the History tells the change too
  await expect(page.getByText('Colombia', { exact: true })).toBeVisible();
  await expect(page.getByText('Medellín (Antioquia)', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('COL', { exact: true })).toHaveCount(0);

  // English labels after the switch.
  await switchLanguage(page, 'English');
  // Exact: the History (clients are audited) names the field too, as 'Document number:'.
  await expect(page.getByText('Document number', { exact: true })).toBeVisible();
  await expect(page.getByText('Número de documento')).toHaveCount(0);
  await open(page, '/grid-clients');
  await expect(page.getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible();
});

test('the grid search ignores accents and case, an empty result shows its total, and managers are assignable users only', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await open(page, '/grid-clients');
  const search = page.getByTestId('grid-search');
  await search.fill('cafe del quindio');
  await expect(page.getByRole('row', { name: /Café del Quindío/ })).toBeVisible();
  await search.fill('Constructora que no existe');
  await expect(page.getByTestId('list-total')).toHaveText('Total de registros: 0');

  // The client contact Mariana López is not offered as commercial manager.
  await open(page, '/client-info/new');
  await page.getByLabel('Gerente comercial').click();
  await expect(page.getByRole('option', { name: 'Camila Vargas' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Mariana López' })).toHaveCount(0);
});

test('an unknown admin path shows "Pagina no encontrada"', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await open(page, '/no-such-screen');
  await expect(page.getByText('Pagina no encontrada')).toBeVisible();
});

test('deleting a client asks naming it, and the notice names it too', async ({ page }) => {
  const name = `Cliente por eliminar E2E ${Date.now()}`;
  await signIn(page, 'admin@demo.test');
  await open(page, '/client-info/new');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Número de documento').fill(String(Date.now()).slice(-9));
  await page.getByLabel('Perfil tributario').click();
  await page.getByRole('option', { name: 'Régimen común', exact: true }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Cliente «${name}» creado`)).toBeVisible();

  await open(page, '/grid-clients');
  await page.getByTestId('grid-search').fill(name);
  // The search has applied (a person deletes what the filtered list shows): deleting from the list
  // before it does races the search's own request, answered from before the deletion.
  await expect(page.getByText('Total de registros: 1')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  const confirm = page.locator('.ant-popconfirm').filter({ hasText: `¿Eliminar el cliente «${name}»?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(`Cliente «${name}» eliminado`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test("an administrator writes a client's contacts with the client; the API's error shows under the right row", async ({ page, failures }) => {
  // The second main contact is the API's rule (a row's error it answers with 400), declared here.
  failures.allow(400, /\/api\/clients$/);
  const stamp = Date.now();
  const name = `Agroindustrias E2E ${stamp}`;
  await signIn(page, 'admin@demo.test');
  await open(page, '/client-info/new');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Número de documento').fill(String(stamp).slice(-9));
  await page.getByLabel('Perfil tributario').click();
  await page.getByRole('option', { name: 'Régimen común', exact: true }).click();

  await page.getByRole('button', { name: 'Agregar contacto' }).click();
  await page.getByRole('button', { name: 'Agregar contacto' }).click();
  const first = page.getByRole('group', { name: 'Contacto 1' });
  const second = page.getByRole('group', { name: 'Contacto 2' });
  await first.getByLabel('Nombre', { exact: true }).fill('Sofía');
  await first.getByLabel('Contacto principal').click();
  await second.getByLabel('Nombre', { exact: true }).fill('Andrés');
  await second.getByLabel('Contacto principal').click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(second.getByText('Solo un contacto puede ser el principal del cliente')).toBeVisible();
  await expect(first.getByText('Solo un contacto puede ser el principal del cliente')).toHaveCount(0);

  await second.getByLabel('Contacto principal').click();
  await second.getByLabel('Cargo').fill('Tesorero');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Cliente «${name}» creado`)).toBeVisible();

  // The show page lists the contacts the client was saved with.
  await expect(page).toHaveURL(/\/client-info\/[0-9a-f-]{36}$/);
  const contacts = page.locator('.ant-card').filter({ hasText: 'Contactos' });
  await expect(contacts.getByRole('row', { name: /Andrés.*Tesorero/ })).toBeVisible();
  await expect(contacts.getByRole('row', { name: /Sofía/ })).toBeVisible();

  // Editing keeps a contact by its id and removes another.
  await page.getByRole('button', { name: 'Editar' }).click();
  await page
    .getByRole('group', { name: 'Contacto 2' })
    .getByRole('button', { name: /Quitar/ })
    .click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/client-info\/[0-9a-f-]{36}$/);
  await expect(contacts.getByRole('row', { name: /Andrés/ })).toBeVisible();
  await expect(contacts.getByRole('row', { name: /Sofía/ })).toHaveCount(0);
});

test('the business partners dashboard shows the clients by state, by commercial manager and the newest', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await open(page, '/partners-dashboard');
  await expect(page.getByRole('heading', { name: 'Tablero de clientes' })).toBeVisible();
  await expect(page.getByText('Clientes por estado')).toBeVisible();
  await expect(page.getByText('Total de clientes')).toBeVisible();
  await expect(page.getByText('Clientes por gerente comercial')).toBeVisible();
  await expect(page.getByRole('link', { name: /Inversiones Los Andes|Constructora|Cliente/ }).first()).toBeVisible();
  await open(page, '/partners-grid');
  await expect(page.getByRole('row', { name: /Café del Quindío/ })).toBeVisible();
  // The management paths of the specification open the same pages.
  await open(page, '/management/customers/dash-customers');
  await expect(page.getByRole('row', { name: /Café del Quindío/ })).toBeVisible();
  await open(page, '/management/customers/contacts');
  await expect(page.getByRole('row', { name: /Carolina/ }).first()).toBeVisible();
  // On a phone the figures stack and stay readable.
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/partners-dashboard');
  await expect(page.getByText('Total de clientes')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('partners-dashboard-390.png'), fullPage: true });
});
