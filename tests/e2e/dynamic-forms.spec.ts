// An administrator designs a dynamic form: general information, a text box with a mask and its
// own required message, a select moved above it; the form renders live beside the designer, and
// filling the preview shows the messages; saved in one write, then the designer on a phone.
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';

test('an administrator designs a dynamic form and sees it render live, with its rules', async ({ page }) => {
  const stamp = Date.now();
  const name = `Formulario E2E ${stamp}`;
  await signIn(page, 'admin@demo.test');

  // The dashboard lists the seeded form.
  await open(page, '/management/functional-structure/dynamic-forms/dash-dynamic-forms');
  await expect(page.getByText('Datos del proceso judicial')).toBeVisible();

  await open(page, '/management/functional-structure/dynamic-forms/general-info');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Código', { exact: true }).fill(`E2E-${stamp}`);
  // At least one field: the rule speaks before the server.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El formulario dinámico necesita al menos un campo')).toBeVisible();

  // A text box with a mask of five digits and its own required message.
  await page.getByRole('button', { name: 'Agregar campo' }).click();
  const first = page.getByTestId('design-field-0');
  await first.getByRole('textbox', { name: 'Título' }).fill('Radicado');
  await first.getByLabel('Máscara').fill('99999');
  await first.getByRole('switch', { name: 'Requerido' }).click();
  await first.getByLabel('Mensaje de requerido').fill('Escribe el radicado');

  // A select with two options.
  await page.getByRole('combobox', { name: 'Tipo del campo nuevo' }).click({ force: true });
  await page.getByRole('option', { name: 'Lista de selección' }).click();
  await page.getByRole('button', { name: 'Agregar campo' }).click();
  const second = page.getByTestId('design-field-1');
  await second.getByRole('textbox', { name: 'Título' }).fill('Juzgado');
  await second.getByLabel('Opciones').fill('Civil\nLaboral');

  // The preview renders both, and its inputs apply the rules as one types.
  const preview = page.getByTestId('dynamic-form-preview');
  const radicado = preview.getByLabel('Radicado');
  await radicado.fill('12a');
  await expect(preview.getByText('El valor no tiene el formato 99999')).toBeVisible();
  await radicado.fill('');
  await expect(preview.getByText('Escribe el radicado')).toBeVisible();
  await radicado.fill('12345');
  await expect(preview.getByText('Escribe el radicado')).toBeHidden();
  await preview.getByRole('combobox', { name: 'Juzgado' }).click({ force: true });
  await expect(page.getByRole('option', { name: 'Laboral' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Reorder: the select goes first, and the preview follows.
  await page.getByRole('button', { name: 'Subir: Juzgado' }).click();
  await expect(page.getByTestId('design-field-0')).toContainText('1. Juzgado');
  await expect(preview.getByTestId('dynamic-field-0')).toContainText('Juzgado');

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Formulario dinámico «${name}» creado`)).toBeVisible();
  await expect(page).toHaveURL(/\/dynamic-forms\/general-info\/[0-9a-f-]{36}$/);
  const id = /general-info\/([0-9a-f-]{36})$/.exec(page.url())![1];

  // The designer on a phone: the fields, then the live preview under them.
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `/management/functional-structure/dynamic-forms/form-design/${id}`);
  await expect(page.getByTestId('design-field-1')).toContainText('2. Radicado');
  const phonePreview = page.getByTestId('dynamic-form-preview');
  await phonePreview.scrollIntoViewIfNeeded();
  await phonePreview.getByLabel('Radicado').fill('1');
  await expect(phonePreview.getByText('El valor no tiene el formato 99999')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
