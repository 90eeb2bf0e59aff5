// Activation and shutdown of clients through the browser (document 1, section 4): each row offers
// only its legal moves, each move asks first with what the verification found, the shutdown speaks
// the specification's sentences, several rows move at once, and it all fits a phone.
import type { Page } from '@playwright/test';
import { ownerKnex } from '../../knex/index.ts';
import { demoCompany, e2eDatabaseUrl } from './database.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';

const PHONE = { width: 390, height: 844 };

/** Clients of the demo company stored directly, stamped so a retry never meets an earlier run's. */
async function arrange(stamp: number, names: string[], projectsOfFirst: number): Promise<string[]> {
  const db = ownerKnex(e2eDatabaseUrl());
  try {
    const company = await demoCompany(db);
    const profile = await db('tax_profiles').where({ company_id: company.id }).first('id');
    const ids: string[] = [];
    for (const [i, name] of names.entries()) {
      const [row] = await db('clients')
        .insert({ tenant_id: company.tenant_id, company_id: company.id, name, document_number: String(stamp + i).slice(-9), tax_profile_id: profile.id })
        .returning('id');
      ids.push(row.id);
    }
    if (projectsOfFirst)
      await db('projects').insert(
        Array.from({ length: projectsOfFirst }, (_, i) => ({
          tenant_id: company.tenant_id,
          company_id: company.id,
          client_id: ids[0],
          name: `Proyecto ${names[0]} ${i}`,
        })),
      );
    return ids;
  } finally {
    await db.destroy();
  }
}

async function setState(id: string, state: string) {
  const db = ownerKnex(e2eDatabaseUrl());
  try {
    await db('clients').where({ id }).update({ state });
  } finally {
    await db.destroy();
  }
}

async function findInGrid(page: Page, text: string) {
  await open(page, '/grid-clients');
  await page.getByTestId('grid-search').fill(text);
}

const moves = ['Activar', 'Desactivar', 'Apagar'];
/** The action buttons a place shows, in order. */
async function shownMoves(scope: ReturnType<Page['locator']>) {
  const shown: string[] = [];
  for (const name of moves) if (await scope.getByRole('button', { name, exact: true }).count()) shown.push(name);
  return shown;
}

test('an administrator deactivates, activates and shuts a client down; buttons offer legal moves only', async ({ page }) => {
  const stamp = Date.now();
  const name = `Hacienda Activa E2E ${stamp}`;
  await arrange(stamp, [name], 2);
  await signIn(page, 'admin@demo.test');
  await findInGrid(page, name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('button', { name: 'Desactivar', exact: true })).toBeVisible();
  expect(await shownMoves(row)).toEqual(['Desactivar', 'Apagar']);

  // Deactivate from the list: the verification counts the active projects and the API asks first.
  await row.getByRole('button', { name: 'Desactivar', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(page.getByRole('dialog', { name: `¿Deseas desactivar «${name}»?` })).toBeVisible();
  await expect(dialog.getByText('¿Deseas desactivar el cliente? También se desactivarán sus 2 proyectos activos')).toBeVisible();
  await expect(dialog.getByText('Proyectos que cambian con él: 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Desactivar', exact: true }).click();
  await expect(page.getByText(`Cliente «${name}» desactivado`)).toBeVisible();
  await expect(row.getByText('Inactivo')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Activar', exact: true })).toBeVisible();
  expect(await shownMoves(row)).toEqual(['Activar', 'Apagar']);

  // Activate from the show page: nothing else changes, and the header offers the moves of 'active'.
  await row.getByRole('link', { name: 'Ver' }).click();
  await expect(page).toHaveURL(/\/client-info\/[0-9a-f-]{36}$/);
  const header = page.locator('.ant-page-header-heading-extra');
  await header.getByRole('button', { name: 'Activar', exact: true }).click();
  await expect(dialog.getByText('No cambia ningún otro registro.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Activar', exact: true }).click();
  await expect(page.getByText(`Cliente «${name}» activado`)).toBeVisible();
  await expect(header.getByRole('button', { name: 'Desactivar', exact: true })).toBeVisible();
  expect(await shownMoves(header)).toEqual(['Desactivar', 'Apagar']);

  // Shut it down: always asked, told with the specification's sentence; only activation remains.
  await header.getByRole('button', { name: 'Apagar', exact: true }).click();
  await expect(dialog.getByText('¿Deseas apagar el cliente? También se apagarán sus 2 proyectos')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apagar', exact: true }).click();
  await expect(page.getByText('La operación de apagado ha sido completada con éxito, la operación se verá reflajada pronto.')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Activar', exact: true })).toBeVisible();
  expect(await shownMoves(header)).toEqual(['Activar']);
  await expect(page.getByTestId('audit-history').getByText('Apagado').first()).toBeVisible();
});

test('a shutdown that fails says so with the specification sentence', async ({ page, failures }) => {
  failures.allow(409, /^\/api\/clients\/[0-9a-f-]{36}\/shutdown$/); // the row moved meanwhile: INVALID_TRANSITION
  const stamp = Date.now();
  const name = `Trilladora Carrera E2E ${stamp}`;
  const [id] = await arrange(stamp, [name], 0);
  await signIn(page, 'admin@demo.test');
  await findInGrid(page, name);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Apagar', exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(page.getByRole('dialog', { name: `¿Deseas apagar «${name}»?` })).toBeVisible();
  await setState(id, 'shutDown'); // someone else shut it down while the question was open
  await dialog.getByRole('button', { name: 'Apagar', exact: true }).click();
  await expect(page.getByText('La operación de apagado ha presentado un error. Intenta nuevamente o contacta a tu administrador.')).toBeVisible();
  // Why, in words; the code and the HTTP status stay in the API's answer.
  await expect(page.getByText('Esta acción no está permitida en el estado actual del registro')).toBeVisible();
  await expect(page.getByText(/INVALID_TRANSITION|HTTP 409/)).toHaveCount(0);
});

test('selected rows move together, offering only the moves every one of them may take, also on a phone', async ({ page }) => {
  const stamp = Date.now();
  const names = [`Molino Norte E2E ${stamp}`, `Molino Sur E2E ${stamp}`];
  const [, second] = await arrange(stamp, names, 0);
  await setState(second, 'inactive');
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin@demo.test');
  await findInGrid(page, `E2E ${stamp}`);
  for (const name of names)
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('checkbox')
      .check();
  const bulk = page.getByTestId('bulk-actions');
  await expect(bulk.getByText('2 seleccionados')).toBeVisible();
  // One is active and one inactive: only the shutdown is legal for both.
  expect(await shownMoves(bulk)).toEqual(['Apagar']);
  await bulk.getByRole('button', { name: 'Apagar', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(page.getByRole('dialog', { name: '¿Deseas apagar los 2 registros seleccionados?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Apagar', exact: true }).click();
  await expect(page.getByText('La operación de apagado ha sido completada con éxito, la operación se verá reflajada pronto.')).toBeVisible();
  for (const name of names) {
    await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Apagado')).toBeVisible();
  }
  // Nothing overflows sideways on the phone (the table scrolls inside itself).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The show page's header wraps its buttons within the phone's width too.
  await page
    .getByRole('row', { name: new RegExp(names[0]) })
    .getByRole('link', { name: 'Ver' })
    .click();
  await expect(page.locator('.ant-page-header-heading-extra').getByRole('button', { name: 'Activar', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
