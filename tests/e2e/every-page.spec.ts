// Every page of the side menu, as each demo user, on a desktop, in Spanish and in English: each page
// loads without a console error or a failed call (the fixture), its filters and references resolve
// to names (no raw id on the page, nor on a row's detail or a new record's form), and each of the
// three meets WCAG 2.1 AA (axe, accessibility.ts), the form also sent empty and with a picker's list
// open; icon buttons are named in the page's language; the tab's title names the page and what is
// done on it. The phone sweep (phone-width.spec.ts) judges every page again at 390 px, in both
// languages.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { switchLanguage } from './antd.ts';
import { expectAccessible } from './accessibility.ts';
import { LANDING, openSideMenu, pathsOf, PEOPLE } from './menus.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const SHOTS = process.env.E2E_SCREENSHOTS; // a folder: keep a picture of every page looked at
// The longest menus are walked in parts (every n-th page), so workers share them and no one journey
// runs for minutes.
const PARTS: Record<string, number> = { 'admin@demo.test': 3, 'superadmin@demo.test': 3, 'lider@demo.test': 2 };
const ENGLISH = new Set(['admin@demo.test', 'cliente@demo.test']);
const WORDS = {
  es: { home: 'Inicio', show: 'Ver', create: 'Crear', app: 'Plataforma jurídica' },
  en: { home: 'Home', show: 'Show', create: 'Create', app: 'Law firm platform' },
};
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Goes to a page as a person does: through the menu (no reload of the whole admin); answers the entry's label. */
async function visit(page: Page, path: string): Promise<string> {
  const menu = await openSideMenu(page);
  const entry = menu.locator(`a[href="${path}"]`);
  const label = (await entry.textContent())?.trim() ?? '';
  await entry.click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  return label;
}

/** The page has rendered: its breadcrumb is there and nothing is loading any more. */
async function settled(page: Page, home: string) {
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText(home)).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .ant-select-loading')).toHaveCount(0);
}

async function noRawIds(page: Page) {
  await expect(page.locator('.ant-layout-content')).not.toHaveText(UUID);
}

// Words an icon's button would be named by in the other language (Ant Design's and browsers' own).
const FOREIGN: Record<'es' | 'en', RegExp> = {
  es: /\b(close|search|delete|edit|expand|collapse|back|clear|more|copy|reload|filter|settings|remove|add|next|previous|open)\b/i,
  en: /\b(cerrar|buscar|eliminar|editar|expandir|contraer|volver|limpiar|más|copiar|recargar|filtrar|quitar|agregar|siguiente|anterior|abrir)\b/i,
};

/**
 * Buttons drawn as an icon alone, in the Tab order, are named in the interface's language (a screen
 * reader reads the name): by their own label or title, or else the icon's, which Ant Design names in
 * English ("close", "left").
 */
async function iconButtonsNamed(page: Page, what: string, language: 'es' | 'en') {
  const names = await page
    .locator('button, [role="button"]')
    .evaluateAll((buttons) =>
      buttons
        .filter((b) => b.checkVisibility({ visibilityProperty: true }) && (b as HTMLElement).tabIndex >= 0 && !(b.textContent ?? '').trim())
        .map((b) => b.getAttribute('aria-label') ?? b.getAttribute('title') ?? b.querySelector('[role="img"][aria-label]')?.getAttribute('aria-label') ?? ''),
    );
  expect(
    names.filter((name) => name === '' || FOREIGN[language].test(name)),
    `${what}: icon buttons without a name in ${language}`,
  ).toEqual([]);
}

/** Whether the form on screen has a required field left empty (sending it is refused in the browser). */
const hasEmptyRequired = (page: Page) =>
  page
    .locator('.ant-layout-content form')
    .first()
    .evaluate((form) =>
      [...form.querySelectorAll('.ant-form-item')].some((item) => {
        if (!item.querySelector('.ant-form-item-required')) return false;
        const select = item.querySelector('.ant-select');
        if (select) return !select.querySelector('.ant-select-selection-item');
        const input = item.querySelector<HTMLInputElement | HTMLTextAreaElement>(
          'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea',
        );
        return !!input && input.value === '';
      }),
    )
    .catch(() => false);

/**
 * A new record's form from the list at `path`, as this user gets it: its fields named, its pickers
 * labelled; sent empty when a required field is empty, so its errors are judged too (each tied to
 * its field, the focus on the first); a picker's list opened. Then back to the list as the
 * browser's Back does, and a row's detail, which names its references too.
 */
