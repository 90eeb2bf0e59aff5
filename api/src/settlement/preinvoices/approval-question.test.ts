// The question before a pre-invoice's approval, through the API and the real database: its preview
// names the invoice's prefix (never a number the gapless counter has not given yet), the client and
// the total in the caller's language, and the work it bills; the approval refuses unanswered, taking
// nothing; the preview refuses as the approval would; out of reach and another tenant's: 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { auditedActivity, userId } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, fusion } = apiTest({ as: ['admin', 'professional'], outsider: ['SettlementReadPreinvoicesAll'] });
let clientName: string;

const CONFIRMED = { 'x-confirm': 'PREINVOICE_APPROVAL_CONFIRM' };

/** A pre-invoice in COP of one audited activity of the fusion project (2.5 h of an associate, 1.5 h of the leader): 1 998 000.00. */
async function preinvoice(month: string): Promise<string> {
  const works: [string, number][] = [
    [await userId(app.owner, 'profesional@demo.test'), 150],
    [await userId(app.owner, 'lider@demo.test'), 90],
  ];
  const audited = await auditedActivity(app.owner, {
    companyId: fusion.companyId,
    projectId: fusion.projectId,
    agreementId: fusion.agreementId,
    finished: `${month}-10T15:00:00Z`,
    works,
  });
  const sent = await app.request(as.admin, { method: 'POST', url: '/api/settlement/send-to-preinvoice', payload: { activityIds: [audited] } });
  const cop = await app.owner('currencies').where({ company_id: fusion.companyId, code: 'COP' }).first('id');
  const made = await app.request(as.admin, {
    method: 'POST',
    url: '/api/preinvoices/from-blocks',
    payload: { blockIds: (sent.result as { blockIds: string[] }).blockIds, currencyId: cop.id },
  });
  expect(made.statusCode, JSON.stringify(made.result)).toBe(201);
  return (made.result as { ids: string[] }).ids[0];
}

const counter = () => app.owner('invoice_counters').where({ company_id: fusion.companyId, prefix: 'FV' }).first('last_number');

beforeAll(async () => {
  clientName = (await app.owner('projects as p').join('clients as c', 'c.id', 'p.client_id').where('p.id', fusion.projectId).first('c.name')).name;
});

describe("a pre-invoice's approval asks first", () => {
  it("previews the invoice it would make: prefix, client and total in the caller's language, and the work it bills; nothing changes", async () => {
    const id = await preinvoice('2026-01');
    const before = await counter();
    const url = `/api/preinvoices/${id}/approve/preview`;
    const es = await app.request(as.admin, { method: 'GET', url });
    expect(es.statusCode, JSON.stringify(es.result)).toBe(200);
    expect(es.result).toEqual({
      action: 'approve',
      state: 'created',
      next: 'approved',
      affected: { activities: 1 },
      confirm: 'PREINVOICE_APPROVAL_CONFIRM',
      confirmParams: { prefix: 'FV', client: clientName, total: '1.998.000,00 COP' },
    });
    const en = await app.request(as.admin, { method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(en.result).toMatchObject({ confirmParams: { prefix: 'FV', client: clientName, total: '1,998,000.00 COP' } });
    expect(await counter()).toEqual(before);
    expect((await app.owner('preinvoices').where({ id }).first('state')).state).toBe('created');
  });

  it('refuses an unanswered approval with the question in words, taking no number; answered, it makes the invoice', async () => {
    const id = await preinvoice('2026-02');
    const before = await counter();
    const asked = await app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${id}/approve` });
    expect(asked.statusCode).toBe(409);
    expect(asked.result).toMatchObject({
      code: 'PREINVOICE_APPROVAL_CONFIRM',
      confirmable: true,
      message: `Se creará una factura con el prefijo FV a nombre de ${clientName} por 1.998.000,00 COP; su número se asigna al aprobarla. Una factura no se puede deshacer, solo anular.`,
    });
    expect(await counter()).toEqual(before);
    expect(await app.owner('invoices').where({ preinvoice_id: id })).toEqual([]);
    const done = await app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${id}/approve`, headers: CONFIRMED });
    expect(done.statusCode, JSON.stringify(done.result)).toBe(200);
    expect(await app.owner('invoices').where({ preinvoice_id: id }).first('prefix', 'total')).toEqual({ prefix: 'FV', total: '1998000.000000' });
  });

  it('refuses in the preview as the approval would: a pre-invoice of 0.00 is never asked about', async () => {
    const id = await preinvoice('2026-03');
    await app.owner('preinvoice_lines').where({ preinvoice_id: id }).update({ amount: 0, taxes: 0, withholdings: 0, unit_price: 0 });
    await app.owner('preinvoices').where({ id }).update({ subtotal: 0, taxes: 0, withholdings: 0, total: 0 });
    const res = await app.request(as.admin, { method: 'GET', url: `/api/preinvoices/${id}/approve/preview` });
    expect(res.statusCode).toBe(409);
    expect(res.result).toMatchObject({ code: 'PREINVOICE_TOTAL_ZERO' });
  });

  it("approves one pre-invoice at a time: the selection's form is not offered", async () => {
    const id = await preinvoice('2026-04');
    const bulk = await app.request(as.admin, { method: 'POST', url: '/api/preinvoices/actions/approve', payload: { ids: [id] }, headers: CONFIRMED });
    expect(bulk.statusCode).toBe(404);
    const meta = (await app.request(as.admin, { method: 'GET', url: '/api/meta/resources' })).result as {
      resources: { name: string; actions?: { name: string; bulk: boolean; verify: boolean }[] }[];
    };
    const actions = meta.resources.find((r) => r.name === 'preinvoices')!.actions!;
    expect(actions.find((a) => a.name === 'approve')).toMatchObject({ bulk: false, verify: true });
  });

  it("counts the work a cancellation sends back to its block in the cancel's preview", async () => {
    const id = await preinvoice('2026-05');
    const res = await app.request(as.admin, { method: 'GET', url: `/api/preinvoices/${id}/cancel/preview` });
    expect(res.result).toMatchObject({ action: 'cancel', affected: { activities: 1 }, confirm: null });
  });

  it("is out of reach without the pre-invoices' pair and for another tenant: 404 on the preview and the approval, nothing taken", async () => {
    const id = await preinvoice('2026-06');
    const before = await counter();
    for (const caller of [as.professional, as.outsider]) {
      expect((await app.request(caller, { method: 'GET', url: `/api/preinvoices/${id}/approve/preview` })).statusCode).toBe(404);
      expect((await app.request(caller, { method: 'POST', url: `/api/preinvoices/${id}/approve`, headers: CONFIRMED })).statusCode).toBe(404);
    }
    // The edit's approval is a route of the pair: refused outright (403) without it.
    expect(
      (await app.request(as.professional, { method: 'POST', url: `/api/preinvoices/${id}/save-and-approve`, payload: {}, headers: CONFIRMED })).statusCode,
    ).toBe(403);
    expect(await counter()).toEqual(before);
    expect((await app.owner('preinvoices').where({ id }).first('state')).state).toBe('created');
  });
});
