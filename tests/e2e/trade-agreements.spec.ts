// Commercial agreements through the one editor (issue 12, item 8): an hourly agreement with a rate
// grid and then a retainer on the same project, the form changing its section with the type, the
// shared validator speaking before the server, the project's detail listing both, and a phone.
import { ownerKnex } from '../../knex/index.ts';
import { demoCompany, e2eDatabaseUrl } from './database.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { pick } from './antd.ts';
import { open } from './navigation.ts';

const PHONE = { width: 390, height: 844 };

/** A fresh active project of the demo company, stamped so a retry never meets an earlier run's. */
async function arrangeProject(name: string): Promise<string> {
  const db = ownerKnex(e2eDatabaseUrl());
  try {
    const company = await demoCompany(db);
    const client = await db('clients').where({ company_id: company.id, state: 'active' }).orderBy('name').first('id');
    const [row] = await db('projects').insert({ tenant_id: company.tenant_id, company_id: company.id, client_id: client.id, name }).returning('id');
    return row.id;
  } finally {
    await db.destroy();
  }
}

async function fillDate(page: import('@playwright/test').Page, label: string, ddmmyyyy: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(ddmmyyyy);
  await input.press('Enter');
}

test('an administrator creates an hourly agreement and then a retainer on a project through the editor', async ({ page }) => {
  const project = `Proyecto acuerdos E2E ${Date.now()}`;
  const projectId = await arrangeProject(project);
  await signIn(page, 'admin@demo.test');

  // The hourly agreement: the type brings its rate grid; an empty grid is refused by the shared validator.
  await open(page, `/management/projects/commercial-agreement?projectId=${projectId}`);
  await expect(page.getByRole('heading', { name: 'Nuevo acuerdo comercial' })).toBeVisible();
  await expect(page.getByText('Selecciona el tipo de acuerdo para ver sus condiciones')).toBeVisible();
  await pick(page, 'Tipo', 'Por hora');
  await fillDate(page, 'Fecha de inicio', '01/01/2026');
  await fillDate(page, 'Fecha de fin', '31/12/2026');
  await pick(page, 'Moneda o unidad de indexación', /^COP · /);
  await expect(page.getByRole('separator', { name: 'Tarifas' })).toBeVisible();
  await expect(page.getByLabel('Periodicidad')).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La grilla necesita al menos una fila')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar tarifa' }).click();
  const rate = page.getByRole('group', { name: 'Tarifa 1' });
  await rate.getByLabel('Categoría tarifaria').click();
  await page.getByRole('option', { name: 'Socio', exact: true }).click();
  await rate.getByLabel('Tarifa', { exact: true }).fill('600000');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/management\/projects\/trade-agreement\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Por hora').first()).toBeVisible();
  await expect(page.getByText('Socio')).toBeVisible();
  // Its page shows what an hourly agreement uses: its rates, not the other types' grids and terms.
  await expect(page.locator('.ant-card-head-title', { hasText: 'Tarifas' })).toBeVisible();
  await expect(page.locator('.ant-card-head-title', { hasText: 'Hitos' })).toHaveCount(0);
  await expect(page.locator('.ant-card-head-title', { hasText: 'Intervalos de horas' })).toHaveCount(0);
  await expect(page.getByText('Valor tope')).toHaveCount(0);

  // The retainer on the same project, after the first one's validity: the section changes with the type.
  await open(page, `/management/projects/commercial-agreement?projectId=${projectId}`);
  await pick(page, 'Tipo', 'Retainer');
  await expect(page.getByRole('button', { name: 'Agregar tarifa' })).toHaveCount(0);
  await fillDate(page, 'Fecha de inicio', '01/01/2027');
  await fillDate(page, 'Fecha de fin', '31/12/2027');
  await pick(page, 'Moneda o unidad de indexación', /^COP · /);
  await page.getByLabel('Valor', { exact: true }).fill('8000000');
  await pick(page, 'Periodicidad', 'Trimestral');
  await pick(page, 'Distribución', 'Mensual');
  await page.getByLabel('Horas incluidas').fill('20');
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Included hours need the rate of extra hours and what happens to unused ones.
  await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
  await page.getByLabel('Tarifa por hora').fill('300000');
  await pick(page, 'Acumulación', 'Por mes');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/management\/projects\/trade-agreement\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Trimestral').first()).toBeVisible();
  await expect(page.getByText('Horas incluidas').first()).toBeVisible();
  await expect(page.locator('.ant-card-head-title', { hasText: 'Tarifas' })).toHaveCount(0);

  // The project's detail lists both agreements.
  await open(page, `/management/projects/${projectId}`);
  await expect(page.getByText('Retainer').first()).toBeVisible();
  await expect(page.getByText('Por hora').first()).toBeVisible();

  // The editor fits a phone.
  await page.setViewportSize(PHONE);
  await open(page, `/management/projects/commercial-agreement?projectId=${projectId}`);
  await pick(page, 'Tipo', 'Por hora por intervalos');
  await page.getByRole('button', { name: 'Agregar intervalo' }).click();
  await expect(page.getByRole('group', { name: 'Intervalo 1' }).getByLabel('Desde (horas)')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
