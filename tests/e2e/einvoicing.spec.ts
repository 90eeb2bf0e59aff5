// 'Liquidadas' indicators and electronic invoicing through the browser: the administrator sees the
// indicators above the grid and the electronic-invoicing report, and sends a rejected invoice again
// from its page, answering the question that names it.
import { ownerKnex } from '../../knex/index.ts';
import { e2eDatabaseUrl } from './database.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';

/** The newest demo invoice, marked rejected by the provider (as the local provider would). */
async function rejectedInvoice(): Promise<{ id: string; number: string }> {
  const db = ownerKnex(e2eDatabaseUrl());
  try {
    const row = await db('invoices').where({ state: 'approved' }).orderBy('approved_at', 'desc').first('id', 'prefix', 'number');
    await db('invoices').where({ id: row.id }).update({ einvoice_state: 'rejected', einvoice_message: 'El cliente no tiene número de documento' });
    return { id: row.id, number: `${row.prefix}-${String(row.number).padStart(6, '0')}` };
  } finally {
    await db.destroy();
  }
}

test("the administrator sees the invoices' indicators and the electronic-invoicing report, and sends a rejected invoice again", async ({ page }) => {
  const invoice = await rejectedInvoice();
  await signIn(page, 'admin@demo.test');
  await open(page, '/settlement-billing/invoice');
  const dashboard = page.getByTestId('invoices-dashboard');
  await expect(dashboard.getByText('Saldo pendiente')).toBeVisible();
  await expect(dashboard.getByText(/Facturado este mes/)).toBeVisible();
  await expect(page.getByTestId('invoices-by-client')).toBeVisible();

  await page.getByRole('tab', { name: 'Reporte de facturación electrónica' }).click();
  const report = page.getByTestId('einvoice-report');
  await expect(report).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);

  await open(page, `/settlement-billing/invoice/${invoice.id}`);
  const section = page.getByTestId('einvoice-section');
  await expect(section.getByText('El cliente no tiene número de documento')).toBeVisible();
  await section.getByTestId('einvoice-resend').click();
  await page
    .getByRole('dialog', { name: `¿Deseas reenviar la factura ${invoice.number}?` })
    .getByRole('button', { name: 'Reenviar' })
    .click();
  await expect(page.getByText('La factura se enviará de nuevo al proveedor de facturación electrónica')).toBeVisible();
  // The log tells the move, by the administrator.
  await expect(section.getByRole('row', { name: /Rechazada.*Pendiente/ })).toBeVisible();
});
