// Money master data: an administrator creates an indexing unit with two dated equivalencies (the
// form refuses it without one), sees them grouped on its page, and creates a rate book by hour with
// a line for a tariff category; the pages fit a phone.
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';

test('an administrator creates an indexing unit with two equivalencies and a rate book', async ({ page, failures }) => {
  failures.allow(400, /\/api\/currencies$/); // the form without equivalencies, refused by the API
  const stamp = String(Date.now()).slice(-6);
  await signIn(page, 'admin@demo.test');

  // The specification's page name opens the form of a new indexing unit.
  await open(page, '/management/company/add-GeneralIindexingUnit');
  await expect(page).toHaveURL(/\/management\/company\/add-currency\/new\?type=2$/);
  await expect(page.getByText('Unidad de indexación')).toBeVisible();
  await page.getByLabel('Código').fill(`SM${stamp}`);
  await page.getByLabel('Nombre', { exact: true }).fill(`Salario mínimo ${stamp}`);
  await page.getByLabel('Abreviatura').fill('SMMLV');
  await page.getByLabel('Moneda estándar').click();
  await page.getByRole('option', { name: /Peso colombiano/ }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La unidad de indexación necesita al menos una equivalencia')).toBeVisible();

  await page.getByRole('button', { name: 'Agregar equivalencia' }).click();
  await page.getByRole('button', { name: 'Agregar equivalencia' }).click();
  const first = page.getByRole('group', { name: 'Equivalencia 1' });
  const second = page.getByRole('group', { name: 'Equivalencia 2' });
  await first.getByLabel('Vigente desde').fill('01/01/2025');
  await first.getByLabel('Vigente desde').press('Enter');
  await first.getByLabel('Valor en la moneda estándar').fill('1423500');
  await second.getByLabel('Vigente desde').fill('01/01/2026');
  await second.getByLabel('Vigente desde').press('Enter');
  await second.getByLabel('Valor en la moneda estándar').fill('1623500,5');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/«Salario mínimo .*» creada/)).toBeVisible();

  await open(page, '/management/company/add-indexing'); // the indexing units only
  await expect(page.getByRole('row', { name: /Dólar estadounidense/ })).toHaveCount(0);
  await page.getByTestId('grid-search').fill(`SM${stamp}`);
  await expect(page.getByText('Total de registros: 1')).toBeVisible(); // the search applied before a row is clicked
  await page
    .getByRole('row', { name: new RegExp(`SM${stamp}`) })
    .getByRole('link', { name: 'Ver' })
    .click();
  const equivalencies = page.locator('.ant-card').filter({ hasText: 'Equivalencias' });
  await expect(equivalencies.getByText('1.423.500,00')).toBeVisible();
  await expect(equivalencies.getByText('1.623.500,50')).toBeVisible();
  // Its page converts an amount at the equivalency in force on the date.
  const conversion = page.getByTestId('currency-conversion');
  await conversion.getByLabel('Cantidad').fill('2');
  await conversion.getByLabel('Fecha').fill('2026-03-15');
  await conversion.getByRole('button', { name: 'Convertir' }).click();
  await expect(page.getByTestId('conversion-result')).toHaveText(/^3\.247\.001 \(equivalencia de 1\.623\.500,5 vigente desde 1\sde\sene\.?\sde\s2026\)$/);

  // A rate book by hour in COP, with a line for the 'Asociado' category.
  await open(page, '/management/company/rates/rate-book/new');
  await page.getByLabel('Título').fill(`Tarifario E2E ${stamp}`);
  await page.getByLabel('Moneda', { exact: true }).click();
  await page.getByRole('option', { name: /Peso colombiano/ }).click();
  await page.getByRole('button', { name: 'Agregar línea' }).click();
  const line = page.getByRole('group', { name: 'Línea 1' });
  await line.getByLabel('Categoría tarifaria').click();
  await page.getByRole('option', { name: 'Asociado', exact: true }).click();
  await line.getByLabel('Valor').fill('380000');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Tarifario «Tarifario E2E ${stamp}» creado`)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/management/company/rates/dash-rates');
  await expect(page.getByRole('cell', { name: `Tarifario E2E ${stamp}` })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
