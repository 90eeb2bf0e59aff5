// Billing by the calendar and paying through the browser: an administrator activates the arbitration's
// September milestone in 'Bloques futuros', makes and approves its pre-invoice (in dollars), then
// records a credit note and a cash receipt on the invoice, and its balance follows each. Making the
// pre-invoice, approving it and saving each document ask first, in dollars, and are answered.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';
import { signIn } from './sign-in.ts';
import { pick } from './antd.ts';
import { open } from './navigation.ts';

/** A money cell as written in Spanish (5.400,00) as a number. */
const amount = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/** The value beside a label of the record's (bordered) descriptions. */
const described = (page: Page, label: string) =>
  page
    .locator('th.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::td[1]');

async function balanceOf(page: Page): Promise<number> {
  const cell = described(page, 'Saldo');
  await expect(cell).toHaveText(/\d/);
  return amount(await cell.innerText());
}

test("a future block is activated and billed, and a credit note and a receipt move its invoice's balance", async ({ page, failures }) => {
  // A document's save is its question: the API answers 409 with it until it is answered (X-Confirm).
  failures.allow(409, /^\/api\/(credit-notes|cash-receipts)$/);
  await signIn(page, 'admin@demo.test');

  await open(page, '/settlement-billing/specialActivation');
  await expect(page.getByRole('heading', { name: 'Bloques futuros' })).toBeVisible();
  const arbitration = page.getByRole('row', { name: /Pagos por etapa del arbitraje/ });
  const september = arbitration.getByTestId(/-2026-09$/);
  await expect(september).toContainText('septiembre de 2026');
  await expect(september).toContainText('USD');
  await september.getByRole('button', { name: 'Activar' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Activar' }).click();

  await expect(page).toHaveURL(/\/settlement-billing\/awaiting-preinvoice\/[0-9a-f-]{36}$/);
  const amounts = page.getByTestId('block-amounts');
  await expect(amounts.getByText('Alegatos')).toBeVisible();
  await expect(amounts.getByTestId('block-total')).toContainText('USD');
  await amounts.getByRole('button', { name: 'Crear prefactura' }).click();
  const creating = page.getByRole('dialog', { name: '¿Deseas crear la prefactura de este bloque?' });
  await expect(creating).toContainText(/ por [\d.]+,\d{2} USD/);
  await expectAccessible(page, 'the question before creating a pre-invoice');
  await creating.getByRole('button', { name: 'Crear prefactura' }).click();
  await expect(page).toHaveURL(/\/settlement-billing\/preinvoice\/[0-9a-f-]{36}$/);
  await page.locator('[data-action="approve"]').first().click();
  const approving = page.getByRole('dialog', { name: /^¿Deseas aprobar «PF-\d{6}»\?$/ });
  await expect(approving).toContainText(/Se creará una factura con el prefijo FV a nombre de .+ por [\d.]+,\d{2} USD/);
  await expectAccessible(page, 'the question before approving a pre-invoice');
  await approving.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByRole('cell', { name: 'Aprobada', exact: true })).toBeVisible();

  // The newest invoice is this one.
  await open(page, '/settlement-billing/invoice');
  await page
    .getByRole('row', { name: /FV-\d{6}/ })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/settlement-billing\/invoice\/[0-9a-f-]{36}$/);
  const invoiceUrl = page.url();
  const number = (await described(page, 'Número').innerText()).trim();
  const before = await balanceOf(page);
  expect(before).toBeGreaterThan(1000);

  // A partial credit note of 400 USD, opened from the invoice (invoice and currency filled in).
  await page.getByTestId('invoice-credit-note').click();
  await expect(page).toHaveURL(/\/settlement-billing\/creditNotes\/new\?/);
  // Sent empty first: the form in its error state is judged too.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Debes diligenciar todos los campos obligatorios')).toBeVisible();
  await expectAccessible(page, 'the credit note form with its errors');
  await page.getByLabel('Causa').fill('Descuento pactado');
  await page.getByLabel('Descripción').fill('Descuento por pronto pago de la etapa de alegatos');
  await pick(page, 'Tipo de nota', 'Parcial');
  await page.getByLabel('Valor de la nota crédito').fill('400');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const issuing = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(issuing).toContainText(`Se emitirá una nota crédito con el prefijo NC por 400,00 USD sobre la factura ${number}`);
  await expectAccessible(page, 'the question before issuing a credit note');
  await issuing.getByRole('button', { name: 'Guardar de todas formas' }).click();
  await expect(page).toHaveURL(/\/settlement-billing\/creditNotes\/detail\/[0-9a-f-]{36}$/);
  // The note is an electronic document of its own: its state at the provider and its log.
  const einvoice = page.getByTestId('einvoice-section');
  await expect(einvoice.getByText('Nota crédito electrónica')).toBeVisible();
  await expect(einvoice.getByText(/Pendiente|Enviada|Aceptada/).first()).toBeVisible();
  await open(page, invoiceUrl);
  // The page shows what it had, then what the server answers now: wait for the new balance.
  await expect.poll(() => balanceOf(page)).toBeCloseTo(before - 400, 2);

  // A receipt of 1 000 USD applied to it.
  await page.getByTestId('invoice-receipt').click();
  await expect(page).toHaveURL(/\/settlement-billing\/cash-register-receipt\/new/);
  // Opened on the invoice: its client and currency, today, and the invoice itself with what it owes.
  const applied = page.getByRole('group', { name: 'Factura 1' });
  await expect(applied.locator('.ant-select-selection-item').filter({ hasText: new RegExp(`^${number} · saldo `) })).toBeVisible();
  await expect(page.getByLabel('Fecha de recibo')).not.toHaveValue('');
  await pick(page, 'Medio de pago', 'Transferencia');
  await page.getByLabel('Referencia del pago').fill('SWIFT 2026-118');
  await page.getByLabel('Valor', { exact: true }).fill('1000');
  await page.getByLabel('Descripción').fill('Transferencia internacional, primer abono');
  await applied.getByLabel('Valor aplicado').fill('1000');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const recording = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(recording).toContainText(`Se registrará un recibo de caja con el prefijo RC por 1.000,00 USD, aplicado a la factura ${number}`);
  await expectAccessible(page, 'the question before recording a receipt');
  await recording.getByRole('button', { name: 'Guardar de todas formas' }).click();
  await expect(page).toHaveURL(/\/settlement-billing\/cash-register-receipt-detail\/[0-9a-f-]{36}$/);
  await open(page, invoiceUrl);
  await expect.poll(() => balanceOf(page)).toBeCloseTo(before - 1400, 2);
});
