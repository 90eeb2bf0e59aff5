// A leader opens a workflow of a flow type with a dynamic form: the form's own inputs ask for the
// answers (required ones refused empty, as the API would), and the workflow's page shows each
// answer under its field's title.
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { pick } from './antd.ts';
import { open } from './navigation.ts';

test("a workflow answers its flow type's dynamic form, and its page shows the answers", async ({ page }) => {
  const title = `Demanda laboral E2E ${Date.now()}`;
  await signIn(page, 'lider@demo.test', /\/grid-clients/);
  await open(page, '/operative-workflows/general-production/new/00000000-0000-0000-0000-000000000000');
  await page.getByLabel('Nombre', { exact: true }).fill(title);
  await pick(page, 'Tipo de flujo', 'Proceso ordinario laboral');
  await pick(page, 'Cliente', 'Textiles Medellín Ltda.');
  await pick(page, 'Juzgado', 'Juzgado 5 Laboral del Circuito de Bogotá');
  await page.getByRole('button', { name: 'Guardar' }).click();
  // The filing number is required: the form says so before anything is sent.
  await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
  await page.getByLabel('Radicado', { exact: true }).fill('11001310500520260012300');
  await page.getByLabel('Cuantía', { exact: true }).fill('45000000');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('tab', { name: 'Formulario dinámico' }).click();
  await expect(page.getByText('Juzgado 5 Laboral del Circuito de Bogotá')).toBeVisible();
  await expect(page.getByText('11001310500520260012300')).toBeVisible();
  await expect(page.getByText('45.000.000')).toBeVisible();
});
