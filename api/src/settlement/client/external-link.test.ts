// The client's external pre-invoice (issue 14, item 5) through the API and
// the real database: a link issued from a pre-invoice opens it without a session and takes a
// comment that joins the product's comments; an altered token, another pre-invoice or company in
// the URL, an expired, revoked or another tenant's link all get the same 404; issuing needs the
// pre-invoice's pair. (The customer portal: customer-portal.test.ts.)
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../platform/testing/fixtures.ts';
import { TOKEN_HEADER, signLink } from './external-link.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin', 'leader', 'professional'], outsider: ['SettlementReadPreinvoicesAll'] });
let preinvoiceId: string;
let otherPreinvoiceId: string;
let address = 0;

/** Each call from its own address unless told (the limits are per address). */
const open = (path: string, token: string | undefined, options: { method?: 'GET' | 'POST'; payload?: object; remoteAddress?: string } = {}) =>
  app.server.inject({
    method: options.method ?? 'GET',
    url: path,
    payload: options.payload,
    headers: token === undefined ? {} : { [TOKEN_HEADER]: token },
    remoteAddress: options.remoteAddress ?? `10.1.${Math.floor(++address / 250)}.${address % 250}`,
  });

const issue = (cookie: string, id = preinvoiceId, payload: object = {}) =>
  app.request(cookie, { method: 'POST', url: `/api/preinvoices/${id}/external-links`, payload });

/** The token in a link's fragment and the public API path of its URL. */
function partsOf(link: { path: string }) {
  const [path, fragment] = link.path.split('#t=');
  const [, , , , , companyId, preinvoiceId] = path.split('/');
  return { token: fragment, api: `/api/external/preinvoices/${companyId}/${preinvoiceId}` };
}

const code = (res: { result: unknown }) => (res.result as { code?: string }).code;

beforeAll(async () => {
  // A pre-invoice in progress and another one (approved) of the company.
  preinvoiceId = (await app.owner('preinvoices').where({ company_id: ids.mainCompanyId }).whereIn('state', ['created', 'revision']).orderBy('code').first('id'))
    .id;
  otherPreinvoiceId = (await app.owner('preinvoices').where({ company_id: ids.mainCompanyId }).whereNot({ id: preinvoiceId }).orderBy('code').first('id')).id;
});

