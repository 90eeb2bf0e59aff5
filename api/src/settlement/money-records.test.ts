// The database keeps the money records (issue 27, item 7), tried as the API's own role with the
// tenant set as the API sets it: each change the API never makes is refused by PostgreSQL itself.
import type { Knex } from 'knex';
import { beforeAll, describe, expect, it } from 'vitest';
import { inContext } from '../platform/db/knex.ts';
import { userId } from '../platform/testing/fixtures.ts';
import { apiTest } from '../platform/testing/api-test.ts';

const { app, ids } = apiTest();
let tenantId: string;
let companyId: string;
let otherCompanyId: string;
let admin: string;

beforeAll(async () => {
  ({ demoTenantId: tenantId, mainCompanyId: companyId, otherCompanyId } = ids);
  admin = await userId(app.owner, 'admin@demo.test');
});

/** Runs `work` as the API's role in the demo tenant, and answers PostgreSQL's refusal (or null). */
async function refusal(work: (trx: Knex.Transaction) => Promise<unknown>): Promise<string | null> {
  try {
    await inContext(app.db, { tenantId, userId: admin }, work);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe("as the API's role", () => {
  it('receipts, their applications, credit notes, the audit log and the e-invoicing log are insert-only', async () => {
    const invoice = await app.owner('invoices').where({ tenant_id: tenantId }).first('id');
    await app
      .owner('einvoice_log')
      .insert({ tenant_id: tenantId, company_id: companyId, invoice_id: invoice.id, provider: 'simulated', from_state: 'pending', to_state: 'sent' });
    for (const table of ['cash_receipts', 'cash_receipt_invoices', 'credit_notes', 'audit_log', 'einvoice_log']) {
      const row = await app.owner(table).where({ tenant_id: tenantId }).first('id');
      expect(row, `the demo has a row of ${table}`).toBeTruthy();
      expect(await refusal((trx) => trx.raw(`update ${table} set id = id where id = ?`, [row.id])), `update ${table}`).toMatch(/permission denied/);
      expect(await refusal((trx) => trx.raw(`delete from ${table} where id = ?`, [row.id])), `delete ${table}`).toMatch(/permission denied/);
    }
    expect(await refusal((trx) => trx.raw('update cash_receipts set value = value + 1'))).toMatch(/permission denied/);
  });

  it("a credit note's electronic-invoicing state still moves, as the sending process moves it", async () => {
    const note = await app.owner('credit_notes').where({ tenant_id: tenantId }).first('id', 'einvoice_state');
    expect(
      await refusal((trx) => trx('credit_notes').where({ id: note.id }).update({ einvoiceState: note.einvoice_state, einvoiceCheckedAt: new Date() })),
    ).toBeNull();
    expect(await refusal((trx) => trx('credit_notes').where({ id: note.id }).update({ value: 1 }))).toMatch(/permission denied/);
  });

  it('an invoice counter advances only through take_invoice_number, one at a time, for a company of the tenant', async () => {
    expect(await refusal((trx) => trx.raw('update invoice_counters set last_number = last_number + 5'))).toMatch(/permission denied/);
    expect(
      await refusal((trx) =>
        trx.raw(`insert into invoice_counters (tenant_id, company_id, prefix, last_number) values (?, ?, 'ZZ', 100)`, [tenantId, companyId]),
      ),
    ).toMatch(/permission denied/);
    const before = await app.owner('invoice_counters').where({ company_id: companyId, prefix: 'FV' }).first('last_number');
    let taken: number[] = [];
    expect(
      await refusal(async (trx) => {
        taken = [];
        for (let i = 0; i < 2; i++) taken.push(Number((await trx.raw(`select take_invoice_number(?, 'FV') as n`, [companyId])).rows[0].n));
      }),
    ).toBeNull();
    expect(taken).toEqual([Number(before.last_number) + 1, Number(before.last_number) + 2]);
    // Another tenant's company is not numbered from this tenant.
    expect(await refusal((trx) => trx.raw(`select take_invoice_number(?, 'FV')`, [otherCompanyId]))).toMatch(/not of the current tenant/);
  });

  it('an invoice with a receipt or a credit note cannot be annulled', async () => {
    const withReceipt = await app
      .owner('cash_receipt_invoices as r')
      .join('invoices as i', 'i.id', 'r.invoice_id')
      .where('i.tenant_id', tenantId)
      .where('i.state', 'approved')
      .first('i.id');
    expect(withReceipt, 'the demo has a paid invoice').toBeTruthy();
    expect(await refusal((trx) => trx('invoices').where({ id: withReceipt.id }).update({ state: 'annulled', annulReason: 'prueba' }))).toMatch(
      /credit notes or cash receipts cannot be annulled/,
    );
    expect((await app.owner('invoices').where({ id: withReceipt.id }).first('state')).state).toBe('approved');
  });
});
