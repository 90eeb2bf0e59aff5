// The journeys' ways with Ant Design's widgets that need more than a click: a select (its options are
// a virtual list in a dropdown that opens and closes with an animation) and the header's language
// switch (English loads on demand), and a dialog's answer while animations are on. Each retries its gesture until the widget shows the outcome, so a
// click that lands while a dropdown is still sliding in or out is tried again, never taken as done.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses `option` in the select labelled `label` (inside `within`), and waits for the select to
 * show it. A multiple select keeps what it had; an option already chosen is not clicked again
 * (that would take it off).
 */
export async function pick(page: Page, label: string | RegExp, option: string | RegExp, within: Locator = page.locator('body')) {
  // A select labelled by aria-label answers to its label twice (wrapper and input): the first will do.
  const opener = within.getByLabel(label, { exact: typeof label === 'string' }).first();
  const select = opener.locator('xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const selector = select.locator('.ant-select-selector');
  // What the select shows as chosen: a string by its whole title, so 'Por hora' is not 'Por hora por intervalos'.
  const chosen =
    typeof option === 'string'
      ? selector.locator(`.ant-select-selection-item[title=${JSON.stringify(option)}]`)
      : selector.locator('.ant-select-selection-item').filter({ hasText: option });
  await expect(async () => {
    if (await chosen.count()) return;
    // Its selector, not its input (a select without search hides the input); a click on an open one would close it.
    if (!(await select.evaluate((el) => el.classList.contains('ant-select-open')))) await selector.click();
    // The dropdown just opened: the previous pick's may still be closing, with options of the same name.
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
    const item =
      typeof option === 'string'
        ? dropdown.getByTitle(option, { exact: true })
        : dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first();
    await item.click({ timeout: 5000 });
    if (await select.evaluate((el) => el.classList.contains('ant-select-multiple'))) await page.keyboard.press('Escape');
    await expect(chosen.first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** Switches the header's language and waits for the switch to show it. */
export async function switchLanguage(page: Page, language: 'English' | 'Español') {
  const code = language === 'English' ? 'EN' : 'ES';
  const button = page.getByTestId('language-switch');
  await expect(async () => {
    if ((await button.textContent())?.includes(code)) return;
    await button.click();
    await page.getByRole('menuitem', { name: language }).click({ timeout: 5000 });
    await expect(button).toContainText(code, { timeout: 5000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Clicks `button` of an Ant Design dialog once it has finished opening. With animations on (a
 * journey without reduced motion), a click that lands while the dialog is still zooming in is lost
 * now and then: the dialog stays open and nothing is answered.
 */
export async function answer(dialog: Locator, button: string) {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
  await dialog.getByRole('button', { name: button }).click();
}
