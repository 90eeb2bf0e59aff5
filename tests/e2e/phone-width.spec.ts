// Widths (issue 29, item 4). On a phone (390 x 844), every page the demo users' side menus offer, and
// an activity's page, is no wider than the screen (a table may scroll inside itself), and the header
// covers neither the breadcrumb nor the open menu, as each user whose menu offers it (menus.ts reads
// the menus), with their own header (their name in it). Each page is also checked against WCAG 2.1
// AA at this width (axe, accessibility.ts), in Spanish and in English (whose words run longer in the
// header and the buttons). At 1440 x 900 the settlement queues and the
// work in progress keep their actions on screen, and a row opens its record by a click or by Enter.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { menusOfRun, pathsOf, PEOPLE } from './menus.ts';
import { expectAccessible } from './accessibility.ts';
import { open } from './navigation.ts';
import { signIn } from './sign-in.ts';
import { switchLanguage } from './antd.ts';

// Where each lands: the clients' grid, the work panel, or a client contact's portal.
const LANDING = /\/(grid-clients|info-cards|customer-portal\/)/;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = process.env.E2E_SCREENSHOTS; // a folder: keep a picture of every page looked at
// The longest share of pages is walked in parts (every n-th page), so the workers share it.
const PARTS: Record<string, number> = { 'admin@demo.test': 3, 'superadmin@demo.test': 3, 'lider@demo.test': 2 };

/** The menu drawer with every group opened. */
async function openMenu(page: Page): Promise<Locator> {
  await page.getByTestId('menu-button').click();
  const menu = page.locator('.ant-drawer-open .ant-menu');
  await expect(menu.getByRole('link').first()).toBeVisible();
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while (await closed.count()) await closed.first().click();
  return menu;
}

/** The paths the menu drawer offers. */
async function drawerPaths(page: Page): Promise<string[]> {
  const paths = await pathsOf(await openMenu(page));
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
  return paths;
}

/** Nothing runs past the screen's right edge, and the header sits above the page with its parts inside it. */
async function fitsThePhone(page: Page, what: string) {
  // One look at the page per try: a round trip for each measure would cost more than the page's own work.
  const look = () =>
    page.evaluate(() => {
      // Where the header and the breadcrumb lie on the page, not after an earlier page's scroll.
      window.scrollTo(0, 0);
      const box = (selector: string) => {
        const found = document.querySelector(selector)?.getBoundingClientRect();
        return found ? { top: found.top, bottom: found.bottom, right: found.right, height: found.height } : null;
      };
      return {
        width: document.documentElement.scrollWidth,
        header: box('[data-testid="app-header"]'),
        crumbs: box('nav[aria-label*="breadcrumb" i]'),
        parts: ['user-menu', 'menu-button', 'language-switch'].map((id) => box(`[data-testid="${id}"]`)),
      };
    });
  let seen: Awaited<ReturnType<typeof look>> | undefined;
  await expect
    .poll(
      async () => {
        seen = await look();
        // A page whose header is not drawn yet has no width to judge.
        return seen.header && seen.parts.every(Boolean) ? seen.width : Number.POSITIVE_INFINITY;
      },
      { message: `${what} is wider than the phone` },
    )
    .toBeLessThanOrEqual(PHONE.width);
  const { header, crumbs, parts } = seen!;
  if (crumbs) expect(header!.bottom, `${what}: the header ends above the breadcrumb`).toBeLessThanOrEqual(crumbs.top);
  for (const part of parts) {
    expect(part!.height, `${what}: a header part wraps`).toBeLessThanOrEqual(header!.height);
    expect(part!.right, `${what}: a header part runs past the screen`).toBeLessThanOrEqual(PHONE.width);
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-${what.replaceAll(/[^a-z0-9@.-]+/gi, '_')}.png`, fullPage: true });
}

for (const language of ['es', 'en'] as const)
  for (const email of PEOPLE) {
    const parts = PARTS[email] ?? 1;
    const inEnglish = language === 'en' ? ' in English' : '';
    for (let part = 0; part < parts; part++) {
      const which = parts > 1 ? ` (part ${part + 1} of ${parts})` : '';
      test(`on a phone${inEnglish} ${email}'s header fits, and so does every page of their menu${which}`, async ({ page, browser, baseURL }) => {
        test.setTimeout(240_000);
        const menus = await menusOfRun(browser, baseURL!);
        await page.setViewportSize(PHONE);
        await signIn(page, email, LANDING);
        if (language === 'en') await switchLanguage(page, 'English');
        // The drawer offers what the side menu offers on a desktop.
        expect((await drawerPaths(page)).sort()).toEqual([...menus[email]].sort());
        await fitsThePhone(page, `${email} landing${inEnglish}`);
        const paths = menus[email];
        for (const path of paths.filter((_, i) => i % parts === part)) {
          await open(page, path);
          await expect(page).toHaveURL((url) => url.pathname === path);
          await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .ant-select-loading')).toHaveCount(0);
          await fitsThePhone(page, `${email} ${path}${inEnglish}`);
          await expectAccessible(page, `${email} ${path} on a phone${inEnglish}`);
        }
        // An activity's page: its header's many buttons wrap under the title (opened by a tap on its row).
        if (part === 0 && language === 'es' && paths.includes('/grid-activities')) {
          await open(page, '/grid-activities');
          const row = page.locator('.ant-table-row').first();
          if (await row.count()) {
            await row.locator('td').first().click();
            await expect(page).toHaveURL(/\/operative-activities\/general-activities\/view\//);
            await expect(page.getByRole('tab', { name: 'General' })).toBeVisible();
            await fitsThePhone(page, `${email} activity`);
          }
        }
      });
    }
  }

