// Moving inside the admin. A full load of the admin costs a browser about 1.6 CPU-s (its scripts
// parsed and run, every style computed again): paid once per journey, not at every step. Once the
// admin is open, `open` moves it to another path the way one of its links does (the router's
// history; the page is not reloaded, the menu and the session stay), so a step costs what a
// person's click costs. A journey that is about a full load (a deep link typed in the address bar,
// a reload after a change) keeps `page.goto`.
import { expect, type Page } from '@playwright/test';

/** Whether the page is the admin, already rendered (not a blank page, nor the provider's login). */
function inAdmin(page: Page): Promise<boolean> {
  if (!page.url().startsWith('http')) return Promise.resolve(false);
  return page.evaluate(() => Boolean(document.getElementById('root')?.hasChildNodes())).catch(() => false);
}

/** Opens `path` of the admin: by its router when the admin is open, by loading it otherwise. */
export async function open(page: Page, path: string): Promise<void> {
  if (!(await inAdmin(page))) {
    await page.goto(path);
    return;
  }
  // React Router's browser history follows popstate: the same move as a <Link>'s navigate().
  await page.evaluate(async (to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    // The router renders the new page on its next turn: let it draw before the journey looks.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }, path);
  // As a person does, the journey acts once the page has loaded what it shows (a form's fields and
  // their rules, a list's rows), not on the skeleton it draws meanwhile.
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}
