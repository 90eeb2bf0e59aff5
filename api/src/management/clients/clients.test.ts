// Rules of clients and contacts (document 1, section 5) through the API.
import { beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin'] });
let taxProfileId: string;

const client = (over: Record<string, unknown> = {}) => ({ name: 'Inversiones La Sabana S.A.S.', documentNumber: '901555777', taxProfileId, ...over });

beforeAll(async () => {
  taxProfileId = (await app.owner('tax_profiles').where({ company_id: ids.mainCompanyId }).first('id')).id;
});

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  app.request(as.admin, { method: 'POST', url: '/api/clients', payload: payload as object, headers });

describe('clients', () => {
  it('requires the document number (NIT) with CLIENT_DOCUMENT_REQUIRED', async () => {
    const res = await post(client({ documentNumber: '' }));
    expect(res.statusCode).toBe(400);
    expect((res.result as { fields: { field: string; code: string }[] }).fields).toContainEqual(
      expect.objectContaining({ field: 'documentNumber', code: 'CLIENT_DOCUMENT_REQUIRED' }),
    );
  });

  it('requires a tax profile with CLIENT_TAX_PROFILE_REQUIRED', async () => {
    const res = await post(client({ taxProfileId: undefined }));
    expect((res.result as { fields: { code: string }[] }).fields.map((f) => f.code)).toContain('CLIENT_TAX_PROFILE_REQUIRED');
  });

  it('refuses a tax profile of another company with INVALID_REFERENCE', async () => {
    const foreign = await app.owner('tax_profiles').where({ company_id: ids.otherCompanyId }).first('id');
    const res = await post(client({ taxProfileId: foreign.id, documentNumber: '901000001' }));
    expect(res.statusCode).toBe(400);
    expect((res.result as { fields: { field: string; code: string }[] }).fields).toEqual([
      expect.objectContaining({ field: 'taxProfileId', code: 'INVALID_REFERENCE' }),
    ]);
  });

  it("answers the email format with 'Este formato de email no está permitido'", async () => {
    const res = await post(client({ email: 'no-es-un-correo' }), { 'accept-language': 'es' });
    const field = (res.result as { fields: { field: string; message: string }[] }).fields[0];
    expect(field).toMatchObject({ field: 'email', message: 'Este formato de email no está permitido' });
    const en = await post(client({ email: 'bad@' }), { 'accept-language': 'en-US' });
    expect((en.result as { fields: { message: string }[] }).fields[0].message).toBe('This email format is not allowed');
  });

  it('accepts digits only in phone and document number', async () => {
    const res = await post(client({ phone: '300-123', documentNumber: '90155A' }));
    const codes = (res.result as { fields: { field: string; code: string }[] }).fields;
    expect(codes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'phone', code: 'DIGITS_ONLY' }),
        expect.objectContaining({ field: 'documentNumber', code: 'DIGITS_ONLY' }),
      ]),
    );
  });

  it("defaults country and main city to COL and Bogotá (the specification's 1170483426)", async () => {
    const res = await post(client({ documentNumber: '901000002', country: '', city: null }));
    expect(res.statusCode).toBe(201);
    expect(res.result).toMatchObject({ country: 'COL', city: 'DC:Bogotá D.C.', active: true, personType: 'juridical' });
  });

  it('warns of a duplicate document number and saves once the user confirms', async () => {
    const first = await post(client({ documentNumber: '901000003' }));
    expect(first.statusCode).toBe(201);
    const again = await post(client({ documentNumber: '901000003', name: 'Otro nombre' }));
    expect(again.statusCode).toBe(409);
    expect(again.result).toMatchObject({ code: 'CLIENT_DOCUMENT_DUPLICATE', confirmable: true });
    expect(await app.owner('clients').where({ document_number: '901000003' }).count({ n: '*' }).first()).toEqual({ n: '1' });
    const confirmed = await post(client({ documentNumber: '901000003', name: 'Otro nombre' }), { 'x-confirm': 'CLIENT_DOCUMENT_DUPLICATE' });
    expect(confirmed.statusCode).toBe(201);
  });

  it('warns on update only when the document number changes to an existing one', async () => {
    const a = (await post(client({ documentNumber: '901000004' }))).result as { id: string };
    await post(client({ documentNumber: '901000005' }));
    const rename = await app.request(as.admin, { method: 'PATCH', url: `/api/clients/${a.id}`, payload: { name: 'Nuevo nombre' } });
    expect(rename.statusCode).toBe(200);
    const clash = await app.request(as.admin, { method: 'PATCH', url: `/api/clients/${a.id}`, payload: { documentNumber: '901000005' } });
    expect(clash.statusCode).toBe(409);
  });
});

