// Credit notes and cash receipts through the API and the real database: the specification's
// messages, values greater than zero and within the invoice's balance, a receipt's value equal to the
// sum applied, the balance following each document, 100 concurrent receipts never taking a balance
// below zero, the pair's and the tenant's limits.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin', 'professional'], outsider: ['SettlementCreditNotesAll', 'SettlementReadLiquidatedAll'] });
let cop: string;

/** A fresh approved invoice of `total` COP (a copy of a demo invoice's pre-invoice with another number), of `of`'s client and project when given. */
async function invoiceOf(total: string, of: { clientId: string; projectId: string } | null = null): Promise<string> {
  const base = await app.owner('invoices').where({ company_id: ids.mainCompanyId }).orderBy('number').first();
  const pre = await app.owner('preinvoices').where({ id: base.preinvoice_id }).first();
  const { id: _id, code: _code, created_at: _c, updated_at: _u, ...rest } = pre;
  const [copy] = await app
    .owner('preinvoices')
    .insert({ ...rest, code: `PF-T${Date.now()}${Math.floor(Math.random() * 1000)}` })
    .returning('id');
  const last = await app.owner('invoices').where({ company_id: ids.mainCompanyId, prefix: 'TEST' }).max('number as n').first();
  const [invoice] = await app
    .owner('invoices')
    .insert({
      tenant_id: base.tenant_id,
      company_id: ids.mainCompanyId,
      preinvoice_id: copy.id,
      prefix: 'TEST',
      number: Number(last?.n ?? 0) + 1,
      client_id: of?.clientId ?? base.client_id,
      project_id: of?.projectId ?? base.project_id,
      currency_id: cop,
      issue_date: '2026-11-01',
      subtotal: total,
      taxes: 0,
      withholdings: 0,
      total,
      state: 'approved',
      approved_at: new Date(),
    })
    .returning('id');
  return invoice.id as string;
}

/** An invoice's number as printed (TEST-000012). */
const numberOf = async (id: string) => {
  const row = await app.owner('invoices').where({ id }).first('prefix', 'number');
  return `${row.prefix}-${String(row.number).padStart(6, '0')}`;
};

const balanceOf = async (id: string) => {
  const row = await app.owner('invoices').where({ id }).first(app.owner.raw('(total - credited - paid)::text as balance'));
  return Number(row.balance);
};

beforeAll(async () => {
  cop = (await app.owner('currencies').where({ company_id: ids.mainCompanyId, code: 'COP' }).first('id')).id;
});

/** Each document asks first; these send its question answered (the questions: 'asks first' below). */
const answered = { 'x-confirm': 'CREDIT_NOTE_CONFIRM,CASH_RECEIPT_CONFIRM' };
const note = (payload: Record<string, unknown>, cookie = as.admin, headers: Record<string, string> = answered) =>
  app.request(cookie, { method: 'POST', url: '/api/credit-notes', payload, headers });
/** A receipt received yesterday by transfer from its first invoice's client, unless the payload says otherwise. */
const receipt = async (payload: Record<string, unknown>, cookie = as.admin, headers: Record<string, string> = answered) => {
  const first = (payload.invoices as { invoiceId: string }[] | undefined)?.[0]?.invoiceId;
  const client = first ? (await app.owner('invoices').where({ id: first }).first('client_id'))?.client_id : undefined;
  const received = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  return app.request(cookie, {
    method: 'POST',
    url: '/api/cash-receipts',
    payload: { clientId: client, receivedOn: received, method: 'transfer', ...payload },
    headers,
  });
};
const fieldsOf = (res: { result: unknown }) => JSON.stringify(res.result);
/** A receipt's payload of `value` in COP applied to invoices as `[invoiceId, amount]` pairs. */
const inCop = (value: string, applied: [string, string][]) => ({
  currencyId: cop,
  value,
  invoices: applied.map(([invoiceId, amount]) => ({ invoiceId, amount })),
});

