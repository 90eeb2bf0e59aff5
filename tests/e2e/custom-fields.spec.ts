// An administrator designs a custom field of clients (the designer page overriding the generated
// list), fills it in the client's generated form, reads it on the show page and in its grid column,
// and filters the grid by it; then the designer on a phone.
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';
import { pick } from './antd.ts';

test('an administrator defines a custom field of clients and uses it in the form, the detail, the grid and its filter', async ({ page }) => {
  const stamp = Date.now();
  const label = `Nivel de riesgo ${stamp}`;
  const client = `Cliente con riesgo E2E ${stamp}`;
  await signIn(page, 'admin@demo.test');

  // The designer: the company's fields of clients in order, the seeded ones first.
  await open(page, '/management/custom-fields');
  await expect(page.getByRole('heading', { name: 'Diseñador de campos adicionales' })).toBeVisible();
  await expect(page.getByText('Sector económico')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar campo' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByLabel('Nombre del campo').fill(label);
  // Still sliding in, the select is partly off screen: wait for the drawer's motion to end.
  await expect(page.locator('.ant-drawer-content-wrapper[class*="motion"]')).toHaveCount(0);
  await drawer.getByLabel('Tipo de dato').click({ force: true }); // the chosen value's text covers the select's input
  await page.getByRole('option', { name: 'Opción única (RadioGroup)' }).click();
  // A choice type needs options: the rule speaks before the server.
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(drawer.getByText('Una lista de selección necesita al menos una opción')).toBeVisible();
  for (const [i, option] of ['Bajo', 'Medio', 'Alto'].entries()) {
    await drawer.getByRole('button', { name: 'Agregar opción' }).click();
    await drawer.getByLabel(`Opción ${i + 1}`).fill(option);
  }
  await drawer.getByRole('switch', { name: 'Columna en la grilla' }).click();
  // The live preview renders the field as the forms will.
  const preview = drawer.getByTestId('custom-field-preview');
  await expect(preview.getByText(label)).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Medio' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Campo adicional «${label}» creado`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: label })).toBeVisible();

  // The client's generated form shows it under 'Campos adicionales'.
  await open(page, '/client-info/new');
  await expect(page.getByRole('separator', { name: 'Campos adicionales' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(client);
  await page.getByLabel('Número de documento').fill(String(stamp).slice(-9));
  await page.getByLabel('Perfil tributario').click();
  await page.getByRole('option', { name: 'Régimen común', exact: true }).click();
  await page.getByRole('radio', { name: 'Alto' }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Cliente «${client}» creado`)).toBeVisible();

  // The show page tells the value under its label.
  await expect(page).toHaveURL(/\/client-info\/[0-9a-f-]{36}$/);
  const detail = page.locator('.ant-descriptions').filter({ hasText: 'Campos adicionales' });
  await expect(detail.getByText(label)).toBeVisible();
  await expect(detail.getByText('Alto', { exact: true })).toBeVisible();
  // The History names the value by its label.
  const history = page.getByTestId('audit-history');
  await expect(history.getByText(`${label}:`)).toBeVisible();

  // The grid: a column of its own, and a filter by it.
  await open(page, '/grid-clients');
  await expect(page.getByRole('columnheader', { name: label })).toBeVisible();
  await page.getByTestId('grid-search').fill(client);
  const row = page.getByRole('row', { name: new RegExp(client) });
  await expect(row.getByText('Alto', { exact: true })).toBeVisible();
  await pick(page, label, 'Bajo');
  await expect(page).toHaveURL(/customFields\./);
  await expect(page.getByTestId('list-total')).toHaveText('Total de registros: 0');
  await pick(page, label, 'Alto');
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  // Off again, so other journeys' grids and forms stay as they were.
  await open(page, '/management/custom-fields');
  await page.getByRole('button', { name: `Editar campo: ${label}` }).click();
  await page.locator('.ant-drawer-content').getByRole('switch', { name: 'Estado' }).click();
  await page.locator('.ant-drawer-content').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Campo adicional «${label}» guardado`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: label }).getByText('Inactivo')).toBeVisible();
});

test('on a phone the designer and its preview fit the screen, and the client form shows the custom fields', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@demo.test');
  await open(page, '/management/custom-fields');
  await expect(page.getByRole('heading', { name: 'Diseñador de campos adicionales' })).toBeVisible();
  await page.getByRole('button', { name: 'Editar campo: Sector económico' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByTestId('custom-field-preview').getByText('Sector económico')).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390.5); // sub-pixel layout may report 390.00001
  // The data type of an existing field is fixed.
  await expect(drawer.getByLabel('Tipo de dato')).toBeDisabled();
  await drawer.getByRole('button', { name: 'Cancelar' }).click();

  await open(page, '/client-info/new');
  await expect(page.getByRole('separator', { name: 'Campos adicionales' })).toBeVisible();
  await expect(page.getByLabel('Sector económico')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
