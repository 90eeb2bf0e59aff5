// Settlement through the browser: a leader sends audited work to awaiting pre-invoice from
// 'Servicios revisados', sees the block's amounts by the fee engine, creates the pre-invoice,
// approves it, finds the invoice in 'Liquidadas' and downloads its PDF.
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { insertAuditedActivity } from './database.ts';
import { open } from './navigation.ts';

// The other journeys ask for reduced motion (playwright.config.ts); the month-end's main path runs
// with Ant Design's animations on, as most people see it.
test.use({ reducedMotion: 'no-preference' });

test('a leader sends audited work to awaiting pre-invoice, creates and approves its pre-invoice, sees the invoice in Liquidadas and downloads its PDF', async ({ page }) => {
  const title = `Liquidación E2E ${Date.now()}`;
  const { projectId } = await insertAuditedActivity(title, '2026-02-16T15:00:00Z');
  await signIn(page, 'lider@demo.test');

  await open(page, `/settlement-billing/audited-by-leader/${projectId}`);
  const audited = page.getByTestId('audited-activities');
  const row = audited.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('checkbox').check();
  await audited.getByRole('button', { name: 'Enviar a prefactura' }).click();
  await expect(page.getByText('1 actividad enviada a prefactura')).toBeVisible();
  await expect(audited.getByText(title)).toHaveCount(0);

  await open(page, '/settlement-billing/awaiting-preinvoice');
  await page.getByRole('row', { name: /· 2026-02/ }).first().getByRole('link').first().click();
  const amounts = page.getByTestId('block-amounts');
  await expect(amounts.getByText(title)).toBeVisible();
  // 2.5 h of an associate at 380 000 = 950 000; IVA 19 % and 11 % withholding: 1 026 000,00 COP.
  await expect(amounts.getByTestId('block-total')).toContainText('COP');
  await amounts.getByRole('button', { name: 'Crear prefactura' }).click();
  await expect(page).toHaveURL(/\/settlement-billing\/preinvoice\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('preinvoice-lines').getByText(title)).toBeVisible();

  await page.locator('[data-action="approve"]').first().click();
  await expect(page.getByRole('cell', { name: 'Aprobada', exact: true })).toBeVisible();

  await open(page, '/settlement-billing/invoice');
  await expect(page.getByRole('heading', { name: 'Liquidadas' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^FV-\d{6}$/ }).first()).toBeVisible();
  // The newest invoice is this one, for 2.5 h at 380 000 plus 19 % IVA less 11 % withholding; its page downloads its PDF.
  const newest = page.getByRole('row', { name: /FV-\d{6}/ }).first();
  await expect(newest.getByRole('cell', { name: '1.026.000,00' }).first()).toBeVisible();
  await newest.getByRole('link').first().click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^FV-\d{6}\.pdf$/);
  // The notice names the document, not a count of records.
  await expect(page.getByText(/^Se descargó «FV-\d{6}\.pdf»$/)).toBeVisible();
});
