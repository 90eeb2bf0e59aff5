// The settlement pipeline through the API and the real database: audited work into a block, the
// block's amounts by the fee engine (matching a hand calculation to the cent), a pre-invoice from it,
// its approval into an invoice with a gapless number (once, under concurrent approvals and retries
// with one Idempotency-Key), the invoice immutable in the database, annulment with a reason, a
// canceled pre-invoice's work back in its block; each refusal with its code and message, a caller
// without the pair refused and another tenant's caller seeing nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { activityStates, auditedActivity as auditedWork, ownActivity, workOfPreinvoice } from '../platform/testing/fixtures.ts';
import { LEDES_1998BI, LEDES_FIELDS, ledesText } from './documents/ledes.ts';
import { ledesProblems } from './documents/ledes-format.ts';
import { apiTest } from '../platform/testing/api-test.ts';

// The demo's fusion agreement: per hour, the leader's own row at 600 000, associates at 380 000.
const { app, as, fusion } = apiTest({
  as: ['admin', 'leader', 'professional'],
  outsider: ['SettlementReadPendingPreinvoicesAll', 'SettlementReadPreinvoicesAll', 'SettlementReadLiquidatedAll', 'SettlementAccessReviewedServicesAll'],
});

/** An activity of the fusion project, audited, finished on `finished`, with works of the professional and the leader. */
const auditedActivity = (
  finished = '2026-07-10T15:00:00Z',
  works: [string, number][] = [
    ['professional', 150],
    ['leader', 90],
  ],
) =>
  auditedWork(app.owner, { ...fusion, finished, works: works.map(([who, minutes]) => [who === 'leader' ? fusion.leaderId : fusion.professionalId, minutes]) });

/** The approval's question answered: X-Confirm names it (its own tests: settlement-questions.test.ts). */
const confirmed = { 'x-confirm': 'PREINVOICE_APPROVAL_CONFIRM' };

const send = (cookie: string, activityIds: string[]) =>
  app.request(cookie, { method: 'POST', url: '/api/settlement/send-to-preinvoice', payload: { activityIds } });

/** The audited activity sent to its block, and that block's pre-invoice in COP, by the administrator. */
async function preinvoiceOf(audited: string): Promise<{ id: string; block: string }> {
  const block = ((await send(as.admin, [audited])).result as { blockIds: string[] }).blockIds[0];
  const cop = await app.owner('currencies').where({ company_id: fusion.companyId, code: 'COP' }).first('id');
  const made = await app.request(as.admin, { method: 'POST', url: '/api/preinvoices/from-blocks', payload: { blockIds: [block], currencyId: cop.id } });
  return { id: (made.result as { ids: string[] }).ids[0], block };
}

