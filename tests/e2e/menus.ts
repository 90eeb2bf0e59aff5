// The demo users' side menus, for the sweeps that walk them: every-page.spec.ts (each user's every
// page on a desktop) and phone-width.spec.ts (each user's every page on a phone, checked against the
// menu its drawer offers: every user's menu, read once per run and kept in a file).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in.ts';

/** Every demo login, the most privileged first. */
export const PEOPLE = [
  'admin@demo.test',
  'superadmin@demo.test',
  'profesional@demo.test',
  'lider@demo.test',
  'comercial@demo.test',
  'fidelizador@demo.test',
  'cliente@demo.test',
  'externo@demo.test',
];

/** Where each lands: the work panel, or a client contact's portal. */
export const LANDING = /\/(info-cards|management\/customer-portal\/dashboard-customer-portal)$/;

/** The side menu (desktop) with every group opened. */
export async function openSideMenu(page: Page): Promise<Locator> {
  const menu = page.locator('.ant-layout-sider .ant-menu');
  // Entries appear once the access-control provider has answered for them; home is everyone's (a contact's is the portal).
  await expect(menu.getByRole('link', { name: /^(Panel de trabajo|Work panel|Portal de clientes|Customer portal)$/ })).toBeVisible();
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while (await closed.count()) await closed.first().click();
  return menu;
}

/** The paths a menu offers, read once two readings agree (entries appear as access is answered for each). */
export async function pathsOf(menu: Locator): Promise<string[]> {
  let hrefs: string[] = [];
  await expect
    .poll(
      async () => {
        const now = await menu.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
        const settled = now.length > 0 && now.join() === hrefs.join();
        hrefs = now;
        return settled;
      },
      { message: 'the menu settles' },
    )
    .toBe(true);
  return [...new Set(hrefs)];
}

// One file per run (global-setup.ts names the run), written by the first test that needs it.
const menusFile = () => path.join(os.tmpdir(), `lawfirm-e2e-menus-${process.env.E2E_RUN}.json`);

/** The paths of `email`'s side menu, read in a browser context of its own. */
async function readMenu(browser: Browser, baseURL: string, email: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL, locale: 'es-CO', reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await signIn(page, email, LANDING, '/auth/postlogin');
    return await pathsOf(await openSideMenu(page));
  } finally {
    await context.close();
  }
}

/**
 * Each demo user's side menu in this run: read once, by the first test that asks (the others wait
 * for its file), so a sweep that looks at a page once knows who else offers it.
 */
export async function menusOfRun(browser: Browser, baseURL: string): Promise<Record<string, string[]>> {
  const file = menusFile();
  if (!fs.existsSync(file)) {
    let reader = true;
    try {
      fs.writeFileSync(`${file}.lock`, String(process.pid), { flag: 'wx' });
    } catch {
      reader = false;
    }
    if (reader) {
      const menus: Record<string, string[]> = {};
      for (const email of PEOPLE) menus[email] = await readMenu(browser, baseURL, email);
      fs.writeFileSync(`${file}.part`, JSON.stringify(menus));
      fs.renameSync(`${file}.part`, file);
    } else {
      await expect.poll(() => fs.existsSync(file), { message: 'another worker reads the menus', timeout: 180_000 }).toBe(true);
    }
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Removes the run's menus (global teardown). */
export function forgetMenus(): void {
  for (const suffix of ['', '.lock', '.part']) fs.rmSync(`${menusFile()}${suffix}`, { force: true });
}
