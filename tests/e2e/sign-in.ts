// Two ways into the admin. The journeys about signing in (login, logout, sessions, registration,
// choosing a tenant) go through the development identity provider's form, as a person does; every
// other journey starts from a session made the way the API tests make one (a row of auth_sessions
// and its cookie), which skips a trip through the provider it does not test.
import { expect, type Page } from '@playwright/test';
import { appDatabaseUrl } from '../../knex/index.ts';
import { createSession } from '../../api/src/auth/sessions.ts';
import { createApiKnex } from '../../api/src/platform/db/knex.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-users.ts';
import { E2E_PORT, e2eDatabaseUrl, resetSessions } from './database.ts';

const SESSION_COOKIE = 'lf_session';

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
 * Signs in from the admin's door through the provider's form. Unless `fresh: false`, the person's
 * sessions of earlier journeys are removed first: every journey starts with the person signed in
 * nowhere, so no offer to close other sessions comes up unless the journey opens them.
 */
export async function signInThroughForm(page: Page, email: string, landing: RegExp = /\/grid-clients/, { fresh = true } = {}) {
  if (fresh) await resetSessions(email);
  await page.goto('/grid-clients');
  await fillLogin(page, email, landing);
}

/**
 * Opens the admin as `email` with a session of their own (their other sessions removed, as after
 * signInThroughForm), in their default company, at `from`, and waits to land at `landing`.
 */
export async function signIn(page: Page, email: string, landing: RegExp = /\/grid-clients/, from = '/grid-clients') {
  const userId = await resetSessions(email);
  const db = createApiKnex(appDatabaseUrl(e2eDatabaseUrl()), 1);
  try {
    const { token } = await createSession(db, { userId, email, browserInfo: 'Playwright' });
    await page.context().addCookies([{ name: SESSION_COOKIE, value: token, url: `http://localhost:${E2E_PORT}`, httpOnly: true, sameSite: 'Lax' }]);
  } finally {
    await db.destroy();
  }
  await page.goto(from);
  await expect(page).toHaveURL(landing);
}
