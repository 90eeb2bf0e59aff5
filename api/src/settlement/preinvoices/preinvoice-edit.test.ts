// A pre-invoice edited before approval and its billing notes, through the API and the real database
// (decisions 220 and 221): a save prices the changed lines again to the cent of a hand calculation,
// is audited and has one effect per Idempotency-Key; save and approve makes one invoice with the
// saved totals; other states refuse; bad input answers its codes and writes nothing; notes change
// their line, follow their transition table, hold approval while open and tell the members they
// mention; a caller without the pair is refused and another tenant's caller finds nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { activityStates, auditedActivity, workOfPreinvoice } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, fusion } = apiTest({ as: ['admin', 'professional'], outsider: ['SettlementReadPreinvoicesAll'] });
let copId: string;

type Line = { id: string; position: number; quantity: string; unitPrice: string; amount: string; taxes: string; withholdings: string; description: string };
type Fields = { code: string; message: string; fields: { field: string; code: string; message: string }[] };

/** A pre-invoice of the fusion agreement for one month: 150 min of an associate (380 000/h) and 90 of the leader (600 000/h). */
async function preinvoiceOf(month: string): Promise<string> {
  const id = await auditedActivity(app.owner, {
    ...fusion,
    finished: `${month}-10T15:00:00Z`,
    works: [
      [fusion.professionalId, 150],
      [fusion.leaderId, 90],
    ],
  });
  const sent = await app.request(as.admin, { method: 'POST', url: '/api/settlement/send-to-preinvoice', payload: { activityIds: [id] } });
  const blockId = (sent.result as { blockIds: string[] }).blockIds[0];
  const made = await app.request(as.admin, { method: 'POST', url: '/api/preinvoices/from-blocks', payload: { blockIds: [blockId], currencyId: copId } });
  expect(made.statusCode, JSON.stringify(made.result)).toBe(201);
  return (made.result as { ids: string[] }).ids[0];
}

const linesOf = async (id: string) => (await app.request(as.admin, { method: 'GET', url: `/api/preinvoice-lines?preinvoiceId=${id}` })).result as Line[];
const totalsOf = async (id: string) => {
  const r = (await app.request(as.admin, { method: 'GET', url: `/api/preinvoices/${id}` })).result as Record<string, string>;
  return { subtotal: r.subtotal, taxes: r.taxes, withholdings: r.withholdings, total: r.total, state: r.state };
};
const save = (cookie: string, id: string, payload: object, headers: Record<string, string> = {}) =>
  app.request(cookie, { method: 'POST', url: `/api/preinvoices/${id}/save`, payload, headers });

beforeAll(async () => {
  copId = (await app.owner('currencies').where({ company_id: fusion.companyId, code: 'COP' }).first('id')).id;
});

