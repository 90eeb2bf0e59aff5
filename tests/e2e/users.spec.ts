// Users through the browser: the list tells the active-user limit, the generated form shows the
// sections Identity / Work profile / Access / Contact, and deactivating asks to confirm first.
import { expectAccessible } from './accessibility.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';

test('an administrator creates a user by sections, then deactivates them after confirming', async ({ page, failures }) => {
  failures.allow(409, /^\/api\/users\//); // USER_DEACTIVATION_CONFIRM: the save asks first
  const email = `lucia.montes.${Date.now()}@ejemplo.co`;
  await signIn(page, 'admin@demo.test');
  await open(page, '/management/users/dash-users');
  await expect(page.getByTestId('list-summary')).toHaveText(/^\d+ de 50 usuarios activos$/);
  await expect(page.getByRole('row', { name: /Santiago Rojas/ })).toBeVisible();

  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page).toHaveURL(/\/management\/users\/general-info$/);
  for (const section of ['Identidad', 'Perfil laboral', 'Acceso', 'Contacto']) {
    await expect(page.getByRole('separator', { name: section })).toBeVisible();
  }
  // An administrator who is not a super administrator cannot grant the flag: the switch is disabled.
  await expect(page.getByRole('switch', { name: 'Superadministrador' })).toBeDisabled();
  await expect(page.getByText('Solo un superadministrador puede cambiarlo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nuevo usuario' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido').fill('Montes');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono', { exact: true }).fill('3105551234');
  // The select sits under the sticky header once scrolled to, and its shown value covers its input:
  // it is opened from the keyboard, as a person tabbing through the form does.
  await page.getByRole('combobox', { name: 'Jornada' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Medio tiempo' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();

  await expect(page).toHaveURL(/\/management\/users\/general-info\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Lucía Montes').first()).toBeVisible();
  await expect(page.getByText('Medio tiempo', { exact: true })).toBeVisible();
  await expect(page.getByText(`Usuario «Lucía Montes» creado`)).toBeVisible();

  // The work profile at its own route (job-profile): only its fields, saved alone.
  const userPage = page.url();
  await page.getByRole('button', { name: 'Perfil laboral' }).click();
  await expect(page).toHaveURL(/\/management\/users\/job-profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Perfil laboral: Lucía Montes' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Jornada' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Tiempo completo' }).click();
  await page.getByLabel('Meta diaria de horas trabajadas').fill('7,5');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(userPage);
  await expect(page.getByText('Tiempo completo', { exact: true })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, userPage.replace('/general-info/', '/job-profile/'));
  await expect(page.getByRole('combobox', { name: 'Jornada' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, userPage);

  // Deactivation: the API asks for a verification, the admin confirms, the user is inactive.
  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByLabel('Estado').click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('¿Deseas desactivar el usuario? Dejará de tener acceso a la plataforma')).toBeVisible();
  await expectAccessible(page, 'the question before deactivating a user');
  await dialog.getByRole('button', { name: 'Guardar de todas formas' }).click();
  await expect(page).toHaveURL(/\/management\/users\/general-info\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('audit-history')).toBeVisible();
});

test('a professional does not reach the users pages', async ({ page }) => {
  await signIn(page, 'profesional@demo.test', /\/info-cards/);
  await open(page, '/management/users/dash-users');
  await expect(page).toHaveURL(/\/info-cards/);
});

test('a super administrator may grant the super administrator flag: the switch is enabled', async ({ page }) => {
  await signIn(page, 'superadmin@demo.test');
  await open(page, '/management/users/general-info');
  await expect(page.getByRole('switch', { name: 'Superadministrador' })).toBeEnabled();
  await expect(page.getByText('Solo un superadministrador puede cambiarlo')).toHaveCount(0);
});
