// The customer portal through the API and the real database (issue 29, item 1): a client's contact
// reads their own client's projects, pre-invoices in revision or approved, and invoices; opens each,
// downloads its PDF and comments on a pre-invoice in revision, the comment reaching the firm signed
// with their name. Another client's records, the firm's drafts and internal comments stay out; the
// firm's staff routes refuse the contact, and the portal's records refuse the staff.
import { beforeAll, describe, expect, it } from 'vitest';
import { otherTenantHolder, tenants, userId } from '../../platform/testing/fixtures.ts';
import { DEMO } from '../../../../seeds/demo.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['contact', 'admin'] });
let contactId: string;
let outsider: string;
let ownApproved: { id: string; code: string };
let ownInvoice: { id: string; prefix: string; number: string };
let draft: { id: string; client_id: string };

const get = (cookie: string | null, url: string) => app.request(cookie, { method: 'GET', url });
const comment = (cookie: string, id: string, payload: object) =>
  app.request(cookie, { method: 'POST', url: `/api/customer-portal/preinvoices/${id}/comments`, payload });
const code = (res: { result: unknown }) => (res.result as { code?: string }).code;

/** Points the demo contact at another client for the length of `fn`. */
async function asContactOf<T>(clientId: string, fn: () => Promise<T>): Promise<T> {
  await app.owner('user_profiles').where({ user_id: contactId, company_id: ids.mainCompanyId }).update({ client_id: clientId });
  try {
    return await fn();
  } finally {
    await app.owner('user_profiles').where({ user_id: contactId, company_id: ids.mainCompanyId }).update({ client_id: DEMO.clientId });
  }
}

beforeAll(async () => {
  contactId = await userId(app.owner, 'cliente@demo.test');
  const other = await otherTenantHolder(app.owner, []);
  // The other tenant's member is a contact of a client of their own company.
  const taxProfile = await app.owner('tax_profiles').where({ company_id: other.companyId }).first('id');
  const [otherClient] = await app
    .owner('clients')
    .insert({
      tenant_id: other.tenantId,
      company_id: other.companyId,
      name: 'Cliente Externo S.A.S.',
      document_number: '900999111',
      tax_profile_id: taxProfile.id,
    })
    .returning('id');
  await app
    .owner('user_profiles')
    .insert({ tenant_id: other.tenantId, company_id: other.companyId, user_id: other.userId, is_contact: true, client_id: otherClient.id })
    .onConflict(['company_id', 'user_id'])
    .merge();
  outsider = await app.cookieFor(other.userId, other);
  ownApproved = await app.owner('preinvoices').where({ client_id: DEMO.clientId, state: 'approved' }).orderBy('code').first('id', 'code');
  ownInvoice = await app.owner('invoices').where({ preinvoice_id: ownApproved.id }).first('id', 'prefix', 'number');
  draft = await app
    .owner('preinvoices')
    .where({ company_id: ids.mainCompanyId, state: 'created' })
    .whereNot({ client_id: DEMO.clientId })
    .orderBy('code')
    .first('id', 'client_id');
});

describe("the portal's summary", () => {
  it("shows the contact their client's projects, pre-invoices in revision or approved and invoices, with what is owed", async () => {
    const res = await get(as.contact, '/api/customer-portal');
    expect(res.statusCode).toBe(200);
    const body = res.result as {
      contact: { clientId: string; clientName: string };
      projects: { id: string }[];
      preinvoices: { id: string; state: string }[];
      invoices: { id: string; balance: string }[];
      balances: { currency: string; balance: string }[];
      counts: Record<string, number>;
    };
    expect(body.contact).toEqual({ clientId: DEMO.clientId, clientName: 'Inversiones Los Andes S.A.S.' });
    const own = await app.owner('projects').where({ client_id: DEMO.clientId, company_id: ids.mainCompanyId }).pluck('id');
    expect(body.projects.map((p) => p.id).sort()).toEqual([...own].sort());
    const ownPre = await app.owner('preinvoices').where({ client_id: DEMO.clientId }).whereIn('state', ['revision', 'approved']).pluck('id');
    expect(body.preinvoices.map((p) => p.id).sort()).toEqual([...ownPre].sort());
    const ownInv = await app.owner('invoices').where({ client_id: DEMO.clientId }).pluck('id');
    expect(body.invoices.map((p) => p.id).sort()).toEqual([...ownInv].sort());
    expect(body.counts).toEqual({ projects: own.length, preinvoices: ownPre.length, invoices: ownInv.length });
    expect(ownInv.length).toBeGreaterThan(0);
    const owed = await app
      .owner('invoices as i')
      .join('currencies as c', 'c.id', 'i.currency_id')
      .where({ 'i.client_id': DEMO.clientId, 'i.state': 'approved' })
      .groupBy('c.code', 'c.decimals')
      .select('c.code as currency', app.owner.raw('round(sum(i.total - i.credited - i.paid), c.decimals)::text as balance'));
    expect(body.balances.map(({ currency, balance }) => ({ currency, balance }))).toEqual(owed);
  });

  it("keeps the firm's drafts out: a created pre-invoice is not the client's until it is sent for revision", async () => {
    const body = await asContactOf(draft.client_id, async () => (await get(as.contact, '/api/customer-portal')).result as { preinvoices: { id: string }[] });
    expect(body.preinvoices.map((p) => p.id)).not.toContain(draft.id);
    await asContactOf(draft.client_id, async () => expect((await get(as.contact, `/api/customer-portal/preinvoices/${draft.id}`)).statusCode).toBe(404));
  });

  it('refuses a member who is not a contact (the firm has its own screens); without a session, 401', async () => {
    const res = await get(as.admin, '/api/customer-portal');
    expect(res.statusCode).toBe(403);
    expect(code(res)).toBe('FORBIDDEN');
    expect((await get(null, '/api/customer-portal')).statusCode).toBe(401);
  });
});

