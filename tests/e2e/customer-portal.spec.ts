// The client's side signed in (issue 29, item 1): the demo contact of Inversiones Los Andes lands on
// the customer portal with nothing of the firm's in the menu, opens an invoice from its row and
// downloads its PDF, opens the pre-invoice in revision and comments on it, and is sent back to the
// portal from a staff page; the firm then reads the comment, signed with the contact's name. Staff
// do not get the portal. Desktop and phone width.
import type { Page } from '@playwright/test';
import { ownerKnex } from '../../knex/index.ts';
import { e2eDatabaseUrl } from './database.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder: keep pictures of the pages looked at
const PORTAL = /\/management\/customer-portal\/dashboard-customer-portal$/;
const menu = (page: Page) => page.locator('.ant-layout-sider .ant-menu');

/** The contact's client's pre-invoice in revision (the seed leaves one) and an invoice of theirs. */
async function contactRecords() {
  const db = ownerKnex(e2eDatabaseUrl());
  try {
    const client = await db('clients').where({ name: 'Inversiones Los Andes S.A.S.' }).first('id');
    const preinvoice = await db('preinvoices').where({ client_id: client.id, state: 'revision' }).orderBy('code').first('id', 'code');
    const invoice = await db('invoices').where({ client_id: client.id, state: 'approved' }).orderBy('number').first('id', 'prefix', 'number');
    return { preinvoice, invoice: { id: invoice.id as string, number: `${invoice.prefix}-${String(invoice.number).padStart(6, '0')}` } };
  } finally {
    await db.destroy();
  }
}

const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('the client contact works in the portal only: opens an invoice and its PDF, comments on a pre-invoice in revision', async ({ page }) => {
  const { preinvoice, invoice } = await contactRecords();
  await signIn(page, 'cliente@demo.test', PORTAL, '/auth/postlogin'); // where a login lands: home, which is the portal
  const portal = page.getByTestId('customer-portal');
  await expect(page.getByRole('heading', { name: 'Portal de clientes' })).toBeVisible();
  await expect(page.getByText('Inversiones Los Andes S.A.S.').first()).toBeVisible();
  // The menu holds the portal and nothing of the firm's; no chronometer for someone who registers no time.
  await expect(menu(page).getByRole('link', { name: 'Portal de clientes' })).toBeVisible();
  for (const staff of ['Panel de trabajo', 'Producción', 'Centro de documentación', 'Informes', 'Agenda']) {
    await expect(menu(page).getByText(staff, { exact: true })).toHaveCount(0);
  }
  await expect(page.getByTestId('chronometer')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-customer-portal.png`, fullPage: true });

  // An invoice opens from its row (not only its number), with its balance and PDF.
  await portal.getByTestId('portal-invoices').getByRole('row').filter({ hasText: invoice.number }).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/management/customer-portal/invoices/${invoice.id}$`));
  await expect(page.getByText(`Factura ${invoice.number}`)).toBeVisible();
  await expect(page.getByTestId('portal-invoice-balance')).toContainText('Saldo');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${invoice.number}.pdf`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-portal-invoice.png`, fullPage: true });
  await page.getByRole('button', { name: 'Volver', exact: true }).click();
  await expect(page).toHaveURL(PORTAL);

  // The pre-invoice in revision takes a comment signed with the contact's name.
  await portal.getByTestId('portal-preinvoices').getByRole('link', { name: preinvoice.code }).click();
  const view = page.getByTestId('portal-preinvoice');
  await expect(view.getByTestId('portal-totals')).toContainText('Total');
  const body = `¿Pueden detallar la audiencia del día 12? ${Date.now()}`;
  await view.getByLabel('Comentario').fill(body);
  await view.getByRole('button', { name: 'Comentar' }).click();
  await expect(page.getByText('Comentario enviado')).toBeVisible();
  await expect(view.getByTestId('portal-comments').getByRole('listitem').filter({ hasText: body })).toContainText('Mariana López');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-portal-preinvoice.png`, fullPage: true });

  // At phone width nothing runs off sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-portal-preinvoice.png`, fullPage: true });
  await open(page, '/management/customer-portal/dashboard-customer-portal');
  await expect(portal).toBeVisible();
  await noSidewaysScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-customer-portal.png`, fullPage: true });

  // A staff page sends the contact back to the portal, saying why.
  await open(page, '/info-cards');
  await expect(page).toHaveURL(PORTAL);
  await expect(page.getByText('No tienes permiso para abrir esa página; te llevamos al portal de clientes.')).toBeVisible();

  // The firm reads the comment on the pre-invoice, from the client and signed by the contact.
  await signIn(page, 'admin@demo.test');
  await open(page, `/settlement-billing/preinvoice/${preinvoice.id}`);
  const comments = page.getByTestId('preinvoice-comments');
  await expect(comments.getByRole('listitem').filter({ hasText: body })).toContainText('Mariana López');
});

test('staff do not get the portal in their menu, and opening it sends them to their work panel', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(menu(page).getByRole('link', { name: 'Panel de trabajo' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Portal de clientes' })).toHaveCount(0);
  await open(page, '/management/customer-portal/dashboard-customer-portal');
  await expect(page).toHaveURL(/\/info-cards$/);
});
