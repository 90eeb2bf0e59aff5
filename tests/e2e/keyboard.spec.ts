// The daily work by keyboard alone (issue 33, item 3): no click, no mouse. A professional registers
// time on an activity (sent first without it: the focus goes to the field to correct); a leader
// approves one activity and returns another from the revision queue; a leader sends audited work to
// a pre-invoice, creates it from its block, edits its line, approves it and records a receipt on
// its invoice. Every control the journey uses is reached by Tab (in the page's order) and shows
// where the focus is; a dialog takes the focus, keeps it inside while open, and gives it back to what opened it; the
// dialog is judged by axe while open.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { activityState, e2eDatabaseUrl, insertActivity, insertAuditedActivity } from './database.ts';
import { ownerKnex } from '../../knex/index.ts';
import { open } from './navigation.ts';
import { expectAccessible } from './accessibility.ts';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses Tab until `target` holds the focus (at most `limit` times: a control further than that is
 * not reachable in practice), then checks that the focus is drawn on it.
 */
async function tabTo(page: Page, target: Locator, limit = 120) {
  await expect(target).toBeVisible();
  for (let i = 0; i < limit; i++) {
    if (await isFocused(target)) {
      // An outline or a ring on the control itself, or Ant Design's focused state on the box around
      // an input (its wrapper draws the border and ring, not the <input> inside).
      // Polled: a select marks its box focused in the render after the focus event.
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const focused = document.activeElement as HTMLElement;
              const style = getComputedStyle(focused);
              const ringed = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
              const wrapper = focused.closest('[class*="-focused"]');
              return focused.matches(':focus-visible') && (ringed || (!!wrapper && wrapper.contains(focused)));
            }),
          { message: 'the focus is drawn on the control', timeout: 2000 },
        )
        .toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was not reached by Tab in ${limit} presses`);
}

/** The open dialog keeps the focus: Tab and Shift+Tab go round inside it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await isFocused(dialog), `after ${key} the focus is still in the dialog`).toBe(true);
  }
}

test('a professional registers time on an activity by keyboard alone', async ({ page }) => {
  const title = `Teclado tiempo E2E ${Date.now()}`;
  const id = await insertActivity(title);
  await signIn(page, 'profesional@demo.test', /\/info-cards/);
  await open(page, `/operative-activities/general-activities/view/${id}#tab-works`);
  await expect(page.getByRole('tab', { name: 'Tiempos registrados', selected: true })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Agregar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/operative-works\/new\?activityId=/);
  await expect(page.getByTitle(title)).toBeVisible();
  // Sent without the time: the focus goes to the field to correct, which names its error.
  await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
  await page.keyboard.press('Enter');
  const wrong = page.locator(':focus');
  await expect(wrong).toHaveAttribute('aria-invalid', 'true');
  const error = await wrong.getAttribute('aria-describedby');
  expect(error).toBeTruthy();
  await expect(page.locator(`[id="${error!.split(' ').pop()}"]`)).not.toBeEmpty();
  await tabTo(page, page.getByLabel('Tiempo trabajado: horas'));
  await page.keyboard.type('2');
  await tabTo(page, page.getByLabel('Tiempo trabajado: minutos'));
  await page.keyboard.type('15');
  await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#tab-works$/);
  await expect(page.getByRole('cell', { name: '2 h 15 min' }).first()).toBeVisible();
  expect((await activityState(id)).workedMinutes).toBe(135);
});

test('a leader approves one activity and returns another from the revision queue by keyboard alone', async ({ page }) => {
  const stamp = Date.now();
  const [a, b] = await Promise.all(['A', 'B'].map((k) => insertActivity(`Teclado ${k} ${stamp}`, { state: 'AwaitingRevision', minutes: 30 })));
  await signIn(page, 'lider@demo.test');
  await open(page, `/grid-revision?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=${stamp}`);
  const row = (k: string) => page.getByRole('row', { name: new RegExp(`Teclado ${k} ${stamp}`) });
  await expect(row('A')).toBeVisible();
  await expect(row('B')).toBeVisible();

  // The row's action is reached by Tab; its question takes the focus, and Escape gives it back.
  const approve = row('A').locator('[data-action="approve"]');
  await tabTo(page, approve);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => isFocused(dialog), { message: 'the question takes the focus' }).toBe(true);
  await expectAccessible(page, 'the question before approving');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(approve).toBeFocused();
  expect((await activityState(a)).state).toBe('AwaitingRevision');

  // Asked again: the focus stays inside while it is open, and its button approves.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => isFocused(dialog)).toBe(true);
  await expectFocusTrapped(page, dialog);
  await tabTo(page, dialog.getByRole('button', { name: 'Aprobar' }));
  await page.keyboard.press('Enter');
  await expect(row('A')).toHaveCount(0);
  expect((await activityState(a)).state).toBe('AuditedByLeader');

  // The other is returned with its reason, typed in the question.
  await tabTo(page, row('B').locator('[data-action="return"]'));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Motivo de la devolución'));
  await page.keyboard.type('Falta el soporte del acta');
  await expectAccessible(page, 'the question before returning, with its reason');
  await tabTo(page, dialog.getByRole('button', { name: 'Devolver' }));
  await page.keyboard.press('Enter');
  await expect(row('B')).toHaveCount(0);
  expect((await activityState(b)).state).toBe('InProcess');
});