describe('audited work to awaiting pre-invoice', () => {
  it('refuses a caller without the pair, an empty selection, and work not audited (nothing written)', async () => {
    const audited = await auditedActivity();
    expect((await send(as.professional, [audited])).statusCode).toBe(403);
    const empty = await send(as.admin, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.result).toMatchObject({ code: 'SETTLEMENT_SELECT_ONE', message: 'Debes seleccionar al menos un elemento' });
    const open = await ownActivity(app.owner, fusion.companyId, 'profesional@demo.test');
    const mixed = await send(as.admin, [audited, open]);
    expect(mixed.statusCode).toBe(409);
    expect(mixed.result).toMatchObject({ code: 'SETTLEMENT_NOT_AUDITED' });
    expect((await app.owner('activities').where({ id: audited }).first()).state).toBe('AuditedByLeader');
    expect((await send(as.outsider, [audited])).statusCode).toBe(404);
  });

  it('on a private project, sends nothing for a caller who holds All but is no member, and sends for a member', async () => {
    const audited = await auditedActivity();
    await app.owner('projects').where({ id: fusion.projectId }).update({ privacy: true });
    try {
      const refused = await send(as.admin, [audited]);
      expect(refused.statusCode).toBe(404);
      expect((await app.owner('activities').where({ id: audited }).first()).state).toBe('AuditedByLeader');
      const sent = await send(as.leader, [audited]);
      expect(sent.statusCode, JSON.stringify(sent.result)).toBe(200);
    } finally {
      await app.owner('projects').where({ id: fusion.projectId }).update({ privacy: false });
    }
  });

  it('refuses work whose agreement has not started', async () => {
    const audited = await auditedActivity();
    // Starting years from today, whatever day the suite runs (its end moved with it: the dates' check).
    const before = await app.owner('trade_agreements').where({ id: fusion.agreementId }).first('start_date', 'end_date');
    await app
      .owner('trade_agreements')
      .where({ id: fusion.agreementId })
      .update({ start_date: '2099-01-01', end_date: before.end_date ? '2099-12-31' : null });
    try {
      const early = await send(as.admin, [audited]);
      expect(early.statusCode).toBe(409);
      expect(early.result).toMatchObject({
        code: 'SETTLEMENT_BEFORE_VALIDITY',
        message: 'La vigencia del acuerdo comercial aún no permite enviar a prefactura: inicia el 2099-01-01',
      });
    } finally {
      await app.owner('trade_agreements').where({ id: fusion.agreementId }).update({ start_date: before.start_date, end_date: before.end_date });
    }
  });

  it('puts audited work in the block of its project, agreement and month, priced as by hand', async () => {
    const audited = await auditedActivity();
    const res = await send(as.admin, [audited]);
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    const { blockIds } = res.result as { blockIds: string[] };
    expect(blockIds).toHaveLength(1);
    const activity = await app.owner('activities').where({ id: audited }).first();
    expect(activity).toMatchObject({ state: 'AwaitingPreInvoice', settlement_block_id: blockIds[0] });
    const logged = await app.owner('audit_log').where({ entity: 'activities', entity_id: audited, action: 'sendToPreInvoice' }).first();
    expect(logged.after).toEqual({ state: 'AwaitingPreInvoice' });
    const block = await app.owner('settlement_blocks').where({ id: blockIds[0] }).first();
    expect(block).toMatchObject({ project_id: fusion.projectId, trade_agreement_id: fusion.agreementId, state: 'open' });
    expect(await app.owner.raw(`select to_char(period, 'YYYY-MM') as m from settlement_blocks where id = ?`, [blockIds[0]]).then((r) => r.rows[0].m)).toBe(
      '2026-07',
    );

    // 150 min of an associate at 380 000 = 950 000.00; 90 min of the leader at 600 000 = 900 000.00.
    // IVA 19 % = 351 500.00; withholding 11 % = 203 500.00; total 1 998 000.00.
    await app.owner('activities').whereNot({ id: audited }).where({ settlement_block_id: blockIds[0] }).update({ settlement_block_id: null });
    const amounts = await app.request(as.admin, { method: 'GET', url: `/api/settlement-blocks/${blockIds[0]}/amounts` });
    expect(amounts.statusCode, JSON.stringify(amounts.result)).toBe(200);
    const r = amounts.result as { lines: { amount: string; quantity: string }[]; totals: Record<string, string>; rounding: { text: { es: string } } };
    expect(r.lines.map((l) => [l.quantity, l.amount])).toEqual([
      ['2.5', '950000.00'],
      ['1.5', '900000.00'],
    ]);
    expect(r.totals).toEqual({ currency: 'COP', subtotal: '1850000.00', taxes: '351500.00', withholdings: '203500.00', total: '1998000.00' });
    expect(r.rounding.text.es).toContain('tiempo facturado sin redondeo');
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/settlement-blocks/${blockIds[0]}/amounts` })).statusCode).toBe(404);
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/settlement-blocks/${blockIds[0]}` })).statusCode).toBe(404);
    expect((await app.request(as.professional, { method: 'GET', url: '/api/settlement-blocks' })).statusCode).toBe(403);
  });

  it('sends all the audited work of a project in a month at once', async () => {
    const one = await auditedActivity('2026-03-05T15:00:00Z');
    const two = await auditedActivity('2026-03-20T15:00:00Z');
    const res = await app.request(as.admin, {
      method: 'POST',
      url: '/api/settlement/send-to-preinvoice',
      payload: { projectId: fusion.projectId, year: 2026, month: 3 },
    });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    expect(res.result).toMatchObject({ moved: 2 });
    expect(new Set(await app.owner('activities').whereIn('id', [one, two]).pluck('state'))).toEqual(new Set(['AwaitingPreInvoice']));
    const again = await app.request(as.admin, {
      method: 'POST',
      url: '/api/settlement/send-to-preinvoice',
      payload: { projectId: fusion.projectId, year: 2026, month: 3 },
    });
    expect(again.result).toMatchObject({ code: 'SETTLEMENT_SELECT_ONE' });
    expect(
      (await app.request(as.outsider, { method: 'POST', url: '/api/settlement/send-to-preinvoice', payload: { projectId: fusion.projectId } })).statusCode,
    ).toBe(404);
  });

  it('shows a Workgroup holder only the blocks of projects staffed by their work groups', async () => {
    const all = (await app.request(as.admin, { method: 'GET', url: '/api/settlement-blocks?_end=200' })).result as { id: string; projectId: string }[];
    const mine = new Set(
      await app
        .owner('project_work_groups as pw')
        .join('work_group_members as m', 'm.work_group_id', 'pw.work_group_id')
        .where('m.user_id', fusion.leaderId)
        .pluck('pw.project_id'),
    );
    const seen = (await app.request(as.leader, { method: 'GET', url: '/api/settlement-blocks?_end=200' })).result as { id: string; projectId: string }[];
    expect(seen.map((b) => b.id).sort()).toEqual(
      all
        .filter((b) => mine.has(b.projectId))
        .map((b) => b.id)
        .sort(),
    );
    expect(all.length).toBeGreaterThan(0);
  });
});

