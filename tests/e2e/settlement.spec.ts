// Settlement through the browser: a leader sends audited work to awaiting pre-invoice from
// 'Servicios revisados', sees the block's amounts by the fee engine, creates the pre-invoice,
// approves it, finds the invoice in 'Liquidadas' and downloads its PDF and LEDES file. Each of those moves asks
// first, saying what it will do (the amount, the invoice's prefix), and is answered.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { e2eDatabaseUrl, insertAuditedActivity } from './database.ts';
import { ownerKnex } from '../../knex/index.ts';
import { answer } from './antd.ts';
import { open } from './navigation.ts';

/** The project's settlement block of a month (the one the sent work went to). */
async function blockOf(projectId: string, period: string): Promise<string> {
  const db = ownerKnex(e2eDatabaseUrl());
  try {
    return (await db('settlement_blocks').where({ project_id: projectId, period }).orderBy('created_at', 'desc').first('id')).id as string;
  } finally {
    await db.destroy();
  }
}

// The other journeys ask for reduced motion (playwright.config.ts); the month-end's main path runs
// with Ant Design's animations on, as most people see it.
test.use({ reducedMotion: 'no-preference' });

test('a leader sends audited work to awaiting pre-invoice, creates and approves its pre-invoice, sees the invoice in Liquidadas and downloads its PDF', async ({
  page,
}) => {
  const title = `Liquidación E2E ${Date.now()}`;
  const { projectId } = await insertAuditedActivity(title, '2026-02-16T15:00:00Z');
  await signIn(page, 'lider@demo.test');

  await open(page, `/settlement-billing/audited-by-leader/${projectId}`);
  const audited = page.getByTestId('audited-activities');
  const row = audited.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('checkbox').check();
  await audited.getByRole('button', { name: 'Enviar a prefactura' }).click();
  const sending = page.getByRole('dialog', { name: '¿Deseas enviar 1 actividad a prefactura?' });
  await answer(sending, 'Enviar a prefactura');
  await expect(page.getByText('1 actividad enviada a prefactura')).toBeVisible();
  await expect(audited.getByText(title)).toHaveCount(0);

  // The queue holds the firm's year of blocks (its rows and their opening: phone-width.spec.ts): the project's February block.
  await open(page, `/settlement-billing/awaiting-preinvoice/${await blockOf(projectId, '2026-02-01')}`);
  const amounts = page.getByTestId('block-amounts');
  await expect(amounts.getByText(title)).toBeVisible();
  // 2.5 h of an associate at 380 000 = 950 000; IVA 19 % and 11 % withholding: 1 026 000,00 COP.
  await expect(amounts.getByTestId('block-total')).toContainText('COP');
  await amounts.getByRole('button', { name: 'Crear prefactura' }).click();
  const creating = page.getByRole('dialog', { name: '¿Deseas crear la prefactura de este bloque?' });
  await expect(creating).toContainText(/Se creará una prefactura a nombre de .+ por 1\.026\.000,00 COP/);
  await answer(creating, 'Crear prefactura');
  await expect(page).toHaveURL(/\/settlement-billing\/preinvoice\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('preinvoice-lines').getByText(title)).toBeVisible();

  // The approval names the invoice's prefix (its number is taken only then), the client and the total.
  await page.locator('[data-action="approve"]').first().click();
  const approving = page.getByRole('dialog', { name: /^¿Deseas aprobar «PF-\d{6}»\?$/ });
  await expect(approving).toContainText(/Se creará una factura con el prefijo FV a nombre de .+ por 1\.026\.000,00 COP/);
  await answer(approving, 'Aprobar');
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
  // The fusion agreement bills by LEDES: its 1998BI file carries the IVA and the withholding, and its
  // INVOICE_TOTAL is the invoice's 1 026 000.00 (950 000 + 180 500 − 104 500).
  const ledes = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar LEDES 1998BI (con impuestos)' }).click();
  const file = await ledes;
  expect(file.suggestedFilename()).toMatch(/^FV-\d{6}\.ledes98bi\.txt$/);
  const rows = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(rows[0]).toBe('LEDES98BI V2[]');
  expect(rows.slice(2, -1).map((r) => r.split('|')[4])).toEqual(['1026000.00', '1026000.00', '1026000.00']);
});
