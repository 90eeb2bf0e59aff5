// Tenancy and the session across tabs: a user of two organisations chooses one after signing in,
// switches company from the header; logging out in one tab signs out the other tabs; a new person
// registers (with step 2 and its logo, and once skipping step 2); the help form needs no session.
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test } from './fixtures.ts';
import { resetRegistration } from './database.ts';
import { signInThroughForm } from './sign-in.ts';
import { open } from './navigation.ts';

/** A real (decodable) white PNG of the given size, for the logo of registration step 2. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xff)]); // filter byte, then pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a user of two organisations picks one, then switches company from the header', async ({ page }) => {
  await signInThroughForm(page, 'multi@demo.test', /\/auth\/select-tenant/);
  await expect(page.getByText('Selecciona la organización')).toBeVisible();
  await page.getByRole('button', { name: 'Ingresar a Consultores Andinos S.A.S.' }).click();

  // Inside the chosen organisation, which they administer (issue 10): its client grid and its users.
  await expect(page.getByTitle('Empresa')).toContainText('Consultores Andinos S.A.S.');
  await expect(page).toHaveURL(/\/grid-clients/);
  await expect(page.getByText('Minera El Dorado S.A.')).toBeVisible();
  await open(page, '/management/users/dash-users');
  await expect(page).toHaveURL(/\/management\/users\/dash-users/);
  await expect(page.getByText('multi@demo.test')).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as { tenant: { name: string }; next: string | null };
  expect(me).toMatchObject({ tenant: { name: 'Consultores Andinos S.A.S.' }, next: null });

  // The header lists the companies of every organisation; a choice reloads with it.
  await page.getByTestId('company-switcher').click();
  await page.locator('.ant-select-item-option[title="Asesorías Tributarias Ltda."]').click();
  await expect(page.getByTitle('Empresa')).toContainText('Asesorías Tributarias Ltda.');
  await open(page, '/grid-clients');
  await expect(page.getByText('Agroindustrias del Llano S.A.S.')).toBeVisible();
  await expect(page.getByText('Minera El Dorado S.A.')).toHaveCount(0);
});

test('logging out in one tab signs out the other tab', async ({ page, context }) => {
  // A user with no session open elsewhere, so the offer to close it (sessions.spec.ts) does not come up.
  await signInThroughForm(page, 'fidelizador@demo.test');
  const other = await context.newPage();
  await open(other, '/grid-clients');
  await expect(other.getByRole('navigation', { name: /breadcrumb/i }).getByText('Inicio')).toBeVisible();
  // The other tab's grid has loaded (a call still on its way when the session ends answers 401).
  await expect(other.locator('.ant-table-tbody tr:not(.ant-table-measure-row)').first()).toBeVisible();
  await expect(other.locator('.ant-spin-spinning, .ant-select-loading')).toHaveCount(0);

  await page.getByText('Cerrar sesión').click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});

test('a new person registers in two steps, with a logo, and lands in their company', async ({ page, failures }) => {
  await resetRegistration('nuevo@demo.test');
  failures.allow(403, /^\/api\/me$/); // REGISTRATION_REQUIRED: how the admin learns to show the form
  await signInThroughForm(page, 'nuevo@demo.test', /\/register/);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('nuevo@demo.test');
  await page.getByLabel('Nombre', { exact: true }).fill('Nora 2');
  await page.getByLabel('Apellido').fill('Nueva');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Solo se permiten letras')).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Nora');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await page.getByLabel('Nombre de la empresa').fill('Estudio Nuevo S.A.S.');
  await page.getByLabel('Teléfono').fill('60-1');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Solo se permiten números')).toBeVisible();
  await page.getByLabel('Teléfono').fill('6015550000');

  // The logo: another type is refused at once; a PNG of another size is only a warning.
  const logoInput = page.locator('input[type="file"]');
  await logoInput.setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy una imagen') });
  await expect(page.getByText('El logo debe ser una imagen JPG, GIF o PNG')).toBeVisible();
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(200, 60) });
  await expect(page.getByText('La imagen mide 200 x 60 píxeles; el tamaño sugerido es 171 x 51')).toBeVisible();
  await expect(page.getByText('El logo debe ser una imagen JPG, GIF o PNG')).toHaveCount(0);

  const logoSaved = page.waitForResponse((r) => r.url().endsWith('/api/register/logo'));
  await page.getByRole('button', { name: 'Registrar' }).click();
  expect((await logoSaved).status()).toBe(201);

  await expect(page.getByTitle('Empresa')).toContainText('Estudio Nuevo S.A.S.');
  await expect(page.getByText('Nora Nueva')).toBeVisible();
});

test('a new person registers skipping step 2: the company takes their name', async ({ page, failures }) => {
  await resetRegistration('nueva@demo.test');
  failures.allow(403, /^\/api\/me$/); // REGISTRATION_REQUIRED: how the admin learns to show the form
  await signInThroughForm(page, 'nueva@demo.test', /\/register/);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('nueva@demo.test');
  await page.getByLabel('Nombre', { exact: true }).fill('Natalia');
  await page.getByLabel('Apellido').fill('Cárdenas');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByLabel('Nombre de la empresa')).toBeVisible();
  await page.getByRole('button', { name: 'Omitir' }).click();

  await expect(page.getByTitle('Empresa')).toContainText('Natalia Cárdenas');
  await expect(page.getByText('Natalia Cárdenas').first()).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as { company: { name: string }; next: string | null };
  expect(me).toMatchObject({ company: { name: 'Natalia Cárdenas' }, next: null });
});

test('the help form works without a session', async ({ page }) => {
  await page.goto('/auth/need-help');
  await expect(page.getByText('¿Necesitas ayuda?')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('alguien@ejemplo.co');
  await page.getByLabel('¿En qué podemos ayudarte?').fill('No recuerdo mi contraseña');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Recibimos tu solicitud')).toBeVisible();
});