describe('credit notes', () => {
  it("needs an invoice and every required field, with the specification's messages", async () => {
    const none = await note({ cause: 'Descuento', description: 'Descuento comercial', noteType: 'partial', currencyId: cop, value: '10' });
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toContain('Debes seleccionar una factura para crear una nota de credito');
    const invoice = await invoiceOf('1000');
    const missing = await note({ invoiceId: invoice, currencyId: cop, value: '10' });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toContain('Debes diligenciar todos los campos obligatorios');
    const zero = await note({ invoiceId: invoice, cause: 'x', description: 'x', noteType: 'partial', currencyId: cop, value: '0' });
    expect(zero.statusCode).toBe(400);
    expect(fieldsOf(zero)).toContain('CREDIT_NOTE_VALUE_POSITIVE');
  });

  it('takes a value within the balance, moves it, and refuses above it and on a fully compensated invoice', async () => {
    const invoice = await invoiceOf('1000');
    const ok = await note({
      invoiceId: invoice,
      cause: 'Descuento',
      description: 'Descuento por pronto pago',
      noteType: 'partial',
      currencyId: cop,
      value: '400',
    });
    expect(ok.statusCode, fieldsOf(ok)).toBe(201);
    expect((ok.result as { code: string }).code).toMatch(/^NC-\d{6}$/);
    expect(await balanceOf(invoice)).toBe(600);
    const above = await note({ invoiceId: invoice, cause: 'x', description: 'x', noteType: 'partial', currencyId: cop, value: '600.01' });
    expect(above.statusCode).toBe(409);
    expect(above.result).toMatchObject({ code: 'CREDIT_NOTE_ABOVE_BALANCE' });
    expect((await note({ invoiceId: invoice, cause: 'x', description: 'x', noteType: 'total', currencyId: cop, value: '600' })).statusCode).toBe(201);
    const full = await note({ invoiceId: invoice, cause: 'x', description: 'x', noteType: 'partial', currencyId: cop, value: '1' });
    expect(full.statusCode).toBe(409);
    expect(full.result).toMatchObject({ code: 'INVOICE_FULLY_COMPENSATED', message: 'La factura ya está totalmente compensada' });
  });

  it("converts a value in an indexing unit of the invoice's currency at today's equivalency", async () => {
    const invoice = await invoiceOf('1000000');
    const uvt = await app.owner('currencies').where({ company_id: ids.mainCompanyId, code: 'UVT' }).first('id');
    const res = await note({ invoiceId: invoice, cause: 'x', description: 'x', noteType: 'partial', currencyId: uvt.id, value: '2' });
    expect(res.statusCode, fieldsOf(res)).toBe(201);
    expect(res.result).toMatchObject({ invoiceValue: '104748.00' }); // 2 UVT × 52 374 (2026)
    expect(await balanceOf(invoice)).toBe(1000000 - 104748);
  });

  it('asks first, naming its series, its value and the invoice, in each language; unanswered it writes nothing', async () => {
    const invoice = await invoiceOf('1250000');
    const number = await numberOf(invoice);
    const payload = {
      invoiceId: invoice,
      cause: 'Descuento',
      description: 'Descuento por pronto pago',
      noteType: 'partial',
      currencyId: cop,
      value: '1048576.5',
    };
    const notes = await app.owner('credit_notes').count({ n: '*' }).first();
    for (const [lang, amount] of [
      ['es', '1.048.576,50 COP'],
      ['en', '1,048,576.50 COP'],
    ]) {
      const asked = await note(payload, as.admin, { 'accept-language': lang });
      expect(asked.statusCode).toBe(409);
      expect(asked.result).toMatchObject({ code: 'CREDIT_NOTE_CONFIRM', confirmable: true });
      expect((asked.result as { message: string }).message).toContain(
        lang === 'es'
          ? `Se emitirá una nota crédito con el prefijo NC por ${amount} sobre la factura ${number}`
          : `A credit note with the prefix NC for ${amount} will be issued on invoice ${number}`,
      );
    }
    expect(await balanceOf(invoice)).toBe(1250000);
    expect(await app.owner('credit_notes').count({ n: '*' }).first()).toEqual(notes);
    // In an indexing unit it says what the note is worth in the invoice's currency: 2.5 UVT × 52 374 (2026).
    const uvt = await app.owner('currencies').where({ company_id: ids.mainCompanyId, code: 'UVT' }).first('id');
    const inUvt = await note({ ...payload, currencyId: uvt.id, value: '2.5' }, as.admin, {});
    expect((inUvt.result as { message: string }).message).toContain('por 2,5 UVT (130.935,00 COP)');
    expect((await note(payload)).statusCode).toBe(201);
  });

  it('is refused without the pair and invisible to another tenant', async () => {
    const invoice = await invoiceOf('1000');
    expect(
      (await note({ invoiceId: invoice, cause: 'x', description: 'x', noteType: 'partial', currencyId: cop, value: '1' }, as.professional)).statusCode,
    ).toBe(403);
    const made = await note({ invoiceId: invoice, cause: 'x', description: 'x', noteType: 'partial', currencyId: cop, value: '1' });
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/credit-notes/${(made.result as { id: string }).id}` })).statusCode).toBe(404);
    expect((await note({ invoiceId: invoice, cause: 'x', description: 'x', noteType: 'partial', currencyId: cop, value: '1' }, as.outsider)).statusCode).toBe(
      400,
    );
  });
});

describe('cash receipts', () => {
  it('needs a value greater than zero equal to the sum applied, within each balance', async () => {
    const a = await invoiceOf('500');
    const b = await invoiceOf('300');
    const zero = await receipt(inCop('0', [[a, '0']]));
    expect(zero.statusCode).toBe(400);
    const mismatch = await receipt(
      inCop('700', [
        [a, '500'],
        [b, '100'],
      ]),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(fieldsOf(mismatch)).toContain('CASH_RECEIPT_SUM_MISMATCH');
    const above = await receipt(
      inCop('900', [
        [a, '500'],
        [b, '400'],
      ]),
    );
    expect(above.statusCode).toBe(409);
    // The day the money came cannot be after the company's today; how it came must be said.
    const future = await receipt({ receivedOn: '2099-01-01', ...inCop('100', [[a, '100']]) });
    expect(future.statusCode).toBe(400);
    expect(fieldsOf(future)).toContain('CASH_RECEIPT_DATE_FUTURE');
    const how = await receipt({ method: null, ...inCop('100', [[a, '100']]) });
    expect(how.statusCode).toBe(400);
    expect(fieldsOf(how)).toContain('"method"');
    expect(await balanceOf(a)).toBe(500); // nothing written
    // Sign-in needed and no permission code, but a receipt names only invoices its author may see.
    const unseen = await receipt(
      inCop('650', [
        [a, '500'],
        [b, '150'],
      ]),
      as.professional,
    );
    expect(unseen.statusCode).toBe(400);
    expect(fieldsOf(unseen)).toContain('INVALID_REFERENCE');
    const ok = await receipt({
      description: 'Transferencia',
      ...inCop('650', [
        [a, '500'],
        [b, '150'],
      ]),
    });
    expect(ok.statusCode, fieldsOf(ok)).toBe(201);
    expect((ok.result as { code: string }).code).toMatch(/^RC-\d{6}$/);
    const stored = await app
      .owner('cash_receipts')
      .where({ id: (ok.result as { id: string }).id })
      .first('client_id', 'method');
    expect(stored).toEqual({ client_id: (await app.owner('invoices').where({ id: a }).first('client_id')).client_id, method: 'transfer' });
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([0, 150]);
    const shown = await app.request(as.admin, { method: 'GET', url: `/api/cash-receipts/${(ok.result as { id: string }).id}` });
    expect((shown.result as { invoices: unknown[] }).invoices).toHaveLength(2);
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/cash-receipts/${(ok.result as { id: string }).id}` })).statusCode).toBe(404);
  });

  it("is seen by those who see every invoice it pays; a client's contact reads its own client's in the portal, never in the firm's list", async () => {
    const contactUser = await userId(app.owner, 'cliente@demo.test');
    const contact = await app.cookieFor(contactUser);
    const { client_id: ownClient } = await app
      .owner('user_profiles')
      .where({ user_id: contactUser, company_id: ids.mainCompanyId, is_contact: true })
      .first('client_id');
    const projectOf = async (client: string, same: boolean) =>
      await app
        .owner('projects')
        .where({ company_id: ids.mainCompanyId })
        .where('client_id', same ? '=' : '<>', client)
        .where({ privacy: false })
        .orderBy('id')
        .first('id', 'client_id');
    const own = await projectOf(ownClient, true);
    const other = await projectOf(ownClient, false);
    const ownInvoice = await invoiceOf('200', { clientId: own.client_id, projectId: own.id });
    const otherInvoice = await invoiceOf('200', { clientId: other.client_id, projectId: other.id });
    const made = async (invoices: string[]) => {
      const res = await receipt({ currencyId: cop, value: String(50 * invoices.length), invoices: invoices.map((invoiceId) => ({ invoiceId, amount: '50' })) });
      expect(res.statusCode, fieldsOf(res)).toBe(201);
      return res.result as { id: string; code: string };
    };
    const ownReceipt = await made([ownInvoice]);
    const otherReceipt = await made([otherInvoice]);
    // One receipt, one client: an invoice of another client is refused, and nothing is written.
    const mixed = await receipt(
      inCop('100', [
        [ownInvoice, '50'],
        [otherInvoice, '50'],
      ]),
    );
    expect(mixed.statusCode).toBe(400);
    expect(fieldsOf(mixed)).toContain('CASH_RECEIPT_CLIENT_MISMATCH');
    expect(await balanceOf(otherInvoice)).toBe(150);
    const codes = async (cookie: string) => {
      const res = await app.request(cookie, { method: 'GET', url: '/api/cash-receipts?_start=0&_end=500' });
      expect(res.statusCode).toBe(200);
      return (res.result as { code: string }[]).map((r) => r.code);
    };
    // The contact: the firm's list refuses them; their invoice in the portal shows what its receipts applied to it.
    expect((await app.request(contact, { method: 'GET', url: '/api/cash-receipts?_start=0&_end=500' })).statusCode).toBe(403);
    const portal = (await app.request(contact, { method: 'GET', url: `/api/customer-portal/invoices/${ownInvoice}` })).result as {
      payments: { code: string }[];
    };
    expect(portal.payments.map((p) => p.code)).toEqual([ownReceipt.code]);
    expect((await app.request(contact, { method: 'GET', url: `/api/customer-portal/invoices/${otherInvoice}` })).statusCode).toBe(404);
    expect(await codes(as.admin)).toEqual(expect.arrayContaining([ownReceipt.code, otherReceipt.code]));
    // The professional holds no pair of invoices: no receipt at all.
    expect(await codes(as.professional)).toEqual([]);
    const detail = (cookie: string, id: string) => app.request(cookie, { method: 'GET', url: `/api/cash-receipts/${id}` });
    expect((await detail(contact, ownReceipt.id)).statusCode).toBe(403);
    expect((await detail(as.professional, ownReceipt.id)).statusCode).toBe(404);
    // The export holds what the list holds: every receipt for the administrator, none for the professional.
    const exportedBy = async (cookie: string) => {
      const exported = await app.request(cookie, { method: 'GET', url: '/api/cash-receipts/export.xlsx' });
      expect(exported.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
      return book.worksheets[0].getSheetValues().flat().map(String);
    };
    expect(await exportedBy(as.admin)).toEqual(expect.arrayContaining([ownReceipt.code, otherReceipt.code]));
    expect(await exportedBy(as.professional)).not.toContain(ownReceipt.code);
  });

  it('asks first, naming its series, its value and the invoices it pays, in each language; unanswered it writes nothing', async () => {
    const a = await invoiceOf('2000000');
    const b = await invoiceOf('1000000');
    const [first, second] = (await Promise.all([numberOf(a), numberOf(b)])).sort();
    const payload = inCop('2500000', [
      [a, '2000000'],
      [b, '500000'],
    ]);
    const asked = await receipt(payload, as.admin, {});
    expect(asked.statusCode).toBe(409);
    expect(asked.result).toMatchObject({
      code: 'CASH_RECEIPT_CONFIRM',
      confirmable: true,
      message: `Se registrará un recibo de caja con el prefijo RC por 2.500.000,00 COP, aplicado a las facturas ${first} y ${second}. Un recibo de caja no se puede modificar ni eliminar.`,
    });
    const english = await receipt({ ...payload, value: '500000', invoices: [payload.invoices[1]] }, as.admin, { 'accept-language': 'en' });
    expect((english.result as { message: string }).message).toBe(
      `A cash receipt with the prefix RC for 500,000.00 COP will be recorded, applied to invoice ${await numberOf(b)}. A cash receipt cannot be changed or deleted.`,
    );
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([2000000, 1000000]);
    expect((await receipt(payload)).statusCode).toBe(201);
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([0, 500000]);
  });

  it('100 concurrent receipts against one invoice never take its balance below zero, and no 5xx', async () => {
    const invoice = await invoiceOf('1000');
    const answers = await Promise.all(Array.from({ length: 100 }, () => receipt(inCop('30', [[invoice, '30']]))));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201)).toHaveLength(33); // 33 × 30 = 990; a 34th would need 1 020
    expect(await balanceOf(invoice)).toBe(10);
  });
});