test('on a phone the open menu lies above the header, and the header over no content', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin@demo.test');
  await fitsThePhone(page, 'the landing page');
  await openMenu(page);
  // What is on top at the user's name is the drawer's mask, not the header.
  const user = (await page.getByTestId('user-menu').boundingBox())!;
  const onTop = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-testid="app-header"]'), {
    x: user.x + user.width / 2,
    y: user.y + user.height / 2,
  });
  expect(onTop).toBe(false);
  await expectAccessible(page, 'the open menu drawer on a phone');
  await page.getByRole('menuitem', { name: 'Panel de trabajo' }).click();
  await expect(page).toHaveURL(/\/info-cards$/);
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
});

/** The queues of the report, with the page a row opens. */
const QUEUES = [
  { path: '/settlement-billing/audited-by-leader', opens: /\/settlement-billing\/audited-by-leader\/[0-9a-f-]{36}$/ },
  { path: '/settlement-billing/awaiting-preinvoice', opens: /\/settlement-billing\/awaiting-preinvoice\/[0-9a-f-]{36}$/ },
  { path: '/settlement-billing/invoice', opens: /\/settlement-billing\/invoice\/[0-9a-f-]{36}$/ },
  { path: '/grid-activities', opens: /\/operative-activities\/general-activities\/view\/[0-9a-f-]{36}$/ },
];

test('at 1440 x 900 the queues keep their actions on screen, and a row opens its record by a click or by Enter', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin@demo.test', LANDING);
  for (const [i, queue] of QUEUES.entries()) {
    await open(page, queue.path);
    // The queue's own rows (the invoices' indicators above it have a table too).
    const row = page
      .locator('.ant-table-row')
      .filter({ has: page.getByRole('link', { name: 'Ver' }) })
      .first();
    await expect(row).toBeVisible();
    // Brought up into the window by its first cell, which moves the page, never the table sideways.
    await row
      .locator('td')
      .first()
      .evaluate((cell) => cell.scrollIntoView({ block: 'center', inline: 'nearest' }));
    // The row's "Ver" is inside the window and on top there (not under a scrolled column).
    const show = row.getByRole('link', { name: 'Ver' });
    const box = (await show.boundingBox())!;
    expect(box.x + box.width, `${queue.path}: the actions run past the window`).toBeLessThanOrEqual(DESKTOP.width);
    const onTop = await show.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(onTop, `${queue.path}: the actions are covered`).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop${queue.path.replaceAll('/', '_')}.png` });
    // A click on a cell (not on a control) opens the record; so does Enter on the focused row, once.
    if (i % 2 === 0) {
      await row.locator('td:not(.ant-table-selection-column)').first().click();
    } else {
      await row.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(queue.opens);
  }
});