test('a leader sends audited work to a pre-invoice, creates it from its block, edits its line, approves it and records a receipt by keyboard alone', async ({
  page,
  failures,
}) => {
  // A receipt's save is its question: the API answers 409 with it until it is answered (X-Confirm).
  failures.allow(409, /^\/api\/cash-receipts$/);
  const title = `Teclado liquidación ${Date.now()}`;
  const { projectId } = await insertAuditedActivity(title, '2026-02-16T15:00:00Z');
  await signIn(page, 'lider@demo.test');
  await open(page, `/settlement-billing/audited-by-leader/${projectId}`);
  const audited = page.getByTestId('audited-activities');
  const row = audited.getByRole('row', { name: new RegExp(title) });

  // The row is chosen by Space on its box, then sent; the question takes the focus and its button sends.
  await tabTo(page, row.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(row.getByRole('checkbox')).toBeChecked();
  await tabTo(page, audited.getByRole('button', { name: 'Enviar a prefactura' }));
  await page.keyboard.press('Enter');
  const sending = page.getByRole('dialog', { name: '¿Deseas enviar 1 actividad a prefactura?' });
  await expect.poll(() => isFocused(sending), { message: 'the question takes the focus' }).toBe(true);
  await expectFocusTrapped(page, sending);
  await tabTo(page, sending.getByRole('button', { name: 'Enviar a prefactura' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 actividad enviada a prefactura')).toBeVisible();
  await expect(audited.getByText(title)).toHaveCount(0);

  // The block's pre-invoice: created from its amounts, by Tab and Enter.
  const db = ownerKnex(e2eDatabaseUrl());
  const block = await db('settlement_blocks')
    .where({ project_id: projectId, period: '2026-02-01' })
    .orderBy('created_at', 'desc')
    .first('id')
    .finally(() => db.destroy());
  await open(page, `/settlement-billing/awaiting-preinvoice/${block.id}`);
  const amounts = page.getByTestId('block-amounts');
  await expect(amounts.getByText(title)).toBeVisible();
  await tabTo(page, amounts.getByRole('button', { name: 'Crear prefactura' }));
  await page.keyboard.press('Enter');
  const creating = page.getByRole('dialog', { name: '¿Deseas crear la prefactura de este bloque?' });
  await expect.poll(() => isFocused(creating)).toBe(true);
  await tabTo(page, creating.getByRole('button', { name: 'Crear prefactura' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settlement-billing\/preinvoice\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('preinvoice-lines').getByText(title)).toBeVisible();
  const preinvoiceId = new URL(page.url()).pathname.split('/').pop()!;

  // Its line edited: "Editar" hands the focus to the form's first field; the quantity and the unit
  // price typed over; saved, and the focus comes back to "Editar". 3 h × 400 000 = 1 200 000,00.
  const lines = page.getByTestId('preinvoice-lines');
  const edit = lines.getByTestId('preinvoice-edit');
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  await expect(lines.getByLabel('Observaciones')).toBeFocused();
  await page.keyboard.type('Orden de compra 118');
  const editedRow = lines.getByRole('row').filter({ has: page.locator(`input[value="${title}"]`) });
  await tabTo(page, editedRow.getByLabel(/^Cantidad/));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('3');
  await tabTo(page, editedRow.getByLabel(/^Valor unitario/));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('400000');
  await expectAccessible(page, "a pre-invoice's lines being edited by keyboard");
  await tabTo(page, lines.getByTestId('preinvoice-save'));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Prefactura guardada', { exact: true })).toBeVisible();
  await expect(edit).toBeFocused();
  await expect(lines.getByRole('row', { name: new RegExp(title) }).getByRole('cell', { name: '1.200.000,00' })).toBeVisible();

  // Approved from its own page: the row's action, its question, its button.
  await tabTo(page, page.locator('[data-action="approve"]').first());
  await page.keyboard.press('Enter');
  const approving = page.getByRole('dialog', { name: /^¿Deseas aprobar «PF-\d{6}»\?$/ });
  await expect.poll(() => isFocused(approving)).toBe(true);
  await tabTo(page, approving.getByRole('button', { name: 'Aprobar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('cell', { name: 'Aprobada', exact: true })).toBeVisible();

  // A receipt of 1 000 000 COP on its invoice: the picker by typing, the amounts typed, the question answered.
  const owner = ownerKnex(e2eDatabaseUrl());
  const invoice = await owner('invoices')
    .where({ preinvoice_id: preinvoiceId })
    .first('id')
    .finally(() => owner.destroy());
  await open(page, `/settlement-billing/invoice/${invoice.id}`);
  await tabTo(page, page.getByTestId('invoice-receipt'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settlement-billing\/cash-register-receipt\/new/);
  await expect(page.getByLabel('Fecha de recibo')).not.toHaveValue('');
  await tabTo(page, page.getByLabel('Medio de pago'));
  await page.keyboard.type('Transf');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select-selection-item').filter({ hasText: 'Transferencia' })).toBeVisible();
  await tabTo(page, page.getByLabel('Referencia del pago'));
  await page.keyboard.type('Consignación 118');
  await tabTo(page, page.getByLabel('Valor', { exact: true }));
  await page.keyboard.type('1000000');
  await tabTo(page, page.getByRole('group', { name: 'Factura 1' }).getByLabel('Valor aplicado'));
  await page.keyboard.type('1000000');
  await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
  await page.keyboard.press('Enter');
  const recording = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(recording).toContainText('Se registrará un recibo de caja con el prefijo RC por 1.000.000,00 COP');
  await expect.poll(() => isFocused(recording)).toBe(true);
  await tabTo(page, recording.getByRole('button', { name: 'Guardar de todas formas' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settlement-billing\/cash-register-receipt-detail\/[0-9a-f-]{36}$/);
});
