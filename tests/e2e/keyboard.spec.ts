// The daily work by keyboard alone (issue 33, item 3): no click, no mouse. A professional registers
// time on an activity (sent first without it: the focus goes to the field to correct); a leader
// approves one activity and returns another from the revision queue. Every control the journey uses is reached by Tab (in the page's order) and shows where the focus
// is; a dialog takes the focus, keeps it inside while open, and gives it back to what opened it; the
// dialog is judged by axe while open.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { activityState, insertActivity } from './database.ts';
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
      const shown = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const style = getComputedStyle(focused);
        const ringed = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        const wrapper = focused.closest('[class*="-focused"]');
        return focused.matches(':focus-visible') && (ringed || (!!wrapper && wrapper.contains(focused)));
      });
      expect(shown, 'the focus is drawn on the control').toBe(true);
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
