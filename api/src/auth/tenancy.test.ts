// Tenancy (document 1, sections 1, 2 and 4): a user's tenants and companies, switching the active
// company of the session (every later call then uses it), and users with no company or no tenant.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../seeds/demo.ts';
import { apiTest } from '../platform/testing/api-test.ts';

const { app } = apiTest();

const get = (cookie: string | null, url: string) => app.request(cookie, { method: 'GET', url });
const switchTo = (cookie: string, payload: Record<string, unknown> | undefined, headers: Record<string, string> = {}) =>
  app.request(cookie, { method: 'POST', url: '/api/me/company', payload, headers });
const code = (res: { result: unknown }) => (res.result as { code: string }).code;
const clientNames = async (cookie: string) => ((await get(cookie, '/api/clients')).result as { name: string }[]).map((c) => c.name);

interface Me {
  tenant: { id: string; name: string } | null;
  company: { id: string; name: string } | null;
  companies: { id: string }[];
  permissions: string[];
  tenantCount: number;
  next: string | null;
  session: { id: string | null; via: string; otherOpenSessions?: number; expiresAt?: string };
}

describe('GET /api/me/tenants', () => {
  it("lists every tenant of a user of two tenants, each with the user's companies there", async () => {
    const multi = await app.cookieFor(DEMO.users.multiTenant);
    const res = await get(multi, '/api/me/tenants');
    expect(res.statusCode).toBe(200);
    const tenants = res.result as { id: string; name: string; isAdmin: boolean; current: boolean; companies: { id: string; current: boolean }[] }[];
    expect(tenants.map((t) => t.id).sort()).toEqual([DEMO.tenantId, DEMO.otherTenantId].sort());
    const demo = tenants.find((t) => t.id === DEMO.tenantId)!;
    expect(demo.current).toBe(true);
    expect(demo.companies.map((c) => c.id).sort()).toEqual([DEMO.mainCompanyId, DEMO.secondCompanyId].sort());
    expect(demo.companies.find((c) => c.id === DEMO.mainCompanyId)!.current).toBe(true);
    expect(tenants.find((t) => t.id === DEMO.otherTenantId)!.companies.map((c) => c.id)).toEqual([DEMO.otherCompanyId]);
  });

  it('shows a user of one tenant only that tenant (never the other one)', async () => {
    const res = await get(await app.cookieFor(DEMO.users.professional), '/api/me/tenants');
    const tenants = res.result as { id: string; companies: { id: string }[] }[];
    expect(tenants.map((t) => t.id)).toEqual([DEMO.tenantId]);
    expect(tenants[0].companies.map((c) => c.id)).toEqual([DEMO.mainCompanyId]);
  });

  it('needs a session', async () => {
    const res = await get(null, '/api/me/tenants');
    expect(res.statusCode).toBe(401);
    expect(code(res)).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/me', () => {
  it('keeps its fields and adds the tenant count, the next step and the session', async () => {
    const res = await get(await app.cookieFor(DEMO.users.administrator), '/api/me');
    const me = res.result as Me;
    expect(me).toMatchObject({
      user: { email: 'admin@demo.test' },
      tenant: { id: DEMO.tenantId },
      company: { id: DEMO.mainCompanyId },
      tenantCount: 1,
      next: null,
      session: { via: 'cookie', otherOpenSessions: expect.any(Number) },
    });
    expect(me.companies.map((c) => c.id).sort()).toEqual([DEMO.mainCompanyId, DEMO.secondCompanyId].sort());
    expect(me.permissions).toContain('ClientFullAccess');
  });

  it('asks a user of several tenants to pick one until they do', async () => {
    const multi = await app.cookieFor(DEMO.users.multiTenant);
    expect((await get(multi, '/api/me')).result).toMatchObject({ tenantCount: 2, next: 'select-tenant' });
    await switchTo(multi, { tenantId: DEMO.tenantId });
    expect((await get(multi, '/api/me')).result).toMatchObject({ tenantCount: 2, next: null });
  });

  it("brings the resources' metadata with it when asked (with=resources), and only when there is no next step", async () => {
    const admin = await app.cookieFor(DEMO.users.administrator);
    const meta = (await get(admin, '/api/meta/resources')).result as { resources: unknown[] };
    const both = await get(admin, '/api/me?with=resources');
    expect(both.statusCode).toBe(200);
    expect(both.result).toMatchObject({ user: { email: 'admin@demo.test' }, next: null });
    expect((both.result as { resources: unknown[] }).resources).toEqual(meta.resources);
    expect((await get(admin, '/api/me')).result).not.toHaveProperty('resources');
    // A next step first: nothing to build pages from yet.
    const multi = await app.cookieFor(DEMO.users.multiTenant);
    const picking = (await get(multi, '/api/me?with=resources')).result;
    expect(picking).toMatchObject({ next: 'select-tenant' });
    expect(picking).not.toHaveProperty('resources');
  });

  it('refuses an unknown with=, and answers 401 without a session', async () => {
    const admin = await app.cookieFor(DEMO.users.administrator);
    const bad = await get(admin, '/api/me?with=everything');
    expect(bad.statusCode).toBe(400);
    expect(bad.result).toMatchObject({ code: 'INVALID_QUERY', message: expect.any(String) });
    expect((await app.request(null, { method: 'GET', url: '/api/me?with=resources' })).statusCode).toBe(401);
  });
});

describe('POST /api/me/company', () => {
  it('switches the company of the session: every later call uses it, without signing in again', async () => {
    const multi = await app.cookieFor(DEMO.users.multiTenant);
    expect(await clientNames(multi)).toContain('Inversiones Los Andes S.A.S.');

    const res = await switchTo(multi, { companyId: DEMO.secondCompanyId });
    expect(res.statusCode).toBe(200);
    expect(res.result).toMatchObject({ tenant: { id: DEMO.tenantId }, company: { id: DEMO.secondCompanyId }, next: null });
    expect(await clientNames(multi)).toEqual(['Agroindustrias del Llano S.A.S.']);
    expect((await get(multi, '/api/me')).result).toMatchObject({ company: { id: DEMO.secondCompanyId } });

    await switchTo(multi, { companyId: DEMO.mainCompanyId });
    expect(await clientNames(multi)).toContain('Inversiones Los Andes S.A.S.');
  });

  it("switches tenant: the tenant's company, the permissions of its roles there and its rows only", async () => {
    const multi = await app.cookieFor(DEMO.users.multiTenant);
    const res = await switchTo(multi, { tenantId: DEMO.otherTenantId });
    expect(res.statusCode).toBe(200);
    const me = res.result as Me;
    // Administrator of that tenant through its ADMIN role (decision 41), not through the flag.
    expect(me).toMatchObject({ tenant: { id: DEMO.otherTenantId }, company: { id: DEMO.otherCompanyId } });
    expect(me.permissions).toContain('AdministrationUsers');
    expect(me.companies.map((c) => c.id)).toEqual([DEMO.otherCompanyId]);
    const clients = await get(multi, '/api/clients');
    expect(clients.statusCode).toBe(200);
    expect((clients.result as { id: string }[]).map((c) => c.id)).toEqual([DEMO.otherTenant.clientId]);
    expect((await get(multi, '/api/users')).result).not.toContainEqual(expect.objectContaining({ email: 'admin@demo.test' }));
  });

  it('the tenant administrator flag alone grants nothing: without a role there, no permission (decision 41)', async () => {
    await app.owner('user_roles').where({ user_id: DEMO.users.multiTenant, company_id: DEMO.otherCompanyId }).delete();
    try {
      expect(await app.owner('tenant_memberships').where({ user_id: DEMO.users.multiTenant, tenant_id: DEMO.otherTenantId }).first('is_admin')).toEqual({
        is_admin: true,
      });
      const multi = await app.cookieFor(DEMO.users.multiTenant);
      const me = (await switchTo(multi, { tenantId: DEMO.otherTenantId })).result as Me;
      expect(me.permissions).toEqual([]);
      const roles = await get(multi, '/api/roles');
      expect(roles.statusCode).toBe(403);
      expect(code(roles)).toBe('FORBIDDEN');
    } finally {
      await app
        .owner('user_roles')
        .insert({ tenant_id: DEMO.otherTenantId, company_id: DEMO.otherCompanyId, user_id: DEMO.users.multiTenant, role_id: DEMO.otherTenant.adminRoleId });
    }
  });

  it("refuses a company of another tenant with COMPANY_NOT_AVAILABLE and keeps the session's company", async () => {
    const admin = await app.cookieFor(DEMO.users.administrator);
    for (const target of [{ companyId: DEMO.otherCompanyId }, { tenantId: DEMO.otherTenantId }, { companyId: '5b1c6a8e-0000-4000-8000-000000000000' }]) {
      const res = await switchTo(admin, target, { 'accept-language': 'es' });
      expect(res.statusCode).toBe(403);
      expect(res.result).toMatchObject({ code: 'COMPANY_NOT_AVAILABLE', message: 'No perteneces a esa empresa o no está activa' });
    }
    expect((await get(admin, '/api/me')).result).toMatchObject({ company: { id: DEMO.mainCompanyId } });
  });

  it('refuses a company whose membership is inactive', async () => {
    const multi = await app.cookieFor(DEMO.users.multiTenant);
    await app.owner('company_memberships').where({ user_id: DEMO.users.multiTenant, company_id: DEMO.otherCompanyId }).update({ active: false });
    try {
      const res = await switchTo(multi, { companyId: DEMO.otherCompanyId });
      expect(code(res)).toBe('COMPANY_NOT_AVAILABLE');
    } finally {
      await app.owner('company_memberships').where({ user_id: DEMO.users.multiTenant, company_id: DEMO.otherCompanyId }).update({ active: true });
    }
  });

  it('needs a company or a tenant, as ids', async () => {
    const admin = await app.cookieFor(DEMO.users.administrator);
    const empty = await switchTo(admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.result).toMatchObject({ code: 'VALIDATION_FAILED', fields: [expect.objectContaining({ field: 'companyId', code: 'REQUIRED' })] });
    const malformed = await switchTo(admin, { companyId: 'not-an-id' });
    expect(malformed.statusCode).toBe(400);
    const unknown = await switchTo(admin, { companyId: DEMO.mainCompanyId, extra: 1 });
    expect(unknown.result).toMatchObject({ fields: [expect.objectContaining({ field: 'extra', code: 'UNKNOWN_FIELD' })] });
  });

  it('refuses the switch from another site', async () => {
    const admin = await app.cookieFor(DEMO.users.administrator);
    const res = await switchTo(admin, { companyId: DEMO.secondCompanyId }, { origin: 'https://evil.example' });
    expect(code(res)).toBe('CROSS_SITE_REQUEST');
    expect((await get(admin, '/api/me')).result).toMatchObject({ company: { id: DEMO.mainCompanyId } });
  });

  it('needs a session', async () => {
    expect((await switchTo('lf_session=nothing', { companyId: DEMO.mainCompanyId })).statusCode).toBe(401);
  });
});

describe('users without a company or without a tenant', () => {
  it('moves a session off a company the user was removed from, at the next request', async () => {
    const multi = await app.cookieFor(DEMO.users.multiTenant);
    await switchTo(multi, { companyId: DEMO.secondCompanyId });
    await app.owner('company_memberships').where({ user_id: DEMO.users.multiTenant, company_id: DEMO.secondCompanyId }).update({ active: false });
    try {
      const me = (await get(multi, '/api/me')).result as Me;
      expect(me.company?.id).toBe(DEMO.mainCompanyId);
      expect(await clientNames(multi)).not.toContain('Agroindustrias del Llano S.A.S.');
    } finally {
      await app.owner('company_memberships').where({ user_id: DEMO.users.multiTenant, company_id: DEMO.secondCompanyId }).update({ active: true });
    }
  });

  it("says 'no-company' to a user with a tenant but zero companies (popup, then logout); business calls answer NO_ACTIVE_COMPANY", async () => {
    const user = DEMO.users.externalUser;
    const cookie = await app.cookieFor(user);
    await app.owner('company_memberships').where({ user_id: user }).update({ active: false });
    try {
      const me = (await get(cookie, '/api/me')).result as Me;
      expect(me).toMatchObject({ company: null, companies: [], permissions: [], tenantCount: 1, next: 'no-company' });
      const res = await get(cookie, '/api/clients');
      expect(res.statusCode).toBe(403);
      expect(code(res)).toBe('NO_ACTIVE_COMPANY');
    } finally {
      await app.owner('company_memberships').where({ user_id: user }).update({ active: true });
    }
  });

  it("says 'register' to a user left without any tenant", async () => {
    const user = DEMO.users.clientContact;
    await app.owner('tenant_memberships').where({ user_id: user }).update({ active: false });
    try {
      const me = (await get(await app.cookieFor(user), '/api/me')).result as Me;
      expect(me).toMatchObject({ tenant: null, company: null, companies: [], tenantCount: 0, next: 'register' });
    } finally {
      await app.owner('tenant_memberships').where({ user_id: user }).update({ active: true });
    }
  });
});
