// Taxes (value between 0.000001 and 100) and tax profiles (a tax, a unique name, not deactivated while bound).
import { beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin'] });
let taxId: string;

beforeAll(async () => {
  const { mainCompanyId } = await tenants(app.owner);
  taxId = (await app.owner('taxes').where({ company_id: mainCompanyId }).first('id')).id;
});

const codesOf = (res: { result: unknown }) => (res.result as { fields?: { code: string }[] }).fields?.map((f) => f.code);

describe('taxes', () => {
  it.each([['0'], ['0.0000001'], ['100.000001'], ['-5'], [150]])('refuses %s with TAX_VALUE_OUT_OF_RANGE', async (value) => {
    const res = await app.request(as.admin, { method: 'POST', url: '/api/taxes', payload: { name: 'IVA', type: 'tax', value } });
    expect(res.statusCode).toBe(400);
    expect(codesOf(res)).toEqual(['TAX_VALUE_OUT_OF_RANGE']);
  });

  it.each([['0.000001'], ['100'], ['19'], [4.5]])('accepts %s and answers it as a decimal string', async (value) => {
    const res = await app.request(as.admin, { method: 'POST', url: '/api/taxes', payload: { name: 'IVA', type: 'withholding', value } });
    expect(res.statusCode).toBe(201);
    expect(Number((res.result as { value: string }).value)).toBe(Number(value));
    expect(typeof (res.result as { value: unknown }).value).toBe('string');
  });

  it('refuses a value that is not a number', async () => {
    const res = await app.request(as.admin, { method: 'POST', url: '/api/taxes', payload: { name: 'IVA', type: 'tax', value: '1,5' } });
    expect(codesOf(res)).toEqual(['NOT_A_NUMBER']);
  });

  it('filters by value range with _gte and _lte', async () => {
    const res = await app.request(as.admin, { method: 'GET', url: '/api/taxes?value_gte=18&value_lte=20' });
    const values = (res.result as { value: string }[]).map((t) => Number(t.value));
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((v) => v >= 18 && v <= 20)).toBe(true);
  });
});

describe('tax profiles', () => {
  it('needs at least one tax', async () => {
    const res = await app.request(as.admin, { method: 'POST', url: '/api/tax-profiles', payload: { name: 'Sin impuestos', taxIds: [] } });
    expect(codesOf(res)).toEqual(['TAX_PROFILE_TAXES_REQUIRED']);
  });

  it('needs a unique name (case-insensitive)', async () => {
    const ok = await app.request(as.admin, { method: 'POST', url: '/api/tax-profiles', payload: { name: 'Perfil Único', taxIds: [taxId] } });
    expect(ok.statusCode).toBe(201);
    const clash = await app.request(as.admin, { method: 'POST', url: '/api/tax-profiles', payload: { name: 'perfil único', taxIds: [taxId] } });
    expect(clash.statusCode).toBe(409);
    expect((clash.result as { code: string }).code).toBe('TAX_PROFILE_NAME_TAKEN');
  });

  it('cannot be deactivated while bound to a client, and can once free', async () => {
    const { mainCompanyId } = await tenants(app.owner);
    const bound = await app.owner('clients').where({ company_id: mainCompanyId }).first('tax_profile_id');
    const res = await app.request(as.admin, { method: 'PATCH', url: `/api/tax-profiles/${bound.tax_profile_id}`, payload: { active: false } });
    expect(res.statusCode).toBe(409);
    expect(res.result).toMatchObject({ code: 'TAX_PROFILE_IN_USE', messages: { es: expect.stringContaining('no se puede desactivar') } });
    const free = (await app.request(as.admin, { method: 'POST', url: '/api/tax-profiles', payload: { name: 'Perfil libre', taxIds: [taxId] } })).result as {
      id: string;
    };
    const off = await app.request(as.admin, { method: 'PATCH', url: `/api/tax-profiles/${free.id}`, payload: { active: false } });
    expect(off.statusCode).toBe(200);
    expect((off.result as { active: boolean }).active).toBe(false);
  });
});

describe('tariff categories for the agreement editor', () => {
  it('lets a projects administrator list the categories to pick one, but not change them', async () => {
    const stamp = Date.now();
    const tenant = ids.demoTenantId;
    const [{ id: person }] = await app
      .owner('users')
      .insert({ email: `proyectos-${stamp}@demo.test`, name: 'Solo', last_name: 'Proyectos' })
      .returning('id');
    await app.owner('tenant_memberships').insert({ tenant_id: tenant, user_id: person });
    await app.owner('company_memberships').insert({ tenant_id: tenant, company_id: ids.mainCompanyId, user_id: person, is_default: true });
    const [{ id: role }] = await app
      .owner('roles')
      .insert({ tenant_id: tenant, company_id: ids.mainCompanyId, name: `Proyectos ${stamp}`, code: `PRY-${stamp}` })
      .returning('id');
    await app.owner('role_permissions').insert({ tenant_id: tenant, role_id: role, permission_code: 'AdministrationProjects' });
    await app.owner('user_roles').insert({ tenant_id: tenant, company_id: ids.mainCompanyId, user_id: person, role_id: role });
    const cookie = await app.cookieFor(person);
    const list = await app.request(cookie, { method: 'GET', url: '/api/tariff-categories' });
    expect(list.statusCode).toBe(200);
    expect((list.result as unknown[]).length).toBeGreaterThan(0);
    expect((await app.request(cookie, { method: 'POST', url: '/api/tariff-categories', payload: { name: 'No' } })).statusCode).toBe(403);
  });
});
