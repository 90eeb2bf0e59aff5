// The session's end in the browser: a second sign-in elsewhere offers to close the first session
// (which then shows the login); four hours without activity, on a controlled clock, show the login;
// a user without any company is told so and, once the popup is closed, logged out.
import { expect, test } from './fixtures.ts';
import { fillLogin, loginHeading, signInThroughForm } from './sign-in.ts';

const FOUR_HOURS_MS = 14_400_000;

test('a second sign-in in another browser offers to close the first session, which then shows the login', async ({ page, browser }) => {
  await signInThroughForm(page, 'comercial@demo.test');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Inicio')).toBeVisible();

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await signInThroughForm(other, 'comercial@demo.test', /\/grid-clients/, { fresh: false });
    const offer = other.getByRole('dialog');
    await expect(offer.getByText('Tienes otra sesión abierta')).toBeVisible();
    // The first session: its browser and its last activity.
    await expect(offer.getByTestId('session-item')).toHaveCount(1);
    await expect(offer.getByTestId('session-item')).toContainText('Chrome');
    await expect(offer.getByTestId('session-item')).toContainText('Última actividad:');
    await offer.getByRole('button', { name: 'Cerrar la otra sesión y continuar aquí' }).click();
    await expect(other.getByText('Las otras sesiones se cerraron')).toBeVisible();

    // "Mis sesiones" in the user menu now lists only this one.
    await other.getByTestId('user-menu').click();
    await other.getByRole('menuitem', { name: 'Mis sesiones' }).click();
    const mine = other.getByRole('dialog', { name: 'Mis sesiones' });
    await expect(mine.getByTestId('session-item')).toHaveCount(1);
    await expect(mine.getByTestId('session-item')).toContainText('Esta sesión');
    await expect(mine.getByText('No tienes sesiones abiertas en otros lugares')).toBeVisible();
  } finally {
    await elsewhere.close();
  }

  // The first browser is refused at its next request: the login, with the password asked again.
  await page.reload();
  await expect(loginHeading(page)).toBeVisible();
  await fillLogin(page, 'comercial@demo.test');
  await expect(page.getByText('Tu sesión anterior terminó')).toBeVisible();
  await expect(page.getByText('Se cerró desde otro navegador o dispositivo.')).toBeVisible();
});

test('four hours without activity show the login again (controlled clock, no waiting)', async ({ page }) => {
  await page.clock.install();
  await signInThroughForm(page, 'lider@demo.test');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Inicio')).toBeVisible();

  await page.clock.fastForward(FOUR_HOURS_MS - 60_000);
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Inicio')).toBeVisible();
  await expect(loginHeading(page)).toHaveCount(0);

  await page.clock.fastForward(60_000 + 1_000);
  await expect(loginHeading(page)).toBeVisible();
  // The API closed the session: the old page cannot read anything now.
  expect((await page.request.get('/api/me')).status()).toBe(401);
  // Logged out (stored keys cleared, the last route too): signing in again starts at home.
  await fillLogin(page, 'lider@demo.test', /\/info-cards/);
  await expect(page.getByText('Se cerró tras 4 horas sin actividad.')).toBeVisible();
});

test('a user without any company is told so and logged out once the popup is closed', async ({ page }) => {
  await signInThroughForm(page, 'sinempresa@demo.test');
  const popup = page.getByRole('dialog');
  await expect(popup.getByText('No tienes empresas asignadas')).toBeVisible();
  await popup.locator('.ant-modal-close').click();
  await expect(loginHeading(page)).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
});
