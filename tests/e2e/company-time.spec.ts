// The company's time zone decides how instants read, wherever the browser is: a browser in Tokyo
// shows the history of a record the demo company (America/Bogota) just created on Bogotá's clock.
// Then the specification's paths that open a section of the company's form or an area's first screen.
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';

test.use({ timezoneId: 'Asia/Tokyo' });

test("a browser in another time zone reads instants on the company's clock", async ({ page }) => {
  const name = `Grupo horario ${Date.now()}`;
  await signIn(page, 'admin@demo.test');
  await open(page, '/management/customers/business-groups/new');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Grupo empresarial «${name}» creado`)).toBeVisible();
  await expect(page).toHaveURL(/\/business-groups\/[0-9a-f-]{36}$/);
  const id = /business-groups\/([0-9a-f-]{36})$/.exec(page.url())![1];

  const log = (await (await page.request.get(`/api/audit-log?entity=business-groups&entityId=${id}`)).json()) as { data?: { at: string }[] } | { at: string }[];
  const entries = Array.isArray(log) ? log : (log.data ?? []);
  const at = new Date(entries[0].at);
  // The moment as the interface writes it (i18n/dates.ts formatMoment), by the browser's own ICU, on each clock.
  const shown = (timeZone: string) =>
    page.evaluate(
      ([iso, zone]) =>
        new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone }).format(
          new Date(iso),
        ),
      [at.toISOString(), timeZone] as const,
    );

  const history = page.getByTestId('audit-history');
  await expect(history.getByText(await shown('America/Bogota'))).toBeVisible();
  await expect(history.getByText(await shown('Asia/Tokyo'))).toHaveCount(0);
});

test("config-system opens the active company's system variables", async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await open(page, '/management/company/config-system');
  await expect(page).toHaveURL(/\/management\/company\/general\/[0-9a-f-]{36}\/edit#section-systemVariables$/);
  await expect(page.getByRole('separator', { name: 'Variables del sistema' })).toBeInViewport();
  await expect(page.getByLabel('Zona horaria', { exact: true })).toBeVisible();
});

test("company-notifications opens the active company's notification settings", async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await open(page, '/management/company/company-notifications');
  await expect(page).toHaveURL(/\/management\/company\/general\/[0-9a-f-]{36}\/edit#section-notifications$/);
  await expect(page.getByRole('separator', { name: 'Notificaciones' })).toBeInViewport();
  await expect(page.getByRole('group', { name: 'Notificación 3' }).getByText('Actividad vencida')).toBeVisible();
});

test("the areas' entry paths open their first screens", async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await open(page, '/management/functional-structure/dashboard');
  await expect(page).toHaveURL(/\/management\/functional-structure\/practice(\?|$)/);
  await open(page, '/management/company');
  await expect(page).toHaveURL(/\/management\/company\/dashboard-company(\?|$)/);
  await open(page, '/management/functional-structure/flows');
  await expect(page).toHaveURL(/\/management\/functional-structure\/flows\/dash-flows(\?|$)/); // the list then writes its paging and order
  await open(page, '/management/functional-structure/flows/add-more-fields-flow-form');
  await expect(page).toHaveURL((url) => url.pathname === '/management/custom-fields' && url.searchParams.get('entity') === 'flow-types');
});