describe('a project, a pre-invoice and an invoice opened from the portal', () => {
  it("opens the client's project with its agreements, pre-invoices and invoices; another client's is 404", async () => {
    const projectId = (await app.owner('invoices').where({ id: ownInvoice.id }).first('project_id')).project_id as string;
    const res = await get(as.contact, `/api/customer-portal/projects/${projectId}`);
    expect(res.statusCode).toBe(200);
    const body = res.result as { name: string; agreements: { type: string }[]; invoices: { id: string }[]; preinvoices: { id: string }[] };
    expect(body.invoices.map((i) => i.id)).toContain(ownInvoice.id);
    expect(body.preinvoices.map((p) => p.id)).toContain(ownApproved.id);
    expect(body.agreements.length).toBeGreaterThan(0);
    const another = await app.owner('projects').where({ company_id: ids.mainCompanyId }).whereNot({ client_id: DEMO.clientId }).first('id');
    expect((await get(as.contact, `/api/customer-portal/projects/${another.id}`)).statusCode).toBe(404);
  });

  it("reads a pre-invoice as the client does: its lines and totals, the comments for it, never the firm's internal ones", async () => {
    const [internal] = await app
      .owner('preinvoice_comments')
      .insert({
        tenant_id: (await tenants(app.owner)).demoTenantId,
        company_id: ids.mainCompanyId,
        preinvoice_id: ownApproved.id,
        author_name: 'Socia',
        body: 'Nota interna: revisar tarifa',
        for_client: false,
        from_client: false,
      })
      .returning('id');
    const res = await get(as.contact, `/api/customer-portal/preinvoices/${ownApproved.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.result as { code: string; total: string; lines: unknown[]; comments: { id: string }[]; canComment: boolean };
    expect(body.code).toBe(ownApproved.code);
    expect(body.lines.length).toBeGreaterThan(0);
    expect(body.canComment).toBe(false); // approved: nothing left to discuss
    expect(body.comments.map((c) => c.id)).not.toContain(internal.id);
    expect((await get(as.contact, `/api/customer-portal/preinvoices/${draft.id}`)).statusCode).toBe(404); // another client's
  });

  it('reads an invoice with its number, totals, credits, payments and balance, and its lines', async () => {
    const res = await get(as.contact, `/api/customer-portal/invoices/${ownInvoice.id}`);
    expect(res.statusCode).toBe(200);
    const stored = await app
      .owner('invoices as i')
      .join('currencies as c', 'c.id', 'i.currency_id')
      .where('i.id', ownInvoice.id)
      .first(app.owner.raw('round(i.total, c.decimals)::text as total'), app.owner.raw('round(i.total - i.credited - i.paid, c.decimals)::text as balance'));
    expect(res.result).toMatchObject({
      number: `${ownInvoice.prefix}-${String(ownInvoice.number).padStart(6, '0')}`,
      preinvoiceCode: ownApproved.code,
      total: stored.total,
      balance: stored.balance,
    });
    expect((res.result as { comments?: unknown }).comments).toBeUndefined();
    // What settled it: each cash receipt's amount applied to it, and the credit notes on it, sum to what it says.
    const { payments, creditNotes, paid, credited } = res.result as {
      payments: { amount: string }[];
      creditNotes: { invoiceValue: string }[];
      paid: string;
      credited: string;
    };
    expect(payments.reduce((sum, p) => sum + Number(p.amount), 0)).toBeCloseTo(Number(paid), 2);
    expect(creditNotes.reduce((sum, n) => sum + Number(n.invoiceValue), 0)).toBeCloseTo(Number(credited), 2);
    expect((res.result as { lines: unknown[] }).lines.length).toBeGreaterThan(0);
  });

  it("downloads the pre-invoice's and the invoice's PDFs, in the language asked; another client's is 404", async () => {
    const pre = await app.server.inject({
      method: 'GET',
      url: `/api/customer-portal/preinvoices/${ownApproved.id}/pdf?language=en`,
      headers: { cookie: as.contact },
    });
    expect(pre.statusCode).toBe(200);
    expect(pre.headers['content-type']).toBe('application/pdf');
    expect(pre.headers['content-disposition']).toBe(`attachment; filename="${ownApproved.code}.pdf"`);
    expect(pre.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const inv = await app.server.inject({ method: 'GET', url: `/api/customer-portal/invoices/${ownInvoice.id}/pdf`, headers: { cookie: as.contact } });
    expect(inv.statusCode).toBe(200);
    expect(inv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(as.contact, `/api/customer-portal/preinvoices/${draft.id}/pdf`)).statusCode).toBe(404);
    expect((await get(as.contact, `/api/customer-portal/invoices/${ownInvoice.id}/pdf?language=fr`)).statusCode).toBe(400);
  });
});

describe("the client's comment", () => {
  it("joins a pre-invoice in revision signed with the contact's name, for the firm to read; refused empty, and once it is no longer in revision", async () => {
    // The firm sends its draft for the client's revision.
    const skipped = await app.request(as.admin, { method: 'POST', url: `/api/preinvoices/${draft.id}/skip`, payload: {} });
    expect(skipped.statusCode, JSON.stringify(skipped.result)).toBe(200);
    await asContactOf(draft.client_id, async () => {
      const view = (await get(as.contact, `/api/customer-portal/preinvoices/${draft.id}`)).result as { canComment: boolean };
      expect(view.canComment).toBe(true);
      const empty = await comment(as.contact, draft.id, { body: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(JSON.stringify(empty.result)).toContain('MESSAGE_REQUIRED');
      expect((await comment(as.contact, draft.id, { body: 'Hola', authorName: 'Otro' })).statusCode).toBe(400); // the name is theirs, not chosen
      const sent = await comment(as.contact, draft.id, { body: 'Por favor detallen las horas de la audiencia del 12.' });
      expect(sent.statusCode).toBe(201);
      expect(sent.result).toMatchObject({ authorName: 'Mariana López', fromClient: true });
    });
    const seen = (await get(as.admin, `/api/preinvoice-comments?preinvoiceId=${draft.id}`)).result as {
      body: string;
      userId: string;
      fromClient: boolean;
      forClient: boolean;
    }[];
    expect(seen.at(-1)).toMatchObject({ body: 'Por favor detallen las horas de la audiencia del 12.', userId: contactId, fromClient: true, forClient: true });

    const late = await comment(as.contact, ownApproved.id, { body: 'Una pregunta' });
    expect(late.statusCode).toBe(409);
    expect(code(late)).toBe('PREINVOICE_NOT_IN_REVISION');
    expect(await app.owner('preinvoice_comments').where({ preinvoice_id: ownApproved.id, body: 'Una pregunta' }).first()).toBeUndefined();
  });
});

describe('who reaches what', () => {
  it("refuses the contact the firm's staff routes (work panel, agenda, reports, documentation, pre-invoices) and keeps their inbox open", async () => {
    for (const url of [
      '/api/work-panel/indicators',
      '/api/agenda?from=2026-11-01&to=2026-11-30',
      '/api/reports',
      '/api/documentation-center',
      '/api/preinvoices',
      `/api/preinvoices/${ownApproved.id}/pdf`,
      '/api/activities',
    ]) {
      const res = await get(as.contact, url);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await get(as.contact, '/api/notifications')).statusCode).toBe(200);
    expect((await get(as.contact, '/api/me')).statusCode).toBe(200);
  });

  it("refuses the firm's staff the portal's records (they have the firm's screens) and another tenant's contact sees none of ours", async () => {
    expect((await get(as.admin, `/api/customer-portal/preinvoices/${ownApproved.id}`)).statusCode).toBe(403);
    expect((await get(as.admin, `/api/customer-portal/invoices/${ownInvoice.id}/pdf`)).statusCode).toBe(403);
    for (const url of [
      `/api/customer-portal/preinvoices/${ownApproved.id}`,
      `/api/customer-portal/invoices/${ownInvoice.id}`,
      `/api/customer-portal/invoices/${ownInvoice.id}/pdf`,
    ]) {
      expect((await get(outsider, url)).statusCode, url).toBe(404);
    }
    expect((await comment(outsider, ownApproved.id, { body: 'Hola' })).statusCode).toBe(404);
    const theirs = (await get(outsider, '/api/customer-portal')).result as { contact: { clientName: string }; invoices: unknown[] };
    expect(theirs.contact.clientName).toBe('Cliente Externo S.A.S.');
    expect(theirs.invoices).toEqual([]);
  });
});
