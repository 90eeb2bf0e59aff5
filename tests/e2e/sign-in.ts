// Signing in through the development identity provider's form, as a person does.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../seeds/demo-users.ts';

export const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Iniciar sesión' });

/** Fills the provider's form the browser is on and waits to land at `landing`. */
export async function fillLogin(page: Page, email: string, landing: RegExp = /\/grid-clients/) {
  await expect(loginHeading(page)).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * Signs in from the admin's door. The demo users sign in again across journeys, so the offer to
 * close their sessions of earlier journeys may appear at any moment after landing: unless the
 * journey is about that offer (`otherSessions: 'ask'`), it is answered "keep both" whenever it shows.
 */
export async function signIn(page: Page, email: string, landing: RegExp = /\/grid-clients/, otherSessions: 'keep' | 'ask' = 'keep') {
  if (otherSessions === 'keep') {
    const offer = page.getByRole('dialog').filter({ hasText: /Tienes (otra sesión abierta|\d+ sesiones abiertas)/ });
    await page.addLocatorHandler(offer, async () => {
      await offer.getByRole('button', { name: /^Mantener (ambas|todas)$/ }).click();
    });
  }
  await page.goto('/grid-clients');
  await fillLogin(page, email, landing);
}
