// A lighter request: the session is read in one statement, the compiled policy is reused per set of
// held codes, and a change to roles, their codes or the user's roles applies on the very next request.
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { otherTenantHolder, userId } from '../platform/testing/fixtures.ts';
import { authorizationOf, compiledEnforcers } from './policy-cache.ts';
import { apiTest } from '../platform/testing/api-test.ts';
import { statementsWhile } from '../platform/testing/statements.ts';

const { app, ids } = apiTest();
let holder: Awaited<ReturnType<typeof otherTenantHolder>>;
let cookie: string;
let roleId: string;

beforeAll(async () => {
  holder = await otherTenantHolder(app.owner, ['AdministrationCompany']);
  cookie = await app.cookieFor(holder.userId, { tenantId: holder.tenantId, companyId: holder.companyId });
  roleId = (await app.owner('roles').where({ code: holder.roleCode }).first('id')).id;
  // Only the new role decides: the seeded administrator role of that company is taken away.
  await app.owner('user_roles').where({ user_id: holder.userId, company_id: holder.companyId }).whereNot({ role_id: roleId }).delete();
});

const taxes = async () => (await app.request(cookie, { method: 'GET', url: '/api/taxes' })).statusCode;

describe('a change of roles is seen on the next request', () => {
  it('a code taken from the role, and given back', async () => {
    expect(await taxes()).toBe(200);
    await app.owner('role_permissions').where({ role_id: roleId }).delete();
    expect(await taxes()).toBe(403);
    await app.owner('role_permissions').insert({ tenant_id: holder.tenantId, role_id: roleId, permission_code: 'AdministrationCompany' });
    expect(await taxes()).toBe(200);
  });

  it('the role deactivated, and active again', async () => {
    await app.owner('roles').where({ id: roleId }).update({ active: false });
    expect(await taxes()).toBe(403);
    await app.owner('roles').where({ id: roleId }).update({ active: true });
    expect(await taxes()).toBe(200);
  });

  it('the role edited through the API by an administrator of that company', async () => {
    const [adminRole] = await app
      .owner('roles')
      .insert({ tenant_id: ids.otherTenantId, company_id: ids.otherCompanyId, name: 'Adm', code: `ADM-${crypto.randomUUID().slice(0, 6)}` })
      .returning('id');
    await app.owner('role_permissions').insert({ tenant_id: ids.otherTenantId, role_id: adminRole.id, permission_code: 'AdministrationUsers' });
    const adminId = await userId(app.owner, 'admin@demo.test');
    await app
      .owner('company_memberships')
      .insert({ tenant_id: ids.otherTenantId, company_id: ids.otherCompanyId, user_id: adminId })
      .onConflict(['company_id', 'user_id'])
      .ignore();
    await app.owner('tenant_memberships').insert({ tenant_id: ids.otherTenantId, user_id: adminId }).onConflict(['tenant_id', 'user_id']).ignore();
    await app.owner('user_roles').insert({ tenant_id: ids.otherTenantId, company_id: ids.otherCompanyId, user_id: adminId, role_id: adminRole.id });
    const admin = await app.cookieFor(adminId, { tenantId: ids.otherTenantId, companyId: ids.otherCompanyId });
    const res = await app.request(admin, {
      method: 'PATCH',
      url: `/api/roles/${roleId}`,
      payload: { permissions: ['ClientFullAccess'] },
      headers: { 'x-confirm': 'ROLE_CHANGE_CONFIRM' },
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect(await taxes()).toBe(403);
    expect((await app.request(cookie, { method: 'GET', url: '/api/clients' })).statusCode).toBe(200);
    await app.owner('role_permissions').where({ role_id: roleId }).delete();
    await app.owner('role_permissions').insert({ tenant_id: holder.tenantId, role_id: roleId, permission_code: 'AdministrationCompany' });
  });

  it('the role taken from the user', async () => {
    expect(await taxes()).toBe(200);
    await app.owner('user_roles').where({ user_id: holder.userId, role_id: roleId }).delete();
    expect(await taxes()).toBe(403);
    await app.owner('user_roles').insert({ tenant_id: holder.tenantId, company_id: holder.companyId, user_id: holder.userId, role_id: roleId });
    expect(await taxes()).toBe(200);
  });
});

describe('the cache', () => {
  it('compiles one enforcer per set of codes, shared by users and requests', async () => {
    const codes = [`Cache${crypto.randomUUID().slice(0, 6)}`];
    const before = compiledEnforcers();
    const a = await authorizationOf({ id: 'u1', isSuperAdmin: false }, 'c1', [{ roleId: 'r1', permissions: codes }]);
    const b = await authorizationOf({ id: 'u2', isSuperAdmin: false }, 'c2', [
      { roleId: 'r2', permissions: codes },
      { roleId: 'r3', permissions: [] },
    ]);
    expect(compiledEnforcers()).toBe(before + 1);
    expect(a.principal.can(codes[0] as never)).toBe(true);
    expect(b.principal.can(codes[0] as never)).toBe(true);
    expect(a.principal.can('ClientFullAccess')).toBe(false);
    // The lines served to the admin are still the user's own.
    expect(b.policy.g).toEqual([
      ['u2', 'role:r2', 'c2'],
      ['u2', 'role:r3', 'c2'],
    ]);
    for (let i = 0; i < 3; i += 1) expect(await taxes()).toBe(200);
    const after = compiledEnforcers();
    expect(await taxes()).toBe(200);
    expect(compiledEnforcers()).toBe(after);
  });

  it('decides like the guard: a held code containing the required one; unrestricted passes; no company, nothing', async () => {
    const held = await authorizationOf({ id: 'u', isSuperAdmin: false }, 'c', [{ roleId: 'r', permissions: ['AdministrationCompanyGeneralUpdate'] }]);
    expect(held.principal.can('AdministrationCompany')).toBe(true);
    expect(held.principal.can('AdministrationUsers')).toBe(false);
    const superAdmin = await authorizationOf({ id: 'u', isSuperAdmin: true }, 'c', []);
    expect(superAdmin.principal.can('SettlementAccessAll')).toBe(true);
    const noCompany = await authorizationOf({ id: 'u', isSuperAdmin: true }, null, [{ roleId: 'r', permissions: ['ClientFullAccess'] }]);
    expect(noCompany.principal.can('ClientFullAccess')).toBe(false);
    expect(noCompany.principal.can(null)).toBe(true);
    expect(noCompany.principal.permissions).toEqual([]);
  });
});

describe('the session in one statement', () => {
  /** The statements of one request, each with the transaction it ran in (none: autocommit). */
  const sentBy = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    (await statementsWhile(app.db, () => app.request(cookie, { method, url, payload }))).sent;

  it("a GET resolves its session in one statement, in the BEGIN of its handler's transaction (decision 296)", async () => {
    expect(await taxes()).toBe(200); // activity recorded: the next one writes nothing
    const sent = await sentBy('GET', '/api/taxes');
    expect(sent.filter((q) => q.sql.includes('app_session_caller')).map((q) => q.sql.slice(0, 17))).toEqual(['BEGIN; select x.s']);
    expect(sent.filter((q) => !q.tx)).toEqual([]);
    expect(new Set(sent.map((q) => q.tx)).size).toBe(1); // one transaction: the lookup's is the handler's
  });

  it('any other request sends one statement to resolve its session, outside any transaction', async () => {
    const sent = await sentBy('POST', '/api/taxes', {});
    expect(sent.filter((q) => !q.tx).map((q) => q.sql)).toEqual(['select app_session_caller($1) as s']);
  });
});