describe('pre-invoices and invoices', () => {
  let blockId: string;
  let preinvoiceId: string;

  beforeAll(async () => {
    const audited = await auditedActivity('2026-06-15T15:00:00Z');
    const res = await send(as.admin, [audited]);
    blockId = (res.result as { blockIds: string[] }).blockIds[0];
  });

  it('needs a charge unit equal to the billing currency', async () => {
    const none = await app.request(as.admin, { method: 'POST', url: '/api/preinvoices/from-blocks', payload: { blockIds: [blockId] } });
    expect(none.statusCode).toBe(400);
    expect(none.result).toMatchObject({ code: 'PREINVOICE_CHARGE_UNIT_REQUIRED', message: 'Debes seleccionar la unidad de cobro' });
    const uvt = await app.owner('currencies').where({ company_id: fusion.companyId, code: 'UVT' }).first('id');
    const wrong = await app.request(as.admin, { method: 'POST', url: '/api/preinvoices/from-blocks', payload: { blockIds: [blockId], currencyId: uvt.id } });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.result).toMatchObject({ code: 'PREINVOICE_CHARGE_UNIT_MISMATCH' });
  });

  it("creates a pre-invoice from a block with the engine's lines and moves its work into revision", async () => {
    const cop = await app.owner('currencies').where({ company_id: fusion.companyId, code: 'COP' }).first('id');
    const res = await app.request(as.admin, { method: 'POST', url: '/api/preinvoices/from-blocks', payload: { blockIds: [blockId], currencyId: cop.id } });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    preinvoiceId = (res.result as { ids: string[] }).ids[0];
    const shown = await app.request(as.admin, { method: 'GET', url: `/api/preinvoices/${preinvoiceId}` });
    expect(shown.result).toMatchObject({
      state: 'created',
      subtotal: '1850000.00',
      taxes: '351500.00',
      withholdings: '203500.00',
      total: '1998000.00',
      lineCount: 2,
    });
    expect((shown.result as { code: string }).code).toMatch(/^PF-\d{6}$/);
    const lines = await app.request(as.admin, { method: 'GET', url: `/api/preinvoice-lines?preinvoiceId=${preinvoiceId}` });
    expect(lines.statusCode, JSON.stringify(lines.result)).toBe(200);
    expect(lines.headers['x-total-count']).toBe('2');
    // In revision as read; the rows themselves untouched, the inclusion a row each (decision 290).
    const work = await activityStates(app.owner, (q) => q.where('t.settlement_block_id', blockId));
    expect(new Set(work.map((a) => a.state))).toEqual(new Set(['PreInvoiceInRevision']));
    expect(new Set(work.map((a) => a.stored))).toEqual(new Set(['AwaitingPreInvoice']));
    expect((await app.owner('preinvoice_work').where({ preinvoice_id: preinvoiceId }).pluck('activity_id')).sort()).toEqual(work.map((a) => a.id).sort());
    // The database keeps the pairs: no pair names a missing activity, and work in a pre-invoice is not deleted.
    const tenantId = (await app.owner('preinvoices').where({ id: preinvoiceId }).first('tenant_id')).tenant_id;
    await expect(
      app.owner('preinvoice_work').insert({ tenant_id: tenantId, preinvoice_id: preinvoiceId, activity_id: '00000000-0000-4000-8000-00000000dead' }),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      app.owner('preinvoice_work').insert({ tenant_id: tenantId, preinvoice_id: '00000000-0000-4000-8000-00000000dead', activity_id: work[0].id }),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(app.owner('activities').where({ id: work[0].id }).delete()).rejects.toMatchObject({ code: '23503' });
    // A block whose work is in a pre-invoice can be neither shut down nor closed.
    const shut = await app.request(as.admin, { method: 'POST', url: `/api/settlement-blocks/${blockId}/shutdown` });
    expect(shut.statusCode).toBe(409);
    expect(shut.result).toMatchObject({
      code: 'BLOCK_SHUTDOWN_FAILED',
      message: 'La operación de apagado ha presentado un error. Intenta nuevamente o contacta a tu administrador.',
    });
    const close = await app.request(as.admin, { method: 'POST', url: `/api/settlement-blocks/${blockId}/close` });
    expect(close.statusCode).toBe(409);
    expect(close.result).toMatchObject({
      code: 'BLOCK_NOT_EMPTY',
      message: 'Los bloques deben estar vacíos antes de ser cerrados. Elimina sus actividades para continuar',
    });
  });

  it('takes comments (preinvoice-comments), refusing an empty one, signed by their writer and listed oldest first', async () => {
    const comments = `/api/preinvoice-comments?preinvoiceId=${preinvoiceId}`;
    const post = (cookie: string, payload: Record<string, unknown>) => app.request(cookie, { method: 'POST', url: '/api/preinvoice-comments', payload });
    const empty = await post(as.admin, { preinvoiceId, body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.result).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'body', code: 'MESSAGE_REQUIRED', message: 'Debes escribir un mensaje' }],
    });
    const ok = await post(as.admin, { preinvoiceId, body: ' Revisar la tarifa del socio ' });
    expect(ok.statusCode, JSON.stringify(ok.result)).toBe(201);
    const admin = await app.owner('users').where({ email: 'admin@demo.test' }).first('id', 'name', 'last_name');
    expect(ok.result).toMatchObject({
      preinvoiceId,
      body: 'Revisar la tarifa del socio',
      userId: admin.id,
      authorName: `${admin.name} ${admin.last_name}`.trim(),
      forClient: false,
      fromClient: false,
    });
    // The leader holds the Workgroup code, and the fusion project is their work group's.
    expect((await post(as.leader, { preinvoiceId, body: 'Visto', forClient: true })).statusCode).toBe(201);
    const listed = await app.request(as.admin, { method: 'GET', url: comments });
    expect((listed.result as { body: string }[]).map((c) => c.body)).toEqual(['Revisar la tarifa del socio', 'Visto']);
    expect((await app.request(as.professional, { method: 'GET', url: comments })).statusCode).toBe(403);
    expect((await post(as.professional, { preinvoiceId, body: 'Hola' })).statusCode).toBe(403);
    // Another tenant's holder of the pair lists none of them and names the pre-invoice in vain.
    expect((await app.request(as.outsider, { method: 'GET', url: comments })).result).toEqual([]);
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/preinvoice-comments/${(ok.result as { id: string }).id}` })).statusCode).toBe(404);
    const theirs = await post(as.outsider, { preinvoiceId, body: 'Hola' });
    expect(theirs.result).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'preinvoiceId', code: 'INVALID_REFERENCE' }] });
  });

  it("keeps a private project's pre-invoice comments from a holder of the All code who is no member of it", async () => {
    const { id } = await preinvoiceOf(await auditedActivity());
    const written = await app.request(as.leader, { method: 'POST', url: '/api/preinvoice-comments', payload: { preinvoiceId: id, body: 'Interno' } });
    expect(written.statusCode).toBe(201);
    await app.owner('projects').where({ id: fusion.projectId }).update({ privacy: true });
    try {
      const seen = await app.request(as.admin, { method: 'GET', url: `/api/preinvoice-comments?preinvoiceId=${id}` });
      expect(seen.statusCode).toBe(200);
      expect(seen.result).toEqual([]);
      const refused = await app.request(as.admin, { method: 'POST', url: '/api/preinvoice-comments', payload: { preinvoiceId: id, body: 'Hola' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.result).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'preinvoiceId', code: 'INVALID_REFERENCE' }] });
      const member = await app.request(as.leader, { method: 'GET', url: `/api/preinvoice-comments?preinvoiceId=${id}` });
      expect((member.result as { body: string }[]).map((c) => c.body)).toEqual(['Interno']);
    } finally {
      await app.owner('projects').where({ id: fusion.projectId }).update({ privacy: false });
    }
  });

  it('approves once under concurrent approvals: one invoice, a gapless number, no 5xx; a retried key answers the same', async () => {
    const before = await app.owner('invoice_counters').where({ company_id: fusion.companyId, prefix: 'FV' }).first('last_number');
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${preinvoiceId}/approve`, headers: confirmed })),
    );
    const statuses = attempts.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s < 500)).toBe(true);
    const invoices = await app.owner('invoices').where({ preinvoice_id: preinvoiceId });
    expect(invoices).toHaveLength(1);
    expect(Number(invoices[0].number)).toBe(Number(before?.last_number ?? 0) + 1);
    expect(invoices[0]).toMatchObject({ state: 'approved', total: '1998000.000000' });
    expect(await app.owner('audit_log').where({ entity: 'invoices', entity_id: invoices[0].id, action: 'create' }).first('id')).toBeTruthy();
    // Billed as read, by its approved pre-invoice; no activity row was rewritten (decision 263).
    const billed = await activityStates(app.owner, workOfPreinvoice(app.owner, preinvoiceId));
    expect(new Set(billed.map((a) => a.state))).toEqual(new Set(['Billed']));
    expect(new Set(billed.map((a) => a.stored))).toEqual(new Set(['AwaitingPreInvoice']));
    expect(
      await app
        .owner('audit_log')
        .where({ entity: 'activities', action: 'bill' })
        .whereIn(
          'entity_id',
          billed.map((a) => a.id),
        )
        .first('id'),
    ).toBeUndefined();
    const shown = await app.request(as.admin, { method: 'GET', url: `/api/activities/${billed[0].id}` });
    expect(shown.result).toMatchObject({ state: 'Billed' });
    const listed = await app.request(as.admin, { method: 'GET', url: `/api/grid-activities-complete?state=Billed&id=${billed[0].id}` });
    expect((listed.result as { id: string }[]).map((a) => a.id)).toEqual([billed[0].id]);
    const notInRevision = await app.request(as.admin, { method: 'GET', url: `/api/grid-activities-complete?state=PreInvoiceInRevision&id=${billed[0].id}` });
    expect(notInRevision.result).toEqual([]);
    // Its history still names its inclusion, as the activity's move.
    expect(await app.owner('audit_log').where({ entity: 'activities', action: 'includeInPreInvoice', entity_id: billed[0].id }).first('after')).toEqual({
      after: { state: 'PreInvoiceInRevision' },
    });
    // Billed work no longer holds its block: the block closes (it could not while the work was in revision).
    const closed = await app.request(as.admin, { method: 'POST', url: `/api/settlement-blocks/${blockId}/close` });
    expect(closed.statusCode, JSON.stringify(closed.result)).toBe(200);
    const approved = await app.request(as.admin, { method: 'GET', url: `/api/preinvoices/${preinvoiceId}` });
    expect(approved.result).toMatchObject({ state: 'approved', invoiceId: invoices[0].id });
    expect((approved.result as { approvedBy: string }).approvedBy).toBeTruthy();

    // The same Idempotency-Key on another pre-invoice's approval answers its first result only once.
    const second = await auditedActivity('2026-05-10T15:00:00Z');
    const block = ((await send(as.admin, [second])).result as { blockIds: string[] }).blockIds[0];
    const cop = await app.owner('currencies').where({ company_id: fusion.companyId, code: 'COP' }).first('id');
    const made = await app.request(as.admin, { method: 'POST', url: '/api/preinvoices/from-blocks', payload: { blockIds: [block], currencyId: cop.id } });
    const other = (made.result as { ids: string[] }).ids[0];
    const key = { ...confirmed, 'idempotency-key': `approve-${other}` };
    const first = await app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${other}/approve`, headers: key });
    const retry = await app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${other}/approve`, headers: key });
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(JSON.parse(retry.payload)).toEqual(JSON.parse(first.payload));
    const numbers = (await app.owner('invoices').where({ company_id: fusion.companyId, prefix: 'FV' }).orderBy('number').pluck('number')).map(Number);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i)); // gapless
  });

  it('refuses to approve a pre-invoice of 0.00, taking no invoice number and leaving it as it was', async () => {
    const { id } = await preinvoiceOf(await auditedActivity('2026-02-10T15:00:00Z'));
    // Its work priced at nothing (a courtesy, a non-billable agreement): lines of 0.00.
    await app.owner('preinvoice_lines').where({ preinvoice_id: id }).update({ amount: 0, taxes: 0, withholdings: 0, unit_price: 0 });
    await app.owner('preinvoices').where({ id }).update({ subtotal: 0, taxes: 0, withholdings: 0, total: 0 });
    const counter = await app.owner('invoice_counters').where({ company_id: fusion.companyId, prefix: 'FV' }).first('last_number');
    for (const lang of ['es', 'en'] as const) {
      const res = await app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${id}/approve`, headers: { 'accept-language': lang } });
      expect(res.statusCode).toBe(409);
      expect(res.result).toMatchObject({ code: 'PREINVOICE_TOTAL_ZERO' });
      expect((res.result as { message: string }).message).toContain(
        lang === 'es' ? 'Cancela la prefactura o agrégale trabajo' : 'Cancel the pre-invoice or add work',
      );
    }
    expect((await app.owner('preinvoices').where({ id }).first('state')).state).toBe('created');
    expect(await app.owner('invoices').where({ preinvoice_id: id })).toEqual([]);
    expect(await app.owner('invoice_counters').where({ company_id: fusion.companyId, prefix: 'FV' }).first('last_number')).toEqual(counter);
  });

  it('prints the pre-invoice and the invoice as PDFs in Spanish or English, behind their pairs', async () => {
    const invoice = await app.owner('invoices').where({ preinvoice_id: preinvoiceId }).first();
    for (const url of [`/api/preinvoices/${preinvoiceId}/pdf`, `/api/invoices/${invoice.id}/pdf?language=en`]) {
      const res = await app.request(as.admin, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toMatch(/attachment; filename="(PF|FV)-\d{6}\.pdf"/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.length).toBeGreaterThan(1500);
      expect((await app.request(as.professional, { method: 'GET', url })).statusCode).toBe(403);
      expect((await app.request(as.outsider, { method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('exports the invoice of a LEDES agreement in LEDES 1998B as the format defines it: the total is the sum of the lines, before taxes', async () => {
    const invoice = await app.owner('invoices').where({ preinvoice_id: preinvoiceId }).first();
    const res = await app.request(as.admin, { method: 'GET', url: `/api/invoices/${invoice.id}/ledes` });
    expect(res.statusCode, res.payload).toBe(200);
    expect(ledesProblems(res.payload)).toEqual([]);
    const rows = res.payload.split('\r\n').filter(Boolean);
    expect(rows[0]).toBe('LEDES1998B[]');
    expect(rows[1]).toBe(`${LEDES_FIELDS.join('|')}[]`);
    const items = rows.slice(2).map((r) => r.slice(0, -2).split('|'));
    expect(items).toHaveLength(2);
    expect(items.map((f) => [f[9], f[10], f[12], f[20]])).toEqual([
      ['F', '2.5', '950000.00', '380000'],
      ['F', '1.5', '900000.00', '600000'],
    ]);
    expect(items[0][1]).toMatch(/^FV-\d{6}$/);
    expect(items[0][0]).toMatch(/^\d{8}$/);
    // 950 000.00 + 900 000.00: the invoice's 1 998 000.00 after IVA and the withholding is not LEDES's total.
    expect(items[0][4]).toBe('1850000.00');
    expect(items.map((f) => f[22])).toEqual(['AS', 'PT']); // the professional an associate, the leader a partner (their tariff categories)
    for (const f of items) expect(f[17].length).toBeLessThanOrEqual(20);
    expect(items.map((f) => f[11])).toEqual(['0.00', '0.00']); // no adjustment: units × unit cost is the total
    // Without matter codes the project's name stands in, cut to 20 characters.
    const project = await app.owner('projects').where({ id: fusion.projectId }).first('name');
    expect(items[0][3]).toBe(ledesText(project.name, 20));
    expect(items[0][23]).toBe(ledesText(project.name, 20));
    expect((await app.request(as.professional, { method: 'GET', url: `/api/invoices/${invoice.id}/ledes` })).statusCode).toBe(403);
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/invoices/${invoice.id}/ledes` })).statusCode).toBe(404);
    await app.owner('trade_agreements').where({ id: fusion.agreementId }).update({ ledes_export: false });
    try {
      const refused = await app.request(as.admin, { method: 'GET', url: `/api/invoices/${invoice.id}/ledes` });
      expect(refused.statusCode).toBe(409);
      expect(refused.result).toMatchObject({ code: 'INVOICE_NOT_LEDES' });
    } finally {
      await app.owner('trade_agreements').where({ id: fusion.agreementId }).update({ ledes_export: true });
    }
  });

  it("exports the same invoice in LEDES 1998BI: IVA on each line, the withholding as IF pairs, INVOICE_TOTAL the invoice's total", async () => {
    const invoice = await app.owner('invoices').where({ preinvoice_id: preinvoiceId }).first();
    const url = `/api/invoices/${invoice.id}/ledes?format=1998BI`;
    const res = await app.request(as.admin, { method: 'GET', url });
    expect(res.statusCode, res.payload).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/filename="FV-\d{6}\.ledes98bi\.txt"/);
    expect(ledesProblems(res.payload)).toEqual([]);
    const rows = res.payload.split('\r\n').filter(Boolean);
    expect(rows[0]).toBe('LEDES98BI V2[]');
    expect(rows[1]).toBe(`${LEDES_1998BI.map((f) => f.name).join('|')}[]`);
    const items = rows.slice(2).map((r) => r.slice(0, -2).split('|'));
    const at = (name: string) => LEDES_1998BI.findIndex((f) => f.name === name);
    // Each fee line with its IVA, then its withholding as a pair of IF lines.
    expect(items.map((f) => [f[9], f[12], f[at('LINE_ITEM_TAX_RATE')], f[at('LINE_ITEM_TAX_TOTAL')]])).toEqual([
      ['F', '1130500.00', '0.19', '180500.00'],
      ['IF', '-1054500.00', '0.11', '-104500.00'],
      ['IF', '950000.00', '0', '0.00'],
      ['F', '1071000.00', '0.19', '171000.00'],
      ['IF', '-999000.00', '0.11', '-99000.00'],
      ['IF', '900000.00', '0', '0.00'],
    ]);
    // 1 850 000.00 + IVA 351 500.00 − withholding 203 500.00: what the client pays, the invoice's own total.
    expect(items[0][4]).toBe('1998000.00');
    expect(Number(items[0][4])).toBe(Number(invoice.total));
    expect([items[0][at('INVOICE_TAX_TOTAL')], items[0][at('INVOICE_NET_TOTAL')], items[0][at('INVOICE_CURRENCY')]]).toEqual([
      '148000.00',
      '1850000.00',
      'COP',
    ]);
    expect([items[0][at('INVOICE_REPORTED_TAX_TOTAL')], items[0][at('INVOICE_TAX_CURRENCY')]]).toEqual(['148000.00', 'COP']);
    expect(items.filter((f) => f[9] === 'F').map((f) => f[at('TIMEKEEPER_CLASSIFICATION')])).toEqual(['ASSOC', 'PARTNR']);
    const client = await app
      .owner('clients')
      .join('preinvoices as p', 'p.client_id', 'clients.id')
      .where('p.id', preinvoiceId)
      .first('clients.name', 'clients.document_number');
    expect([items[0][at('CLIENT_NAME')], items[0][at('CLIENT_TAX_ID')], items[0][at('CLIENT_COUNTRY')]]).toEqual([
      ledesText(client.name, 60),
      client.document_number,
      'COL',
    ]);
    const refused = await app.request(as.admin, { method: 'GET', url: `/api/invoices/${invoice.id}/ledes?format=2000` });
    expect(refused.statusCode).toBe(400);
    expect((await app.request(as.professional, { method: 'GET', url })).statusCode).toBe(403);
    expect((await app.request(as.outsider, { method: 'GET', url })).statusCode).toBe(404);
  });

  it("names the matter in LEDES by the project's codes, the firm's and the client's; a firm's code is the company's once", async () => {
    const invoice = await app.owner('invoices').where({ preinvoice_id: preinvoiceId }).first();
    const coded = await app.request(as.admin, {
      method: 'PATCH',
      url: `/api/projects/${fusion.projectId}`,
      payload: { matterCode: 'FUS-2026-014', clientMatterCode: 'LEG-4471' },
    });
    expect(coded.statusCode, coded.payload).toBe(200);
    try {
      const res = await app.request(as.admin, { method: 'GET', url: `/api/invoices/${invoice.id}/ledes` });
      expect(ledesProblems(res.payload)).toEqual([]);
      const items = res.payload
        .split('\r\n')
        .filter(Boolean)
        .slice(2)
        .map((r) => r.slice(0, -2).split('|'));
      expect(items.map((f) => [f[3], f[23]])).toEqual([
        ['FUS-2026-014', 'LEG-4471'],
        ['FUS-2026-014', 'LEG-4471'],
      ]);
      // Another project of the company may not take the same code, whatever its case; the first is untouched.
      const other = await app.owner('projects').where({ company_id: fusion.companyId }).whereNot({ id: fusion.projectId }).first('id');
      for (const lang of ['es', 'en'] as const) {
        const taken = await app.request(as.admin, {
          method: 'PATCH',
          url: `/api/projects/${other.id}`,
          payload: { matterCode: 'fus-2026-014' },
          headers: { 'accept-language': lang },
        });
        expect(taken.statusCode).toBe(409);
        expect(taken.result).toMatchObject({
          code: 'MATTER_CODE_TAKEN',
          message: lang === 'es' ? 'Ya existe un proyecto con este código de asunto' : 'A project with this matter code already exists',
        });
      }
      expect((await app.owner('projects').where({ id: other.id }).first('matter_code')).matter_code).toBeNull();
      // A code longer than LEDES's 20 characters is refused.
      const long = await app.request(as.admin, { method: 'PATCH', url: `/api/projects/${fusion.projectId}`, payload: { matterCode: 'M'.repeat(21) } });
      expect(long.statusCode).toBe(400);
      // Not the professional's to set.
      expect(
        (await app.request(as.professional, { method: 'PATCH', url: `/api/projects/${fusion.projectId}`, payload: { matterCode: 'X-1' } })).statusCode,
      ).toBe(403);
    } finally {
      await app.owner('projects').where({ id: fusion.projectId }).update({ matter_code: null, client_matter_code: null });
    }
  });

  it('keeps an approved invoice immutable in the database', async () => {
    const invoice = await app.owner('invoices').where({ preinvoice_id: preinvoiceId }).first();
    await expect(app.owner('invoices').where({ id: invoice.id }).update({ total: 1 })).rejects.toThrow(/immutable/);
    await expect(app.owner('invoices').where({ id: invoice.id }).delete()).rejects.toThrow(/never deleted/);
    await expect(app.owner('preinvoice_lines').where({ preinvoice_id: preinvoiceId }).update({ amount: 1 })).rejects.toThrow(/immutable/);
    expect((await app.request(as.admin, { method: 'DELETE', url: `/api/invoices/${invoice.id}` })).statusCode).toBe(404);
    expect((await app.request(as.admin, { method: 'PATCH', url: `/api/invoices/${invoice.id}`, payload: { total: '1' } })).statusCode).toBe(404);
  });

  it("answers an invoice's money with the currency's two decimals, its computed balance too", async () => {
    const invoice = await app.owner('invoices').where({ preinvoice_id: preinvoiceId }).first();
    const shown = await app.request(as.admin, { method: 'GET', url: `/api/invoices/${invoice.id}` });
    expect(shown.statusCode).toBe(200);
    const row = shown.result as Record<string, string>;
    for (const key of ['subtotal', 'taxes', 'withholdings', 'total', 'credited', 'paid', 'balance']) expect(row[key], key).toMatch(/^-?\d+\.\d{2}$/);
    expect(row.balance).toBe('1998000.00');
    // Its lines, as its pre-invoice's were approved, to the invoices' pair only; another tenant's holder finds none.
    const linesUrl = `/api/invoice-lines?invoiceId=${invoice.id}&_start=0&_end=20`;
    const lines = await app.request(as.admin, { method: 'GET', url: linesUrl });
    expect(lines.statusCode).toBe(200);
    expect(lines.headers['x-total-count']).toBe('2');
    expect((lines.result as Record<string, string>[]).map((l) => [l.concept, l.quantity, l.amount])).toEqual([
      ['hours', '2.5', '950000.00'],
      ['hours', '1.5', '900000.00'],
    ]);
    expect((await app.request(as.professional, { method: 'GET', url: linesUrl })).statusCode).toBe(403);
    const theirs = await app.request(as.outsider, { method: 'GET', url: linesUrl });
    expect([theirs.statusCode, theirs.result, theirs.headers['x-total-count']]).toEqual([200, [], '0']);
  });

  it('annuls an invoice with a reason only, and never back', async () => {
    const invoice = await app.owner('invoices').where({ preinvoice_id: preinvoiceId }).first();
    const bare = await app.request(as.admin, { method: 'POST', url: `/api/invoices/${invoice.id}/annul`, payload: {} });
    expect(bare.statusCode).toBe(400);
    expect(JSON.stringify(bare.result)).toContain('INVOICE_ANNUL_REASON_REQUIRED');
    // Without the pair the invoice is out of reach: the list is forbidden, the row not found.
    expect((await app.request(as.professional, { method: 'GET', url: '/api/invoices' })).statusCode).toBe(403);
    expect((await app.request(as.professional, { method: 'POST', url: `/api/invoices/${invoice.id}/annul`, payload: { reason: 'x' } })).statusCode).toBe(404);
    expect((await app.request(as.outsider, { method: 'POST', url: `/api/invoices/${invoice.id}/annul`, payload: { reason: 'x' } })).statusCode).toBe(404);
    const done = await app.request(as.admin, { method: 'POST', url: `/api/invoices/${invoice.id}/annul`, payload: { reason: 'Error en el NIT del cliente' } });
    expect(done.statusCode, JSON.stringify(done.result)).toBe(200);
    expect(done.result).toMatchObject({ state: 'annulled', annulReason: 'Error en el NIT del cliente' });
    expect((await app.request(as.admin, { method: 'POST', url: `/api/invoices/${invoice.id}/annul`, payload: { reason: 'otra vez' } })).statusCode).toBe(409);
  });

  it('cancels a pre-invoice: its work goes back to its block, awaiting', async () => {
    const audited = await auditedActivity('2026-04-10T15:00:00Z');
    const { id, block } = await preinvoiceOf(audited);
    const canceled = await app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${id}/cancel` });
    expect(canceled.statusCode, JSON.stringify(canceled.result)).toBe(200);
    expect(canceled.result).toMatchObject({ state: 'canceled' });
    expect(await activityStates(app.owner, (q) => q.where('t.id', audited))).toEqual([
      { id: audited, state: 'AwaitingPreInvoice', stored: 'AwaitingPreInvoice' },
    ]);
    expect(await app.owner('activities').where({ id: audited }).first('settlement_block_id')).toEqual({ settlement_block_id: block });
    expect(await app.owner('audit_log').where({ entity: 'activities', action: 'excludeFromPreInvoice', entity_id: audited }).first('before', 'after')).toEqual({
      before: { state: 'PreInvoiceInRevision' },
      after: { state: 'AwaitingPreInvoice' },
    });
    // Back in the queue: a new pre-invoice takes it again.
    const cop = await app.owner('currencies').where({ company_id: fusion.companyId, code: 'COP' }).first('id');
    const again = await app.request(as.admin, { method: 'POST', url: '/api/preinvoices/from-blocks', payload: { blockIds: [block], currencyId: cop.id } });
    expect(again.statusCode, JSON.stringify(again.result)).toBe(201);
    expect(await activityStates(app.owner, (q) => q.where('t.id', audited))).toEqual([
      { id: audited, state: 'PreInvoiceInRevision', stored: 'AwaitingPreInvoice' },
    ]);
    expect((await app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${id}/approve` })).statusCode).toBe(409);
  });
});