async function judgeFormAndDetail(page: Page, email: string, path: string, language: 'es' | 'en') {
  const words = WORDS[language];
  const create = page.locator('.ant-layout-content .refine-create-button').first();
  if (await create.count()) {
    await create.click();
    await expect(page).not.toHaveURL((url) => url.pathname === path);
    await settled(page, words.home);
    await noRawIds(page);
    await expect(page).toHaveTitle(new RegExp(` · ${words.create} \\| ${literally(words.app)}$`));
    await expectAccessible(page, `${email} the new record's form from ${path} (${language})`);
    const save = page.locator('.ant-layout-content .refine-save-button').first();
    if ((await save.count()) && (await hasEmptyRequired(page))) {
      await save.click();
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, `${email} the new record's form from ${path} sent empty (${language})`);
    }
    // The first picker that opens a list (a field of typed tags, emails, opens none).
    const pickers = page.locator('.ant-layout-content form .ant-select:not(.ant-select-disabled) [role="combobox"]');
    for (let i = 0; i < Math.min(await pickers.count(), 3); i++) {
      const picker = pickers.nth(i);
      await picker.focus();
      await page.keyboard.press('ArrowDown');
      const opened = await expect(picker)
        .toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
        .then(
          () => true,
          () => false,
        );
      if (opened) {
        await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeVisible();
        await expectAccessible(page, `${email} a picker's list open on the new record's form from ${path} (${language})`);
      }
      await page.keyboard.press('Escape');
      if (opened) break;
    }
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await settled(page, words.home);
  }
  const show = page.getByRole('button', { name: words.show, exact: true }).first();
  if ((await page.getByRole('table').count()) && (await show.count())) {
    await show.click();
    await settled(page, words.home);
    await noRawIds(page);
    await expect(page).toHaveTitle(new RegExp(` · ${words.show} \\| ${literally(words.app)}$`));
    await expectAccessible(page, `${email} a row's detail from ${path} (${language})`);
  }
}

// Each user's whole menu, in each language: their own first (English for the administrator and the
// client's contact, Spanish for the others), then the other.
for (const email of PEOPLE) {
  const parts = PARTS[email] ?? 1;
  const own = ENGLISH.has(email) ? 'en' : 'es';
  for (const language of [own, own === 'es' ? 'en' : 'es'] as const) {
    for (let part = 0; part < parts; part++) {
      const which = parts > 1 ? ` (part ${part + 1} of ${parts})` : '';
      test(`on a desktop, ${email} opens every page of the menu in ${language} without errors, raw ids or WCAG violations${which}`, async ({ page }) => {
        test.setTimeout(240_000);
        const words = WORDS[language];
        await signIn(page, email, LANDING, '/auth/postlogin');
        if (language === 'en') await switchLanguage(page, 'English');
        const paths = await pathsOf(await openSideMenu(page));
        expect(paths.length).toBeGreaterThan(0);
        for (const path of paths.filter((_, i) => i % parts === part)) {
          const label = await visit(page, path);
          await settled(page, words.home);
          // The tab's title names the page as its menu entry does (WCAG 2.4.2), then the product.
          await expect(page).toHaveTitle(`${label} | ${words.app}`);
          await noRawIds(page);
          await expectAccessible(page, `${email} ${path} (${language})`);
          await iconButtonsNamed(page, `${email} ${path}`, language);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-${language}-${email.split('@')[0]}${path.replaceAll('/', '_')}.png`, fullPage: true });
          await judgeFormAndDetail(page, email, path, language);
        }
      });
    }
  }
}

for (const language of ['es', 'en'] as const) {
  test(`at 1366 x 768 every label of the side menu is shown in full (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'superadmin@demo.test');
    if (language === 'en') {
      await switchLanguage(page, 'English');
      await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Home')).toBeVisible();
      await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
      await expectAccessible(page, 'the work panel in English');
    }
    const menu = await openSideMenu(page);
    const labels = menu.locator('.ant-menu-title-content');
    expect(await labels.count()).toBeGreaterThan(10);
    // A label is cut when its text runs past its entry's inner edge (the entry clips it with "…").
    const cut = await labels.evaluateAll((spans) =>
      spans
        .filter((span) => {
          const entry = span.closest('.ant-menu-item, .ant-menu-submenu-title')!;
          const range = document.createRange();
          range.selectNodeContents(span);
          const edge = entry.getBoundingClientRect().right - parseFloat(getComputedStyle(entry).paddingRight);
          return range.getBoundingClientRect().right > edge + 0.5;
        })
        .map((span) => span.textContent),
    );
    expect(cut, 'labels cut with "…"').toEqual([]);
  });
}
