// Companies through the API: required name, hex colours, IANA time zone, one main company per
// tenant, permissions and tenant isolation; the pure checks with property tests.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/harness.ts';
import { otherTenantHolder, tenants, userId } from '../../platform/testing/fixtures.ts';
import { companyProblems, HEX_COLOUR } from './company-rules.ts';

let app: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof tenants>>;

type Body = { code: string; messages: { es: string; en: string }; fields?: { field: string; code: string; message: string }[] };
type Company = { id: string; name: string; mainColor: string | null; timeZone: string; isMain: boolean };

const patch = (id: string, payload: Record<string, unknown>, cookie = admin) =>
  app.request(cookie, { method: 'PATCH', url: `/api/companies/${id}`, payload, headers: { 'accept-language': 'es' } });

beforeAll(async () => {
  app = await createTestApp();
  ids = await tenants(app.owner);
  admin = await app.cookieFor(await userId(app.owner, 'admin@demo.test'));
});
afterAll(() => app?.close());

describe('company rules (pure)', () => {
  it('accepts #RGB and #RRGGBB and nothing else', () => {
    fc.assert(fc.property(fc.stringMatching(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/), (c) => companyProblems({ mainColor: c }).length === 0));
    fc.assert(fc.property(fc.string(), (s) => HEX_COLOUR.test(s) === (companyProblems({ secondaryColor: s }).length === 0) || s === ''));
    expect(companyProblems({ mainColor: 'red', timeZone: 'GMT-5' }).map((p) => p.code)).toEqual(['COLOUR_NOT_HEX', 'TIME_ZONE_UNKNOWN']);
  });
});

describe('companies', () => {
  it('lists the tenant companies and saves the colours and system variables', async () => {
    const list = (await app.request(admin, { method: 'GET', url: '/api/companies?_end=100' })).result as Company[];
    expect(list.map((c) => c.id)).toEqual(expect.arrayContaining([ids.mainCompanyId, ids.secondCompanyId]));
    expect(list.map((c) => c.id)).not.toContain(ids.otherCompanyId);
    const res = await patch(ids.secondCompanyId, { mainColor: '#0B5FFF', secondaryColor: '#f5a623', timeZone: 'America/Bogota', includeProcess: false });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    const row = await app.owner('companies').where({ id: ids.secondCompanyId }).first();
    expect([row.main_color, row.secondary_color, row.include_process]).toEqual(['#0B5FFF', '#f5a623', false]);
  });

  it('gives the session the active company\'s colours, includeProcess and preselectResponsibleUser', async () => {
    expect((await patch(ids.mainCompanyId, { mainColor: '#aa3300', preselectResponsibleUser: true })).statusCode).toBe(200);
    const me = (await app.request(admin, { method: 'GET', url: '/api/me' })).result as { company: Record<string, unknown> };
    expect(me.company).toMatchObject({ id: ids.mainCompanyId, mainColor: '#aa3300', timeZone: 'America/Bogota', includeProcess: true, preselectResponsibleUser: true });
  });

  it('refuses an empty name, a colour that is not hex and an unknown zone with the es messages, writing nothing', async () => {
    const before = await app.owner('companies').where({ id: ids.secondCompanyId }).first();
    const res = await patch(ids.secondCompanyId, { name: '', mainColor: 'azul', timeZone: 'Marte/Olympus' });
    expect(res.statusCode).toBe(400);
    const body = res.result as Body;
    expect(body.fields?.find((f) => f.field === 'name')?.message).toBe('El nombre es requerido');
    const second = await patch(ids.secondCompanyId, { mainColor: 'azul', timeZone: 'Marte/Olympus' });
    expect(second.statusCode).toBe(400);
    expect((second.result as Body).fields?.map((f) => f.code).sort()).toEqual(['COLOUR_NOT_HEX', 'TIME_ZONE_UNKNOWN']);
    expect(await app.owner('companies').where({ id: ids.secondCompanyId }).first()).toEqual(before);
  });

  it('keeps exactly one main company per tenant', async () => {
    expect((await patch(ids.secondCompanyId, { isMain: true })).statusCode).toBe(200);
    const mains = async () => (await app.owner('companies').where({ tenant_id: ids.demoTenantId, is_main: true })).map((c) => c.id);
    expect(await mains()).toEqual([ids.secondCompanyId]);
    const refused = await patch(ids.secondCompanyId, { isMain: false });
    expect(refused.statusCode).toBe(409);
    expect((refused.result as Body).code).toBe('COMPANY_MAIN_REQUIRED');
    expect((await patch(ids.mainCompanyId, { isMain: true })).statusCode).toBe(200);
    expect(await mains()).toEqual([ids.mainCompanyId]);
  });

  it('answers 403 to a professional and 404 to another tenant', async () => {
    const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
    expect((await app.request(professional, { method: 'GET', url: '/api/companies' })).statusCode).toBe(403);
    expect((await patch(ids.mainCompanyId, { name: 'X' }, professional)).statusCode).toBe(403);
    const other = await otherTenantHolder(app.owner, ['AdministrationCompany', 'AdministrationCompanyGeneralUpdate']);
    const outsider = await app.cookieFor(other.userId, other);
    expect((await app.request(outsider, { method: 'GET', url: `/api/companies/${ids.mainCompanyId}` })).statusCode).toBe(404);
    expect((await patch(ids.mainCompanyId, { name: 'Ajena' }, outsider)).statusCode).toBe(404);
    const list = (await app.request(outsider, { method: 'GET', url: '/api/companies?_end=100' })).result as Company[];
    expect(list.map((c) => c.id)).not.toContain(ids.mainCompanyId);
  });
});