describe('issuing a link', () => {
  it("needs the pre-invoice's pair: 403 without it, 404 from another tenant, 400 beyond 90 days; nothing stored", async () => {
    expect((await issue(as.professional)).statusCode).toBe(403);
    expect((await issue(as.outsider)).statusCode).toBe(404);
    const tooLong = await issue(as.admin, preinvoiceId, { days: 91 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.result).toMatchObject({ fields: [{ field: 'days', code: 'OUT_OF_RANGE' }] });
    expect(await app.owner('preinvoice_links').where({ preinvoice_id: preinvoiceId }).count({ n: '*' })).toEqual([{ n: '0' }]);
  });

  it('answers the link with the token in its fragment, 15 days by default, and audits it', async () => {
    const res = await issue(as.admin);
    expect(res.statusCode).toBe(201);
    const link = res.result as { id: string; path: string; url: string; expiresAt: string };
    expect(link.path).toMatch(new RegExp(`^/external/settlement-billing/preinvoice-client/detail/${ids.mainCompanyId}/${preinvoiceId}#t=`));
    expect(link.url.endsWith(link.path)).toBe(true);
    const days = (new Date(link.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(14.9);
    expect(days).toBeLessThanOrEqual(15);
    const logged = await app.owner('audit_log').where({ entity_id: preinvoiceId, action: 'issueExternalLink' }).first('actor_id');
    expect(logged.actor_id).toBe(await userId(app.owner, 'admin@demo.test'));
    const list = await app.request(as.admin, { method: 'GET', url: `/api/preinvoice-links?preinvoiceId=${preinvoiceId}` });
    expect(list.result).toEqual(expect.arrayContaining([expect.objectContaining({ id: link.id, inForce: true, useCount: 0 })]));
    expect(JSON.stringify(list.result)).not.toContain(partsOf(link).token);
    expect((await app.request(as.professional, { method: 'GET', url: `/api/preinvoice-links?preinvoiceId=${preinvoiceId}` })).statusCode).toBe(403);
    // Another tenant lists none of them.
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/preinvoice-links?preinvoiceId=${preinvoiceId}` })).result).toEqual([]);
  });

  it('a leader (Workgroup) issues links for the pre-invoices of their groups only', async () => {
    const reached = await app.request(as.leader, { method: 'GET', url: '/api/preinvoices?_start=0&_end=50' });
    const listed = (reached.result as { id: string }[]).map((r) => r.id);
    // Theirs: the pre-invoices of projects their work groups staff; another's is outside (the demo's year has more than a page).
    const groups = app
      .owner('project_work_groups as pw')
      .join('work_group_members as m', 'm.work_group_id', 'pw.work_group_id')
      .where('m.user_id', await userId(app.owner, 'lider@demo.test'))
      .select('pw.project_id');
    const theirs = await app
      .owner('preinvoices')
      .where({ company_id: ids.mainCompanyId })
      .whereNot({ state: 'canceled' })
      .whereIn('project_id', groups)
      .pluck('id');
    expect(listed.every((id) => theirs.includes(id))).toBe(true);
    const outside = (
      await app.owner('preinvoices').where({ company_id: ids.mainCompanyId }).whereNot({ state: 'canceled' }).whereNotIn('project_id', groups).first('id')
    )?.id as string | undefined;
    expect(listed[0], 'the leader reaches a pre-invoice').toBeTruthy();
    const mine = (await issue(as.leader, listed[0])).result as { id: string };
    if (outside) expect((await issue(as.leader, outside)).statusCode).toBe(404);
    // They list and revoke their pre-invoice's links; another's link is none of theirs.
    const theirLinks = await app.request(as.leader, { method: 'GET', url: `/api/preinvoice-links?preinvoiceId=${listed[0]}` });
    expect((theirLinks.result as { id: string }[]).map((l) => l.id)).toContain(mine.id);
    expect((await app.request(as.leader, { method: 'POST', url: `/api/preinvoice-links/${mine.id}/revoke` })).statusCode).toBe(200);
    if (outside) {
      const foreign = (await issue(as.admin, outside)).result as { id: string };
      expect((await app.request(as.leader, { method: 'GET', url: `/api/preinvoice-links?preinvoiceId=${outside}` })).result).toEqual([]);
      expect((await app.request(as.leader, { method: 'POST', url: `/api/preinvoice-links/${foreign.id}/revoke` })).statusCode).toBe(404);
    }
  });
});

describe('the client opens the link without a session', () => {
  it('reads the pre-invoice (header, lines, totals, rounding rule) and comments with their name', async () => {
    const link = (await issue(as.admin)).result as { path: string };
    const { token, api } = partsOf(link);
    const res = await open(api, token);
    expect(res.statusCode).toBe(200);
    const row = await app.owner('preinvoices').where({ id: preinvoiceId }).first('code', 'rounding_es');
    const view = res.result as Record<string, unknown> & { lines: unknown[]; comments: unknown[] };
    expect(view).toMatchObject({ id: preinvoiceId, code: row.code, roundingEs: row.rounding_es });
    expect(view.lines.length).toBe(view.lineCount);
    expect(view).toHaveProperty('total');

    const empty = await open(`${api}/comments`, token, { method: 'POST', payload: { authorName: 'Ana Cliente', body: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(code(empty)).toBe('MESSAGE_REQUIRED');
    const nameless = await open(`${api}/comments`, token, { method: 'POST', payload: { body: 'Hola' } });
    expect(nameless.result).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'authorName', code: 'REQUIRED' }] });
    const posted = await open(`${api}/comments`, token, { method: 'POST', payload: { authorName: 'Ana Cliente', body: 'Por favor revisen la línea 2' } });
    expect(posted.statusCode).toBe(201);
    // The comment is the pre-invoice's, seen in the product, marked as the client's (no user).
    const inside = await app.request(as.admin, { method: 'GET', url: `/api/preinvoice-comments?preinvoiceId=${preinvoiceId}` });
    expect(inside.result).toEqual(
      expect.arrayContaining([expect.objectContaining({ authorName: 'Ana Cliente', body: 'Por favor revisen la línea 2', userId: null })]),
    );
    expect(await app.owner('audit_log').where({ entity_id: preinvoiceId, action: 'externalComment' }).first('actor_id')).toEqual({ actor_id: null });
    const again = await open(api, token);
    expect((again.result as { comments: { authorName: string; fromClient: boolean }[] }).comments).toEqual(
      expect.arrayContaining([expect.objectContaining({ authorName: 'Ana Cliente', fromClient: true })]),
    );
    const pdf = await open(`${api}/pdf?language=en`, token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses every bad link with the same 404 EXTERNAL_LINK_INVALID, and writes nothing', async () => {
    const issued = (await issue(as.admin, preinvoiceId, { days: 1 })).result as { id: string; path: string };
    const { token, api } = partsOf(issued);
    const secret = app.config.externalLinkSecret;
    const claims = { tenantId: ids.demoTenantId, companyId: ids.mainCompanyId, preinvoiceId, linkId: issued.id };
    const altered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    const payloadSwap = (() => {
      // another pre-invoice's id in a re-encoded payload, the old signature
      const [h, p, s] = token.split('.');
      const body = JSON.parse(Buffer.from(p, 'base64url').toString());
      return [h, Buffer.from(JSON.stringify({ ...body, sub: otherPreinvoiceId })).toString('base64url'), s].join('.');
    })();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    const otherKey = await new SignJWT({ tid: ids.demoTenantId, cid: ids.mainCompanyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('lawfirm')
      .setAudience('external-preinvoice')
      .setSubject(preinvoiceId)
      .setJti(issued.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    const expired = await signLink(secret, { ...claims, expiresAt: new Date(Date.now() - 1000) });
    // A valid signature whose row expired (the database's clock decides, not only the token's exp).
    const [stale] = await app
      .owner('preinvoice_links')
      .insert({ tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId, preinvoice_id: preinvoiceId, expires_at: new Date(Date.now() - 60_000) })
      .returning('id');
    const staleToken = await signLink(secret, { ...claims, linkId: stale.id, expiresAt: new Date(Date.now() + 3_600_000) });
    // A link never stored (a forged jti with the right key cannot exist without the key; still refused).
    const unknownRow = await signLink(secret, { ...claims, linkId: '7f0000ff-0000-4000-8000-0000000000ff', expiresAt: new Date(Date.now() + 3_600_000) });
    // Another tenant's ids signed with the key: the row is looked up inside that tenant, where it is not.
    const crossTenant = await signLink(secret, { ...claims, tenantId: ids.otherTenantId, expiresAt: new Date(Date.now() + 3_600_000) });
    const cases: [string, string, string | undefined][] = [
      ['no token', api, undefined],
      ['empty token', api, ''],
      ['garbage', api, 'abc.def.ghi'],
      ['altered signature', api, altered],
      ['altered payload', `/api/external/preinvoices/${ids.mainCompanyId}/${otherPreinvoiceId}`, payloadSwap],
      ['alg none', api, unsigned],
      ['another key', api, otherKey],
      ['other pre-invoice in the URL', `/api/external/preinvoices/${ids.mainCompanyId}/${otherPreinvoiceId}`, token],
      ['other company in the URL', `/api/external/preinvoices/${ids.secondCompanyId}/${preinvoiceId}`, token],
      ['not a uuid in the URL', `/api/external/preinvoices/${ids.mainCompanyId}/abc`, token],
      ['expired token', api, expired],
      ['expired row', api, staleToken],
      ['unknown link', api, unknownRow],
      ['another tenant', api, crossTenant],
    ];
    for (const [name, path, t] of cases) {
      for (const [suffix, method] of [
        ['', 'GET'],
        ['/comments', 'POST'],
        ['/pdf', 'GET'],
      ] as const) {
        const res = await open(`${path}${suffix}`, t, { method, payload: method === 'POST' ? { authorName: 'X', body: 'Y' } : undefined });
        expect([name, suffix, res.statusCode, code(res)]).toEqual([name, suffix, 404, 'EXTERNAL_LINK_INVALID']);
      }
    }
    expect((await open(api, token)).statusCode).toBe(200); // the good one still opens
    // Revoked: the same refusal from then on; revoking needs the pair.
    expect((await app.request(as.professional, { method: 'POST', url: `/api/preinvoice-links/${issued.id}/revoke` })).statusCode).toBe(403);
    expect((await app.request(as.outsider, { method: 'POST', url: `/api/preinvoice-links/${issued.id}/revoke` })).statusCode).toBe(404);
    const revoked = await app.request(as.admin, { method: 'POST', url: `/api/preinvoice-links/${issued.id}/revoke` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.result).toMatchObject({ id: issued.id, inForce: false });
    // Revoking twice changes nothing: it is not offered any more, and the log keeps one revocation.
    expect((revoked.result as { actions: string[] }).actions ?? []).not.toContain('revoke');
    expect((await app.request(as.admin, { method: 'POST', url: `/api/preinvoice-links/${issued.id}/revoke` })).statusCode).toBe(200);
    const after = await open(api, token);
    expect([after.statusCode, code(after)]).toEqual([404, 'EXTERNAL_LINK_INVALID']);
    expect(await app.owner('audit_log').where({ entity_id: preinvoiceId, action: 'revokeExternalLink' }).count({ n: '*' })).toEqual([{ n: '1' }]);
    expect(await app.owner('preinvoice_comments').where({ preinvoice_id: otherPreinvoiceId }).whereNull('user_id').count({ n: '*' })).toEqual([{ n: '0' }]);
  });

  it("a canceled pre-invoice's link opens nothing, and no new one is issued for it", async () => {
    // A copy of the pre-invoice in progress, to cancel.
    const { id: _id, code: original, created_at: _c, updated_at: _u, ...rest } = await app.owner('preinvoices').where({ id: preinvoiceId }).first();
    const [spare] = await app
      .owner('preinvoices')
      .insert({ ...rest, code: `${original}-X` })
      .returning('id');
    const link = (await issue(as.admin, spare.id)).result as { path: string };
    const { token, api } = partsOf(link);
    expect((await open(api, token)).statusCode).toBe(200);
    await app.owner('preinvoices').where({ id: spare.id }).update({ state: 'canceled' });
    expect(code(await open(api, token))).toBe('EXTERNAL_LINK_INVALID');
    expect(code(await issue(as.admin, spare.id))).toBe('EXTERNAL_PREINVOICE_CANCELED');
  });

  it("shows the client the firm's comments written for it and its own, never an internal one", async () => {
    const link = (await issue(as.admin)).result as { path: string };
    const { token, api } = partsOf(link);
    const post = (payload: Record<string, unknown>) =>
      app.request(as.admin, { method: 'POST', url: '/api/preinvoice-comments', payload: { preinvoiceId, ...payload } });
    const internal = await post({ body: 'Revisar con la socia antes de enviar.' });
    expect(internal.statusCode).toBe(201);
    expect(internal.result).toMatchObject({ forClient: false, fromClient: false });
    const shown = await post({ body: 'Ajustamos la tarifa de la línea 3.', forClient: true });
    expect(shown.result).toMatchObject({ forClient: true, fromClient: false });
    expect((await post({ body: 'x', forClient: 'sí' })).statusCode).toBe(400);
    await open(`${api}/comments`, token, { method: 'POST', payload: { authorName: 'Ana Cliente', body: 'Gracias, de acuerdo.' } });

    const seen = ((await open(api, token)).result as { comments: { body: string; authorName: string; fromClient: boolean }[] }).comments;
    expect(seen.map((c) => c.body)).not.toContain('Revisar con la socia antes de enviar.');
    expect(seen).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ body: 'Ajustamos la tarifa de la línea 3.', fromClient: false }),
        expect.objectContaining({ body: 'Gracias, de acuerdo.', authorName: 'Ana Cliente', fromClient: true }),
      ]),
    );
    // The staff page reads them all, each saying which it is.
    const inside = (await app.request(as.admin, { method: 'GET', url: `/api/preinvoice-comments?preinvoiceId=${preinvoiceId}` })).result as {
      body: string;
      forClient: boolean;
      fromClient: boolean;
    }[];
    expect(inside.find((c) => c.body === 'Revisar con la socia antes de enviar.')).toMatchObject({ forClient: false, fromClient: false });
    expect(inside.find((c) => c.body === 'Gracias, de acuerdo.')).toMatchObject({ forClient: true, fromClient: true });
  });

  it('limits the comments of one address (429 EXTERNAL_RATE_LIMITED)', async () => {
    const { token, api } = partsOf((await issue(as.admin)).result as { path: string });
    const remoteAddress = '10.9.9.9';
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (await open(`${api}/comments`, token, { method: 'POST', payload: { authorName: 'Ana', body: `n${i}` }, remoteAddress })).statusCode;
    }
    expect(last).toBe(429);
    expect((await open(api, token, { remoteAddress })).statusCode).toBe(200); // reading goes on
  });
});
