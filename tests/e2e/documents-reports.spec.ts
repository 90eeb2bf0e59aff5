// The documentation centre and dynamic reports through the browser: a professional finds the
// month's documents and downloads one; builds a report of their registered time, previews it as a
// chart and a table, saves it, exports it to XLSX; a report over dates without data says so.
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { pick } from './antd.ts';
import { open } from './navigation.ts';

test('a professional finds a document of their work and downloads it', async ({ page }) => {
  await signIn(page, 'profesional@demo.test', /\/info-cards/);
  await open(page, '/documentation-center');
  await expect(page.getByRole('heading', { name: 'Centro de documentación' })).toBeVisible();
  await expect(page.getByText('Demanda de nulidad radicada.pdf')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Buscar por nombre del archivo' });
  await search.fill('due diligence');
  await search.press('Enter');
  await expect(page.getByText('1 archivo', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Actividad ACT-DEMO-SOC-DD/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar Informe de due diligence Inversiones del Norte.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Informe de due diligence Inversiones del Norte.pdf');
});

test('a professional builds a report of their time, previews, saves and exports it', async ({ page, failures }) => {
  failures.allow(422, /\/api\/reports\/.+\/run$/);
  const name = `Mis horas E2E ${Date.now()}`;
  await signIn(page, 'profesional@demo.test', /\/info-cards/);
  await open(page, '/reports');
  await expect(page.getByRole('heading', { name: 'Informes dinámicos' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo informe' }).click();
  await page.getByLabel('Nombre').fill(name);
  await pick(page, 'Datos de', 'Tiempos registrados');
  await pick(page, 'Periodo', 'Últimos 30 días');
  await pick(page, 'Agrupar por', 'Tipo de actividad');
  await pick(page, 'Medida', 'Suma de Horas trabajadas');
  await page.getByRole('button', { name: 'Vista previa' }).click();
  await expect(page.getByText('Gráfico', { exact: true })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Suma de Horas trabajadas')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a XLSX' }).click();
  expect((await download).suggestedFilename()).toBe(`${name}.xlsx`);

  // The same report over dates without work: the page says there is no data in them. (The
  // notifications over the header's buttons go first: away from the pointer, they close by themselves.)
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  await page.getByRole('button', { name: 'Editar informe' }).click();
  await pick(page, 'Periodo', 'Personalizado');
  await page.getByPlaceholder('Fecha inicial').fill('1999-01-01');
  await page.getByPlaceholder('Fecha final').fill('1999-01-31');
  await page.getByPlaceholder('Fecha final').press('Tab');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('report-outcome')).toContainText('No hay datos en las fechas del informe');
  await open(page, '/reports');
  await expect(page.getByRole('link', { name })).toBeVisible();
});
