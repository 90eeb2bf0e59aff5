// Issue 10: coming back after 'Cerrar sesión' (an app URL typed, or Back) goes to the login without
// an error; and the admin runs under its Content-Security-Policy without a single violation.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { loginHeading, signInThroughForm } from './sign-in.ts';

const LOGIN_FAILED = 'No fue posible iniciar sesión. Intenta nuevamente';
/** Pages take long to paint when the machine is busy: wait on the condition, longer than the default. */
const SLOW = { timeout: 30_000 };

/** Every CSP violation the page reports, from the console and from the DOM event. */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text())) violations.push(m.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return violations;
}

test('after signing out, an app URL typed or Back lands on the login, never on the sign-in error', async ({ page }) => {
  test.slow(); // two sign-ins and a logout through the identity provider
  await signInThroughForm(page, 'admin@demo.test');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Inicio')).toBeVisible(SLOW);
  await page.getByText('Cerrar sesión').click(); // the side menu's entry
  await expect(loginHeading(page)).toBeVisible(SLOW);

  // Typed at once (well inside the old 15 s loop window that mistook this for a failed login).
  await page.goto('/grid-clients');
  await expect(loginHeading(page)).toBeVisible(SLOW);
  await expect(page.getByText(LOGIN_FAILED)).toHaveCount(0);

  await page.goBack();
  await expect(loginHeading(page)).toBeVisible(SLOW);
  await expect(page.getByText(LOGIN_FAILED)).toHaveCount(0);

  // And the login still works from there.
  await page.getByLabel('Correo electrónico').fill('admin@demo.test');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/grid-clients/, SLOW);
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Inicio')).toBeVisible(SLOW);
  await expect(page.getByText(LOGIN_FAILED)).toHaveCount(0);
});

test('the admin page carries a CSP without inline script, has none, and runs without a violation', async ({ page }) => {
  test.slow(); // several pages: give a busy machine time
  const violations = collectCspViolations(page);
  const index = await page.request.get('/grid-clients');
  const csp = index.headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self';/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(index.headers()['x-content-type-options']).toBe('nosniff');
  // Every script of the built page is a file of ours: no inline script.
  const html = await index.text();
  expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /\bsrc=/.test(tag))).toBe(true);

  await signInThroughForm(page, 'admin@demo.test');
  for (const path of ['/management/projects/dashboard-projects', '/management/users/dash-users']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toBeVisible(SLOW);
    await expect(page.locator('.ant-table').first()).toBeVisible(SLOW);
  }
  expect(violations).toEqual([]);
});
