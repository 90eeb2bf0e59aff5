// A pre-invoice edited before approval in the browser (decisions 220 and 221): the leader edits a
// line's quantity, unit price and discount and saves (the API prices it again), adds a flat billing
// note mentioning a colleague, closes it, then saves and approves; the page follows at 390 px too.
// Then the project's billing screen (project-billing) lists the pre-invoice and its invoice, and
// makes a new pre-invoice (new-bill) from the project's block with new work.
import { ownerKnex } from '../../knex/index.ts';
import { e2eDatabaseUrl, insertAuditedActivity } from './database.ts';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './accessibility.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';

async function copId(): Promise<string> {
  const db = ownerKnex(e2eDatabaseUrl());
  try {
    const company = await db('activities').where({ code: 'ACT-DEMO-CON-PROVEEDORES' }).first('company_id');
    return (await db('currencies').where({ company_id: company.company_id, code: 'COP' }).first('id')).id as string;
  } finally {
    await db.destroy();
  }
}

test('a leader edits a pre-invoice line, adds and closes a billing note, then saves and approves', async ({ page, browser, failures }) => {
  // Saving and approving is asked first: the API answers 409 with the question until it is answered.
  failures.allow(409, /^\/api\/preinvoices\/[0-9a-f-]{36}\/save-and-approve$/);
  const title = `Edición E2E ${Date.now()}`;
  const { id: activityId, projectId } = await insertAuditedActivity(title, '2026-01-20T15:00:00Z');
  await signIn(page, 'lider@demo.test');
  // The pre-invoice is made by the API (its screens have their own journey).
  const sent = await page.request.post('/api/settlement/send-to-preinvoice', { data: { activityIds: [activityId] } });
  expect(sent.status()).toBe(200);
  const { blockIds } = (await sent.json()) as { blockIds: string[] };
  const made = await page.request.post('/api/preinvoices/from-blocks', { data: { blockIds, currencyId: await copId() } });
  expect(made.status()).toBe(201);
  const [preinvoiceId] = ((await made.json()) as { ids: string[] }).ids;

  await open(page, `/settlement-billing/preinvoice/${preinvoiceId}`);
  const lines = page.getByTestId('preinvoice-lines');
  await lines.getByRole('button', { name: 'Editar' }).click();
  const row = lines.getByRole('row').filter({ has: page.locator(`input[value="${title}"]`) });
  await expectAccessible(page, "a pre-invoice's lines being edited");
  await row.getByLabel(/^Cantidad/).fill('2');
  await row.getByLabel(/^Valor unitario/).fill('400000');
  await row.getByLabel(/^Descuento/).fill('10');
  await lines.getByLabel('Observaciones').fill('Orden de compra 7781');
  await lines.getByTestId('preinvoice-save').click();
  await expect(page.getByText('Prefactura guardada', { exact: true })).toBeVisible();
  // 2 h × 400 000 = 800 000, less 10 % = 720 000,00.
  const line = lines.getByRole('row', { name: new RegExp(title) });
  await expect(line.getByRole('cell', { name: '720.000,00' })).toBeVisible();

  await line.getByRole('button', { name: /expandir|expand/i }).click();
  const position = await line.getByRole('cell').nth(1).innerText();
  const notes = page.getByTestId(`line-notes-${position.trim()}`);
  await notes.getByRole('button', { name: 'Agregar nota' }).click();
  await expect(notes.getByText('Debes escribir una nota')).toBeVisible();
  await expectAccessible(page, "a line's note refused for want of its words");
  await notes.getByLabel('Nota').fill('Gastos de desplazamiento, revisar con @admin@demo.test ');
  await notes.getByLabel('Valor').fill('50000');
  await notes.getByRole('button', { name: 'Agregar nota' }).click();
  await expect(page.getByText('Nota agregada')).toBeVisible();
  await expect(line.getByRole('cell', { name: '770.000,00' })).toBeVisible();
  // The note is the line's adjustment: 2 × 400 000 − 10 % + 50 000 = 770 000, readable on the line.
  await expect(line.getByText('Ajuste +50.000,00 (tope o nota)')).toBeVisible();
  await expect(notes.getByText('Creada', { exact: true })).toBeVisible();
  await notes.getByRole('button', { name: 'Cerrar' }).click();
  await expect(notes.getByText('Cerrada', { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(lines.getByRole('button', { name: 'Editar' })).toBeVisible();
  // Nothing wider than the phone: the wide table scrolls inside its card (the notes' row follows the resize).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await lines.getByRole('button', { name: 'Editar' }).click();
  await lines.getByTestId('preinvoice-save-approve').click();
  const approving = page.getByRole('dialog', { name: '¿Deseas guardar los cambios y aprobar la prefactura?' });
  await expect(approving).toContainText(/Se creará una factura con el prefijo FV a nombre de .+ por [\d.]+,\d{2} COP/);
  await expectAccessible(page, 'the question before saving and approving a pre-invoice');
  await approving.getByRole('button', { name: 'Guardar y aprobar' }).click();
  await expect(page.getByText('Prefactura guardada y aprobada')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Aprobada', exact: true })).toBeVisible();
  await expect(lines.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  const { code } = (await (await page.request.get(`/api/preinvoices/${preinvoiceId}`)).json()) as { code: string };

  // The project's billing: its pre-invoices and invoices, and a new pre-invoice from its block's new work.
  const { id: later } = await insertAuditedActivity(`${title} bis`, '2026-01-21T15:00:00Z');
  expect((await page.request.post('/api/settlement/send-to-preinvoice', { data: { activityIds: [later] } })).status()).toBe(200);
  // The project's screens are opened from its page, which the administrator reaches (a browser of their own).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@demo.test');
  await open(admin, `/management/projects/${projectId}`);
  await admin.getByRole('navigation', { name: 'Pantallas del proyecto' }).getByRole('button', { name: 'Facturación' }).click();
  await expect(admin).toHaveURL(new RegExp(`/management/projects/project-billing/${projectId}$`));
  await expect(admin.getByTestId('project-billing-preinvoices').getByRole('link', { name: code })).toBeVisible();
  await expect(
    admin
      .getByTestId('project-billing-invoices')
      .getByRole('link', { name: /^FV-\d{6}$/ })
      .first(),
  ).toBeVisible();
  const blocks = admin.getByTestId('project-billing-blocks');
  await blocks
    .getByRole('row', { name: /enero de 2026/ })
    .getByRole('checkbox')
    .check();
  await blocks.getByTestId('create-preinvoice').click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByTestId('create-preinvoice-outcome')).toHaveText(
    'Se creará una prefactura con el bloque seleccionado; su trabajo pasará a ella, en revisión.',
  );
  await expectAccessible(admin, "the project's question before creating a pre-invoice");
  await dialog.getByRole('combobox').click();
  await admin
    .locator('.ant-select-item-option')
    .filter({ hasText: /Peso colombiano|COP/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Crear prefactura' }).click();
  await expect(admin).toHaveURL(/\/settlement-billing\/preinvoice\/[0-9a-f-]{36}$/);
  await expect(admin.getByTestId('preinvoice-lines').getByText(`${title} bis`)).toBeVisible();
  await adminContext.close();
});
