// An administrator changes the company's main colour and sees the admin's theme change at once
// (no reload), then puts it back; the company's form fits a phone.
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';

const primaryBackground = (page: Page) => page.getByRole('button', { name: 'Editar' }).evaluate((b) => getComputedStyle(b).backgroundColor);

async function setMainColour(page: Page, hex: string) {
  await open(page, '/management/company/config-system');
  await expect(page).toHaveURL(/\/management\/company\/general\/[0-9a-f-]{36}\/edit/);
  const input = page.getByLabel('Color principal', { exact: true });
  await input.fill(hex);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/^Empresa «.+» guardada$/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/management\/company\/general\/[0-9a-f-]{36}$/);
}

test("changing the company's main colour changes the theme at once", async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const loads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });

  await setMainColour(page, '#7B1FA2');
  const navigations = loads.length;
  await expect.poll(() => primaryBackground(page)).toBe('rgb(123, 31, 162)');
  // The swatch shows the new colour on the company's page, and the theme changed without a reload.
  await expect(page.getByText('#7B1FA2').first()).toBeVisible();
  expect(loads.length).toBe(navigations);

  await setMainColour(page, '#1F4E79');
  await expect.poll(() => primaryBackground(page)).toBe('rgb(31, 78, 121)');

  // A colour that is not hex is refused under the field, in Spanish.
  await open(page, '/management/company/config-system');
  await page.getByLabel('Color principal', { exact: true }).fill('azul');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El color debe ser hexadecimal, por ejemplo #1677FF')).toBeVisible();

  // The company's form on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByLabel('Color principal', { exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("an administrator adds a company and finds it in the header's switcher at once", async ({ page }) => {
  const name = `Filial E2E ${Date.now()}`;
  await signIn(page, 'admin@demo.test');
  await open(page, '/management/company/add-company');
  // The form's fields are drawn, with their rules: a click before that sends the empty form to the
  // API, which refuses it (a 400 this journey does not expect).
  const nameField = page.getByLabel('Nombre', { exact: true });
  await expect(nameField).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El nombre es requerido')).toBeVisible();
  // The form moved the focus to the field to correct (a screen reader reads its error there).
  await expect(nameField).toBeFocused();
  await nameField.fill(name);
  // Its addresses, one after another.
  const emails = page.getByLabel('Correos', { exact: true });
  await emails.fill('socios@filial.co');
  await emails.press('Enter');
  await emails.fill('facturacion@filial.co');
  await emails.press('Enter');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Empresa «${name}» creada`)).toBeVisible();
  await expect(page).toHaveURL(/\/management\/company\/general\/[0-9a-f-]{36}$/);
  await expect(page.getByText('facturacion@filial.co').first()).toBeVisible();
  await page.getByTestId('company-switcher').click();
  await expect(page.getByRole('option', { name })).toBeVisible();
});

/** A real PNG of one colour (the browser must draw it), built with zlib. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x1f, 0x4e, 0x79]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test("an administrator changes the company's logo and the menu shows it at once", async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await open(page, '/management/company/config-system');
  await expect(page).toHaveURL(/\/general\/[0-9a-f-]{36}\/edit/);
  await open(page, page.url().replace(/\/edit#.*$/, ''));
  const card = page.getByTestId('company-logo-card');
  await expect(card.getByText('La empresa no tiene logo')).toBeVisible();
  await card.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(300, 90) });
  await expect(page.getByText('Logo guardado')).toBeVisible();
  // Not the recommended size: a warning, and the logo is kept.
  await expect(page.getByText('El tamaño recomendado del logo es 171x51 píxeles')).toBeVisible();
  await expect(page.getByTestId('company-logo')).toBeVisible();
  await expect.poll(() => page.getByTestId('company-logo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  await card.getByRole('button', { name: 'Quitar logo' }).click();
  await expect(page.getByText('Logo quitado')).toBeVisible();
  await expect(page.getByTestId('company-logo')).toHaveCount(0);
});