describe('save and save and approve', () => {
  it('prices the edited lines again to the cent, audits the change and honours the Idempotency-Key', async () => {
    const id = await preinvoiceOf('2026-07');
    const [first, second] = await linesOf(id);
    expect([first.quantity, second.quantity]).toEqual(['2.5', '1.5']);
    const payload = {
      observations: 'Facturar con la orden de compra 4411',
      lines: [
        { id: first.id, quantity: '2.25', discountPercent: 10 },
        { id: second.id, unitPrice: '550000.55', description: 'Revisión del socio' },
      ],
    };
    const key = { 'idempotency-key': `save-${id}` };
    const res = await save(as.admin, id, payload, key);
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    expect(res.result).toMatchObject({ changed: 2 });
    // Line 1: 2.25 h × 380 000 = 855 000, less 10 % = 769 500.00; IVA 19 % 146 205.00; withholding 11 % 84 645.00.
    // Line 2: 1.5 h × 550 000.55 = 825 000.825 → 825 000.83 (half up); IVA 156 750.1577 → 156 750.16; withholding 90 750.0913 → 90 750.09.
    const [a, b] = await linesOf(id);
    expect([a.amount, a.taxes, a.withholdings]).toEqual(['769500.00', '146205.00', '84645.00']);
    expect([b.amount, b.taxes, b.withholdings, b.description]).toEqual(['825000.83', '156750.16', '90750.09', 'Revisión del socio']);
    // 1 594 500.83 + 302 955.16 − 175 395.09 = 1 722 060.90.
    expect(await totalsOf(id)).toEqual({ subtotal: '1594500.83', taxes: '302955.16', withholdings: '175395.09', total: '1722060.90', state: 'created' });
    const shown = (await app.request(as.admin, { method: 'GET', url: `/api/preinvoices/${id}` })).result as { observations: string };
    expect(shown.observations).toBe('Facturar con la orden de compra 4411');
    // Printed on its PDF, in each language.
    for (const language of ['es', 'en']) {
      const pdf = await app.request(as.admin, { method: 'GET', url: `/api/preinvoices/${id}/pdf?language=${language}` });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const logged = await app.owner('audit_log').where({ entity: 'preinvoices', entity_id: id, action: 'save' });
    expect(logged).toHaveLength(1);
    expect(logged[0].before).toMatchObject({ 'line1.quantity': '2.5', total: '1998000' });
    expect(logged[0].after).toMatchObject({ 'line1.quantity': '2.25', 'line1.discountPercent': '10', 'line2.unitPrice': '550000.55', total: '1722060.9' });
    expect(logged[0].actor_id).toBeTruthy();

    // The same key answers the first result and writes nothing more.
    const retry = await save(as.admin, id, payload, key);
    expect(JSON.parse(retry.payload)).toEqual(JSON.parse(res.payload));
    expect(await app.owner('audit_log').where({ entity: 'preinvoices', entity_id: id, action: 'save' })).toHaveLength(1);
    // Saving the same values again changes nothing and records nothing.
    expect((await save(as.admin, id, payload)).result).toMatchObject({ changed: 0 });
    expect(await app.owner('audit_log').where({ entity: 'preinvoices', entity_id: id, action: 'save' })).toHaveLength(1);
  });

  it('answers each bad field with its code and message and writes nothing', async () => {
    const id = await preinvoiceOf('2026-06');
    const [first] = await linesOf(id);
    const before = await totalsOf(id);
    const bad = await save(as.admin, id, {
      lines: [
        { id: first.id, quantity: '-1', unitPrice: 'abc', discountPercent: 101, description: '  ' },
        { id: '00000000-0000-4000-8000-000000000001', quantity: '1' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const r = bad.result as Fields;
    expect(r.code).toBe('VALIDATION_FAILED');
    expect(Object.fromEntries(r.fields.map((f) => [f.field, f.code]))).toEqual({
      'lines[0].description': 'PREINVOICE_LINE_DESCRIPTION_REQUIRED',
      'lines[0].quantity': 'PREINVOICE_LINE_QUANTITY_INVALID',
      'lines[0].unitPrice': 'PREINVOICE_LINE_PRICE_INVALID',
      'lines[0].discountPercent': 'PREINVOICE_LINE_DISCOUNT_INVALID',
      'lines[1].id': 'PREINVOICE_LINE_UNKNOWN',
    });
    expect(r.fields.find((f) => f.field === 'lines[0].discountPercent')?.message).toBe('El descuento debe estar entre 0 y 100 %');
    const repeated = await save(as.admin, id, {
      lines: [
        { id: first.id, quantity: '1' },
        { id: first.id, quantity: '2' },
      ],
    });
    expect((repeated.result as Fields).fields).toEqual([expect.objectContaining({ field: 'lines[1].id', code: 'PREINVOICE_LINE_REPEATED' })]);
    // A line of hours is written in hundredths of an hour, as the engine writes it.
    const thousandths = await save(as.admin, id, { lines: [{ id: first.id, quantity: '2.125' }] });
    expect((thousandths.result as Fields).fields).toEqual([
      expect.objectContaining({
        field: 'lines[0].quantity',
        code: 'PREINVOICE_LINE_HOURS_DECIMALS',
        message: 'Las horas se facturan en centésimas: escribe la cantidad con hasta 2 decimales',
      }),
    ]);
    expect(await totalsOf(id)).toEqual(before);
    expect((await linesOf(id))[0].quantity).toBe('2.5');
  });

  it('edits in revision too, and refuses a canceled or approved pre-invoice with PREINVOICE_NOT_EDITABLE', async () => {
    const id = await preinvoiceOf('2026-05');
    const [first] = await linesOf(id);
    expect((await app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${id}/skip` })).statusCode).toBe(200);
    expect((await save(as.admin, id, { lines: [{ id: first.id, quantity: '2' }] })).statusCode).toBe(200);
    expect((await app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${id}/cancel` })).statusCode).toBe(200);
    const refused = await save(as.admin, id, { lines: [{ id: first.id, quantity: '3' }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.result).toMatchObject({ code: 'PREINVOICE_NOT_EDITABLE', message: 'Solo se puede editar una prefactura creada o en revisión' });
    const english = await app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${id}/save`, payload: {}, headers: { 'accept-language': 'en' } });
    expect(english.result).toMatchObject({ code: 'PREINVOICE_NOT_EDITABLE' });
    expect((await linesOf(id))[0].quantity).toBe('2');
  });

  it('saves and approves in one transaction: asked first with the saved total, then one invoice carrying it', async () => {
    const id = await preinvoiceOf('2026-04');
    const [first] = await linesOf(id);
    // Line 1 at 2 h: 760 000.00; with line 2 (900 000.00): 1 660 000.00; IVA 315 400.00; withholding 182 600.00; total 1 792 800.00.
    const payload = { lines: [{ id: first.id, quantity: 2 }] };
    for (const [lang, total] of [
      ['es', '1.792.800,00 COP'],
      ['en', '1,792,800.00 COP'],
    ]) {
      const asked = await app.request(as.admin, {
        method: 'POST',
        url: `/api/preinvoices/${id}/save-and-approve`,
        payload,
        headers: { 'accept-language': lang },
      });
      expect(asked.statusCode).toBe(409);
      expect(asked.result).toMatchObject({ code: 'PREINVOICE_APPROVAL_CONFIRM', confirmable: true });
      expect((asked.result as { message: string }).message).toContain(total);
    }
    // The question kept nothing: neither the edit nor an invoice.
    expect((await linesOf(id))[0].quantity).toBe(first.quantity);
    expect(await app.owner('invoices').where({ preinvoice_id: id })).toEqual([]);
    const res = await app.request(as.admin, {
      method: 'POST',
      url: `/api/preinvoices/${id}/save-and-approve`,
      payload,
      headers: { 'x-confirm': 'PREINVOICE_APPROVAL_CONFIRM' },
    });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    const invoices = await app.owner('invoices').where({ preinvoice_id: id });
    expect(invoices).toHaveLength(1);
    expect(res.result).toMatchObject({ invoiceId: invoices[0].id, changed: 1 });
    expect(invoices[0]).toMatchObject({ total: '1792800.000000', subtotal: '1660000.000000', state: 'approved' });
    expect(await totalsOf(id)).toMatchObject({ state: 'approved', total: '1792800.00' });
    expect(await app.owner('audit_log').where({ entity: 'preinvoices', entity_id: id, action: 'approve' }).first('id')).toBeTruthy();
    expect(new Set((await activityStates(app.owner, workOfPreinvoice(app.owner, id))).map((a) => a.state))).toEqual(new Set(['Billed']));
    const again = await app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${id}/save-and-approve`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.result).toMatchObject({ code: 'PREINVOICE_NOT_EDITABLE' });
    expect(await app.owner('invoices').where({ preinvoice_id: id })).toHaveLength(1);
  });

  it("refuses a caller without the pair (403) and another tenant's caller (404)", async () => {
    const id = await preinvoiceOf('2026-03');
    const [first] = await linesOf(id);
    for (const url of [`/api/preinvoices/${id}/save`, `/api/preinvoices/${id}/save-and-approve`]) {
      expect((await app.request(as.professional, { method: 'POST', url, payload: { lines: [{ id: first.id, quantity: 1 }] } })).statusCode).toBe(403);
      expect((await app.request(as.outsider, { method: 'POST', url, payload: { lines: [{ id: first.id, quantity: 1 }] } })).statusCode).toBe(404);
    }
    // Its notes are the declared billing-notes, scoped like the pre-invoice: none for another tenant, 403 without the pair.
    const notes = `/api/billing-notes?preinvoiceId=${id}`;
    const theirs = await app.request(as.outsider, { method: 'GET', url: notes });
    expect([theirs.statusCode, theirs.result]).toEqual([200, []]);
    expect((await app.request(as.professional, { method: 'GET', url: notes })).statusCode).toBe(403);
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/preinvoices/${id}/mentionable` })).statusCode).toBe(404);
    expect((await linesOf(id))[0].quantity).toBe('2.5');
  });
});

describe('billing notes', () => {
  let id: string;
  let lineId: string;

  beforeAll(async () => {
    id = await preinvoiceOf('2026-08');
    lineId = (await linesOf(id))[0].id;
  });
  const note = (cookie: string, payload: object) => app.request(cookie, { method: 'POST', url: `/api/preinvoices/${id}/notes`, payload });

  it("needs a description ('Debes escribir una nota'), a charge type, the billing currency, a number and known mentions", async () => {
    const uvt = await app.owner('currencies').where({ company_id: fusion.companyId, code: 'UVT' }).first('id');
    const bad = await note(as.admin, { lineId, description: ' ', chargeType: 'weekly', currencyId: uvt.id, value: 'x' });
    expect(bad.statusCode).toBe(400);
    const r = bad.result as Fields;
    expect(Object.fromEntries(r.fields.map((f) => [f.field, f.message]))).toEqual({
      description: 'Debes escribir una nota',
      chargeType: 'Debes elegir el tipo de cobro: por hora o tarifa plana',
      currencyId: 'La moneda de la nota debe ser la moneda de facturación de la prefactura (COP)',
      value: 'El valor debe ser un número con hasta 6 decimales',
    });
    const unknown = await note(as.admin, { lineId, description: 'Revisar con @nadie@ejemplo.co', chargeType: 'flat', currencyId: copId, value: 0 });
    expect((unknown.result as Fields).fields).toEqual([
      expect.objectContaining({
        field: 'description',
        code: 'BILLING_NOTE_MENTION_UNKNOWN',
        message: 'Debes elegir un usuario de la lista para la mención @nadie@ejemplo.co',
      }),
    ]);
    const thirdOfAnHour = await note(as.admin, { lineId, description: 'Un tercio de hora', chargeType: 'hour', currencyId: copId, value: '0.333' });
    expect((thirdOfAnHour.result as Fields).fields).toEqual([expect.objectContaining({ field: 'value', code: 'BILLING_NOTE_HOURS_DECIMALS' })]);
    const noLine = await note(as.admin, { description: 'x', chargeType: 'flat', currencyId: copId });
    expect((noLine.result as Fields).fields[0]).toMatchObject({ field: 'lineId', code: 'PREINVOICE_LINE_UNKNOWN' });
    expect(await app.owner('billing_notes').where({ preinvoice_id: id })).toHaveLength(0);
  });

  it('changes its line by hour or flat, tells the mentioned member, and holds approval until closed', async () => {
    const flat = await note(as.admin, {
      lineId,
      description: 'Gastos de viaje pactados @lider@demo.test',
      chargeType: 'flat',
      currencyId: copId,
      value: '100000',
    });
    expect(flat.statusCode, JSON.stringify(flat.result)).toBe(201);
    expect(flat.result).toMatchObject({ state: 'created', chargeType: 'flat', value: '100000', position: 1, mentions: [fusion.leaderId], currencyCode: 'COP' });
    const told = await app.owner('notifications').where({ user_id: fusion.leaderId, kind: 'billingNoteMentioned' });
    expect(told).toHaveLength(1);
    expect(told[0].link).toBe(`/settlement-billing/preinvoice/${id}`);
    // Line 1: 950 000 + 100 000 = 1 050 000.00; IVA 199 500.00; withholding 115 500.00.
    expect((await linesOf(id))[0]).toMatchObject({ amount: '1050000.00', taxes: '199500.00', withholdings: '115500.00' });

    const hour = await note(as.admin, { lineId, description: 'Media hora de la reunión', chargeType: 'hour', currencyId: copId, value: '0.5' });
    expect(hour.statusCode).toBe(201);
    // + 0.5 h × 380 000 = 190 000: 1 240 000.00; with line 2 (900 000) subtotal 2 140 000.00,
    // IVA 406 600.00, withholding 235 400.00, total 2 311 200.00.
    // The notes' 290 000 are the line's adjustment: 2.5 h × 380 000 + 290 000 = 1 240 000.00; line 2 has none.
    expect((await linesOf(id))[0]).toMatchObject({ quantity: '2.5', unitPrice: '380000', amount: '1240000.00', adjustment: '290000.00' });
    expect((await linesOf(id))[1]).toMatchObject({ adjustment: null });
    expect(await totalsOf(id)).toMatchObject({ subtotal: '2140000.00', taxes: '406600.00', withholdings: '235400.00', total: '2311200.00' });

    const held = await app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${id}/approve` });
    expect(held.statusCode).toBe(409);
    expect(held.result).toMatchObject({ code: 'PREINVOICE_NOTES_OPEN' });

    const flatId = (flat.result as { id: string }).id;
    const hourId = (hour.result as { id: string }).id;
    // Changing the hour note to a whole hour follows the line.
    const changed = await app.request(as.admin, { method: 'PATCH', url: `/api/billing-notes/${hourId}`, payload: { value: 1 } });
    expect(changed.statusCode, JSON.stringify(changed.result)).toBe(200);
    expect((await linesOf(id))[0]).toMatchObject({ amount: '1430000.00' });
    expect((await app.request(as.admin, { method: 'POST', url: `/api/billing-notes/${flatId}/open` })).result).toMatchObject({ state: 'opened' });
    expect((await app.request(as.admin, { method: 'POST', url: `/api/billing-notes/${flatId}/close` })).result).toMatchObject({ state: 'closed' });
    const twice = await app.request(as.admin, { method: 'POST', url: `/api/billing-notes/${flatId}/close` });
    expect(twice.statusCode).toBe(409);
    expect(twice.result).toMatchObject({ code: 'INVALID_TRANSITION' });
    const closedEdit = await app.request(as.admin, { method: 'PATCH', url: `/api/billing-notes/${flatId}`, payload: { value: 1 } });
    expect(closedEdit.result).toMatchObject({ code: 'BILLING_NOTE_CLOSED', message: 'La nota está cerrada: reábrela para cambiarla' });
    expect((await app.request(as.admin, { method: 'POST', url: `/api/billing-notes/${hourId}/close` })).statusCode).toBe(200);
    expect(await app.owner('audit_log').where({ entity: 'billing-notes', entity_id: flatId }).pluck('action')).toEqual(
      expect.arrayContaining(['create', 'open', 'close']),
    );

    // Listed oldest first by the declared billing-notes, each with its line, charge and mentions.
    const listed = await app.request(as.admin, { method: 'GET', url: `/api/billing-notes?preinvoiceId=${id}` });
    expect(listed.headers['x-total-count']).toBe('2');
    expect((listed.result as { id: string; state: string }[]).map((n) => [n.id, n.state])).toEqual([
      [flatId, 'closed'],
      [hourId, 'closed'],
    ]);
    expect((listed.result as Record<string, unknown>[])[0]).toMatchObject({
      lineId,
      position: 1,
      chargeType: 'flat',
      value: '100000',
      currencyCode: 'COP',
      mentions: [fusion.leaderId],
      authorName: expect.any(String),
    });
    expect((listed.result as Record<string, unknown>[])[1]).toMatchObject({ chargeType: 'hour', value: '1', mentions: [] });
    const mentionable = (await app.request(as.admin, { method: 'GET', url: `/api/preinvoices/${id}/mentionable?q=lider` })).result as { email: string }[];
    expect(mentionable.map((u) => u.email)).toContain('lider@demo.test');

    // Line 1: 950 000 + 380 000 + 100 000 = 1 430 000; subtotal 2 330 000.00; IVA 442 700.00; withholding 256 300.00; total 2 516 400.00.
    const approved = await app.request(as.admin, {
      method: 'POST',
      url: `/api/preinvoices/${id}/approve`,
      headers: { 'x-confirm': 'PREINVOICE_APPROVAL_CONFIRM' },
    });
    expect(approved.statusCode, JSON.stringify(approved.result)).toBe(200);
    expect((await app.owner('invoices').where({ preinvoice_id: id }).first()).total).toBe('2516400.000000');
    // The notes of an approved pre-invoice are frozen, through the API and in the database.
    expect((await app.request(as.admin, { method: 'POST', url: `/api/billing-notes/${flatId}/reopen` })).result).toMatchObject({
      code: 'PREINVOICE_NOT_EDITABLE',
    });
    await expect(app.owner('billing_notes').where({ id: flatId }).update({ value: 1 })).rejects.toThrow(/immutable/);
  });

  it("refuses a caller without the pair and another tenant's caller", async () => {
    const other = await preinvoiceOf('2026-09');
    const line = (await linesOf(other))[0].id;
    const body = { lineId: line, description: 'Nota', chargeType: 'flat', currencyId: copId, value: 0 };
    expect((await app.request(as.professional, { method: 'POST', url: `/api/preinvoices/${other}/notes`, payload: body })).statusCode).toBe(403);
    expect((await app.request(as.outsider, { method: 'POST', url: `/api/preinvoices/${other}/notes`, payload: body })).statusCode).toBe(404);
    const made = await app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${other}/notes`, payload: body });
    const noteId = (made.result as { id: string }).id;
    expect((await app.request(as.outsider, { method: 'PATCH', url: `/api/billing-notes/${noteId}`, payload: { value: 5 } })).statusCode).toBe(404);
    expect((await app.request(as.outsider, { method: 'POST', url: `/api/billing-notes/${noteId}/close` })).statusCode).toBe(404);
    expect((await app.request(as.professional, { method: 'POST', url: `/api/billing-notes/${noteId}/close` })).statusCode).toBe(403);
    expect((await app.owner('billing_notes').where({ id: noteId }).first()).state).toBe('created');
  });
});
