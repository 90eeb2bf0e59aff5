// Signing in through the development identity provider's form, as a person does.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../seeds/demo-users.ts';
import { resetSessions } from './database.ts';

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
 * Signs in from the admin's door. Unless `fresh: false`, the person's sessions of earlier journeys
 * (or of an earlier attempt of this one) are removed first: every journey starts with the person
 * signed in nowhere, so no offer to close other sessions comes up unless the journey opens them.
 */
export async function signIn(page: Page, email: string, landing: RegExp = /\/grid-clients/, { fresh = true } = {}) {
  if (fresh) await resetSessions(email);
  await page.goto('/grid-clients');
  await fillLogin(page, email, landing);
}
