// The client's view (issue 14, item 5) in the browser: the administrator issues a link on a
// pre-invoice; it opens in a fresh browser without signing in, shows the pre-invoice and takes a
// comment, which the firm then sees on the pre-invoice; of the firm's comments, the client reads
// the one written for it and not the internal one; an altered link shows "invalid or expired".
// (The signed-in client's side: customer-portal.spec.ts.)
import { ownerKnex } from '../../knex/index.ts';
import { e2eDatabaseUrl } from './database.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder: keep pictures of the pages looked at

/** The demo's pre-invoice in progress (the seed leaves one created), and its code. */
async function preinvoiceInProgress(): Promise<{ id: string; code: string }> {
  const db = ownerKnex(e2eDatabaseUrl());
  try {
    return await db('preinvoices').whereIn('state', ['created', 'revision']).orderBy('code').first('id', 'code');
  } finally {
    await db.destroy();
  }
}

test('a link issued on a pre-invoice opens it without signing in and takes a comment; an altered one does not', async ({ page, browser, failures }) => {
  failures.allow(404, /^\/api\/external\/preinvoices\//); // the altered link, on purpose
  const { id, code } = await preinvoiceInProgress();
  await signIn(page, 'admin@demo.test');
  await open(page, `/settlement-billing/preinvoice/${id}`);
  const links = page.getByTestId('preinvoice-external-links');
  await expect(links.getByText('Enlaces para el cliente')).toBeVisible();
  await links.getByLabel('Días de validez').fill('7');
  await links.getByRole('button', { name: 'Generar enlace' }).click();
  const anchor = links.getByTestId('external-link-url').getByRole('link');
  await expect(anchor).toHaveAttribute('href', /\/external\/settlement-billing\/preinvoice-client\/detail\/[0-9a-f-]{36}\/[0-9a-f-]{36}#t=/);
  const url = (await anchor.getAttribute('href'))!;
  await expect(links.getByRole('cell', { name: 'Vigente' }).first()).toBeVisible();

  // Two comments of the firm: one internal (the default), one shown to the client.
  const stamp = Date.now();
  const staffComments = page.getByTestId('preinvoice-comments');
  const comment = async (body: string, forClient: boolean) => {
    await staffComments.getByLabel('Escribe un comentario').fill(body);
    if (forClient) await staffComments.getByRole('checkbox', { name: 'Mostrar al cliente en su enlace' }).check();
    const send = staffComments.getByRole('button', { name: 'Comentar' });
    await send.click();
    await expect(staffComments.getByText(body)).toBeVisible();
    // The button ignores clicks while it still shows it is sending: the next comment waits for it.
    await expect(send).not.toHaveClass(/ant-btn-loading/);
  };
  await comment(`Revisar con la socia antes de enviar ${stamp}`, false);
  await comment(`Ajustamos la tarifa de la línea 3 ${stamp}`, true);
  await expect(
    staffComments
      .getByRole('listitem')
      .filter({ hasText: `Revisar con la socia antes de enviar ${stamp}` })
      .getByText('Interno'),
  ).toBeVisible();
  await expect(
    staffComments
      .getByRole('listitem')
      .filter({ hasText: `Ajustamos la tarifa de la línea 3 ${stamp}` })
      .getByText('Visible para el cliente'),
  ).toBeVisible();

  const elsewhere = await browser.newContext();
  try {
    const client = await elsewhere.newPage();
    await client.goto(url);
    const view = client.getByTestId('external-preinvoice');
    await expect(view.getByText(`Prefactura ${code}`)).toBeVisible();
    await expect(view.getByTestId('external-totals')).toContainText('Total');
    await expect(view.getByText(/^Redondeo:/)).toBeVisible();
    await expect(view.getByTestId('external-comments').getByText(`Ajustamos la tarifa de la línea 3 ${stamp}`)).toBeVisible();
    await expect(client.getByText(`Revisar con la socia antes de enviar ${stamp}`)).toHaveCount(0);
    await view.getByLabel('Tu nombre').fill('Ana Cliente');
    await view.getByLabel('Comentario').fill('Por favor detallen las horas de la segunda línea');
    await view.getByRole('button', { name: 'Comentar' }).click();
    await expect(client.getByText('Comentario enviado')).toBeVisible();
    await expect(view.getByTestId('external-comments').getByText('Por favor detallen las horas de la segunda línea')).toBeVisible();
    // The PDF with the same link.
    const download = client.waitForEvent('download');
    await view.getByRole('button', { name: 'Descargar PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`${code}.pdf`);
    if (SHOTS) await client.screenshot({ path: `${SHOTS}/desktop-external-preinvoice.png`, fullPage: true });

    // On a phone nothing overflows sideways.
    await client.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => client.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (SHOTS) await client.screenshot({ path: `${SHOTS}/phone-external-preinvoice.png`, fullPage: true });

    // An altered link: the same page says the link is invalid or expired, and shows nothing of the pre-invoice.
    const altered = url.replace(/.{4}$/, (tail) => (tail === 'AAAA' ? 'BBBB' : 'AAAA'));
    const other = await elsewhere.newPage();
    await other.goto(altered);
    await expect(other.getByTestId('external-invalid')).toContainText('Enlace no válido o expirado');
    await expect(other.getByTestId('external-invalid')).toContainText('El enlace no es válido o expiró');
    await expect(other.getByText(code)).toHaveCount(0);
    if (SHOTS) await other.screenshot({ path: `${SHOTS}/desktop-external-invalid.png` });
  } finally {
    await elsewhere.close();
  }

  // The firm sees the client's comment on the pre-invoice.
  await page.reload();
  const comments = page.getByTestId('preinvoice-comments');
  await expect(comments.getByText('Por favor detallen las horas de la segunda línea')).toBeVisible();
  await expect(comments.getByText('Ana Cliente')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-preinvoice-links.png`, fullPage: true });
});