describe('client contacts', () => {
  it('accepts the contact types 1, 2, 3 and 0 only, and names of letters only', async () => {
    const clientId = ((await post(client({ documentNumber: '901000006' }))).result as { id: string }).id;
    const ok = await app.request(as.admin, { method: 'POST', url: '/api/client-contacts', payload: { clientId, name: 'Ana María', type: 2 } });
    expect(ok.statusCode).toBe(201);
    const bad = await app.request(as.admin, { method: 'POST', url: '/api/client-contacts', payload: { clientId, name: 'R2D2', type: 7 } });
    expect((bad.result as { fields: { field: string; code: string }[] }).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'LETTERS_ONLY' }),
        expect.objectContaining({ field: 'type', code: 'INVALID_OPTION' }),
      ]),
    );
    const listed = await app.request(as.admin, { method: 'GET', url: `/api/client-contacts?clientId=${clientId}` });
    expect(listed.result).toHaveLength(1);
  });
});

describe('lookups', () => {
  it('lets a commercial manager (ClientFullAccess only) list tax profiles to fill a client, but not open or change them', async () => {
    const commercial = await app.cookieFor(await userId(app.owner, 'comercial@demo.test'));
    const list = await app.request(commercial, { method: 'GET', url: '/api/tax-profiles?active=true' });
    expect(list.statusCode).toBe(200);
    expect((list.result as unknown[]).length).toBeGreaterThan(0);
    expect((await app.request(commercial, { method: 'GET', url: `/api/tax-profiles/${taxProfileId}` })).statusCode).toBe(403);
    expect((await app.request(commercial, { method: 'PATCH', url: `/api/tax-profiles/${taxProfileId}`, payload: { active: false } })).statusCode).toBe(403);
    const created = await app.request(commercial, { method: 'POST', url: '/api/clients', payload: client({ documentNumber: '901000099' }) });
    expect(created.statusCode).toBe(201);
  });

  it('still refuses the list to a user holding none of the codes', async () => {
    const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
    expect((await app.request(professional, { method: 'GET', url: '/api/tax-profiles' })).statusCode).toBe(403);
  });
});

describe('people a client names', () => {
  const ref = (res: { result: unknown }) => (res.result as { fields?: { field: string; code: string }[] }).fields ?? [];

  it('takes only assignable users (active, not client contacts) as commercial and loyalty managers, and says so in the metadata', async () => {
    const contact = await userId(app.owner, 'cliente@demo.test');
    const commercial = await userId(app.owner, 'comercial@demo.test');
    for (const field of ['commercialManagerId', 'loyaltyUserId']) {
      const res = await post(client({ documentNumber: '901000200', [field]: contact }));
      expect(res.statusCode).toBe(400);
      expect(ref(res)).toEqual([expect.objectContaining({ field, code: 'INVALID_REFERENCE' })]);
    }
    const ok = await post(client({ documentNumber: '901000201', commercialManagerId: commercial, loyaltyUserId: commercial }));
    expect(ok.statusCode).toBe(201);
    // The users lookup the form's picker calls with the declared filter lists no contact.
    const picker = await app.request(as.admin, { method: 'GET', url: '/api/users?assignable=true&active=true&_end=100' });
    expect((picker.result as { id: string }[]).map((u) => u.id)).not.toContain(contact);
    const meta = await app.request(as.admin, { method: 'GET', url: '/api/meta/resources' });
    const clientsMeta = (meta.result as { resources: { name: string; fields: Record<string, { refFilter?: object }> }[] }).resources.find(
      (r) => r.name === 'clients',
    )!;
    expect(clientsMeta.fields.commercialManagerId.refFilter).toEqual({ assignable: true });
    expect(clientsMeta.fields.loyaltyUserId.refFilter).toEqual({ assignable: true });
  });

  it('refuses an inactive user, but keeps a manager the client already had when other fields change', async () => {
    const leader = await userId(app.owner, 'lider@demo.test');
    const created = await post(client({ documentNumber: '901000202', commercialManagerId: leader }));
    expect(created.statusCode).toBe(201);
    const id = (created.result as { id: string }).id;
    await app.owner('company_memberships').where({ user_id: leader, company_id: ids.mainCompanyId }).update({ active: false });
    try {
      const kept = await app.request(as.admin, { method: 'PATCH', url: `/api/clients/${id}`, payload: { phone: '6015550000', commercialManagerId: leader } });
      expect(kept.statusCode, JSON.stringify(kept.result)).toBe(200);
      const fresh = await post(client({ documentNumber: '901000203', commercialManagerId: leader }));
      expect(ref(fresh)).toEqual([expect.objectContaining({ field: 'commercialManagerId', code: 'INVALID_REFERENCE' })]);
    } finally {
      await app.owner('company_memberships').where({ user_id: leader, company_id: ids.mainCompanyId }).update({ active: true });
    }
  });
});
