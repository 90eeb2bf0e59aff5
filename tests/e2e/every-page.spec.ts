// Every page of the side menu, as each demo user, on a desktop and on a phone: each page loads
// without a console error or a failed call (the fixture), its filters and references resolve to
// names (no raw id on the page, nor on a row's detail), and on a phone (390 x 844) nothing
// overflows sideways and the header covers neither the breadcrumb nor the open menu.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { switchLanguage } from './antd.ts';

const PEOPLE = [
  'admin@demo.test', 'superadmin@demo.test', 'profesional@demo.test', 'lider@demo.test',
  'comercial@demo.test', 'fidelizador@demo.test', 'cliente@demo.test', 'externo@demo.test',
];
const LANDING = /\/(grid-clients|info-cards)/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOTS; // a folder: keep a picture of every page looked at
// On a phone: the administrator (nearly every page) and the leader (the settlement pages); everyone
// when pictures are asked for, to look at each person's pages.
const ON_A_PHONE = SHOTS ? PEOPLE : ['admin@demo.test', 'lider@demo.test'];
// The longest menus are walked in parts (every n-th page), so workers share them and no one journey
// runs for minutes.
const PARTS: Record<string, number> = { 'admin@demo.test': 3, 'superadmin@demo.test': 3, 'lider@demo.test': 2 };

/** The menu (the sider, or the drawer on a phone) with every group opened. */
async function openMenu(page: Page, phone: boolean): Promise<Locator> {
  if (phone) {
    await page.getByTestId('menu-button').click();
    await expect(page.locator('.ant-drawer-open')).toBeVisible();
  }
  const menu = phone ? page.locator('.ant-drawer-open .ant-menu') : page.locator('.ant-layout-sider .ant-menu');
  // Entries appear once the access-control provider has answered for them; the work panel is everyone's.
  await expect(menu.getByRole('link', { name: /^(Panel de trabajo|Work panel)$/ })).toBeVisible();
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while (await closed.count()) await closed.first().click();
  return menu;
}

async function menuPaths(page: Page, phone: boolean): Promise<string[]> {
  const menu = await openMenu(page, phone);
  const hrefs = await menu.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  if (phone) await page.keyboard.press('Escape');
  return [...new Set(hrefs)];
}

/** Goes to a page as a person does: through the menu (no reload of the whole admin). */
async function visit(page: Page, phone: boolean, path: string) {
  const menu = await openMenu(page, phone);
  await menu.locator(`a[href="${path}"]`).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** The page has rendered: its breadcrumb is there and nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Inicio')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .ant-select-loading')).toHaveCount(0);
}

async function noRawIds(page: Page) {
  await expect(page.locator('.ant-layout-content')).not.toHaveText(UUID);
}

async function fitsThePhone(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: 'sideways overflow' }).toBeLessThanOrEqual(0);
  const header = await page.getByTestId('app-header').boundingBox();
  const crumbs = await page.getByRole('navigation', { name: /breadcrumb/i }).boundingBox();
  expect(header!.y + header!.height, 'the header ends above the breadcrumb').toBeLessThanOrEqual(crumbs!.y);
  // The header's own parts fit in it: nothing wraps into a column or runs past the screen.
  for (const part of [page.getByTestId('user-menu'), page.getByTestId('menu-button'), page.getByTestId('language-switch')]) {
    const box = await part.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(header!.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  }
}

for (const phone of [false, true]) {
  for (const email of phone ? ON_A_PHONE : PEOPLE) {
    const parts = PARTS[email] ?? 1;
    for (let part = 0; part < parts; part++) {
      const which = parts > 1 ? ` (part ${part + 1} of ${parts})` : '';
      test(`${phone ? 'on a phone' : 'on a desktop'}, ${email} opens every page of the menu without errors or raw ids${which}`, async ({ page }) => {
        test.setTimeout(240_000);
        if (phone) await page.setViewportSize(PHONE);
        await signIn(page, email, LANDING);
        const paths = await menuPaths(page, phone);
        expect(paths.length).toBeGreaterThan(0);
        for (const path of paths.filter((_, i) => i % parts === part)) {
          await visit(page, phone, path);
          await settled(page);
          await noRawIds(page);
          if (phone) await fitsThePhone(page);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/${phone ? 'phone' : 'desktop'}-${email.split('@')[0]}${path.replaceAll('/', '_')}.png`, fullPage: true });
          // A row's detail names its references too.
          const show = page.getByRole('button', { name: 'Ver' }).first();
          if (!phone && await page.getByRole('table').count() && await show.count()) {
            await show.click();
            await settled(page);
            await noRawIds(page);
          }
        }
      });
    }
  }
}

test('on a phone the open menu lies above the header, and the header over no content', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin@demo.test');
  await settled(page);
  await fitsThePhone(page);
  await openMenu(page, true);
  // What is on top at the user's name is the drawer's mask, not the header.
  const user = (await page.getByTestId('user-menu').boundingBox())!;
  const onTop = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-testid="app-header"]'), { x: user.x + user.width / 2, y: user.y + user.height / 2 });
  expect(onTop).toBe(false);
  await page.getByRole('menuitem', { name: 'Panel de trabajo' }).click();
  await expect(page).toHaveURL(/\/info-cards$/);
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
});

for (const language of ['es', 'en'] as const) {
  test(`at 1366 x 768 every label of the side menu is shown in full (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'superadmin@demo.test');
    if (language === 'en') {
      await switchLanguage(page, 'English');
      await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Home')).toBeVisible();
    }
    const menu = await openMenu(page, false);
    const labels = menu.locator('.ant-menu-title-content');
    expect(await labels.count()).toBeGreaterThan(10);
    // A label is cut when its text runs past its entry's inner edge (the entry clips it with "…").
    const cut = await labels.evaluateAll((spans) => spans.filter((span) => {
      const entry = span.closest('.ant-menu-item, .ant-menu-submenu-title')!;
      const range = document.createRange();
      range.selectNodeContents(span);
      const edge = entry.getBoundingClientRect().right - parseFloat(getComputedStyle(entry).paddingRight);
      return range.getBoundingClientRect().right > edge + 0.5;
    }).map((span) => span.textContent));
    expect(cut, 'labels cut with "…"').toEqual([]);
  });
}
