// Business groups: a name once per company, picked on clients (only active ones, only the
// company's), kept active while they have active clients, and out of reach of other tenants and
// of callers without the clients' permission.
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin'], outsider: ['ClientFullAccess'] });
let clientId: string;

beforeAll(async () => {
  clientId = (await app.owner('clients').where({ company_id: ids.mainCompanyId, state: 'active' }).orderBy('name').first('id')).id;
});

const name = () => `Grupo ${crypto.randomUUID().slice(0, 8)}`;
const create = (cookie: string, body: Record<string, unknown>) => app.request(cookie, { method: 'POST', url: '/api/business-groups', payload: body });
const setGroup = (groupId: string | null) => app.request(as.admin, { method: 'PATCH', url: `/api/clients/${clientId}`, payload: { businessGroupId: groupId } });

describe('business groups', () => {
  it("seeds the demo's groups on its clients (before the cases below change them)", async () => {
    const rows = await app.owner('clients').join('business_groups', 'business_groups.id', 'clients.business_group_id').select('business_groups.name');
    expect(rows.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Grupo Andino de Inversiones', 'Organización Cafetera del Eje']));
  });
  it('creates one, refuses the same name in another case, and requires the name', async () => {
    const first = name();
    expect((await create(as.admin, { name: first, description: 'Holding' })).statusCode).toBe(201);
    const again = await create(as.admin, { name: ` ${first.toUpperCase()} ` });
    expect(again.statusCode).toBe(409);
    expect(again.result).toMatchObject({ code: 'BUSINESS_GROUP_NAME_TAKEN', message: 'Ya existe un grupo empresarial con este nombre' });
    const unnamed = await create(as.admin, { name: '' });
    expect(unnamed.statusCode).toBe(400);
    expect(JSON.stringify(unnamed.result)).toContain('El nombre es requerido');
  });

  it('is picked on a client, and stays active while the client is active, naming it', async () => {
    const group = (await create(as.admin, { name: name() })).result as { id: string };
    const picked = await setGroup(group.id);
    expect(picked.statusCode, JSON.stringify(picked.result)).toBe(200);
    expect(picked.result).toMatchObject({ businessGroupId: group.id });
    const filtered = await app.request(as.admin, { method: 'GET', url: `/api/clients?businessGroupId=${group.id}` });
    expect((filtered.result as { id: string }[]).map((c) => c.id)).toEqual([clientId]);

    const refused = await app.request(as.admin, { method: 'PATCH', url: `/api/business-groups/${group.id}`, payload: { active: false } });
    expect(refused.statusCode).toBe(409);
    expect(refused.result).toMatchObject({ code: 'BUSINESS_GROUP_HAS_CLIENTS' });
    const clientName = (await app.owner('clients').where({ id: clientId }).first('name')).name;
    expect(String((refused.result as { message: string }).message)).toContain(clientName);

    expect((await setGroup(null)).statusCode).toBe(200);
    expect((await app.request(as.admin, { method: 'PATCH', url: `/api/business-groups/${group.id}`, payload: { active: false } })).statusCode).toBe(200);
    // An inactive group is not offered to clients any more.
    const inactive = await setGroup(group.id);
    expect(inactive.statusCode).toBe(400);
    expect(JSON.stringify(inactive.result)).toContain('INVALID_REFERENCE');
  });

  it("refuses a caller without the clients' permission", async () => {
    const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
    expect((await create(professional, { name: name() })).statusCode).toBe(403);
    expect((await app.request(professional, { method: 'GET', url: '/api/business-groups' })).statusCode).toBe(403);
  });

  it('keeps tenants apart: another tenant neither sees a group nor puts it on its clients', async () => {
    const group = (await create(as.admin, { name: name() })).result as { id: string };
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/business-groups/${group.id}` })).statusCode).toBe(404);
    const list = await app.request(as.outsider, { method: 'GET', url: '/api/business-groups' });
    expect((list.result as { id: string }[]).map((g) => g.id)).not.toContain(group.id);
    // The same name is free in another tenant.
    const mine = await app.owner('business_groups').where({ id: group.id }).first('name');
    expect((await create(as.outsider, { name: mine.name })).statusCode).toBe(201);
    const theirClient = (await app.owner('clients').where({ company_id: ids.otherCompanyId }).first('id')).id;
    const crossed = await app.request(as.outsider, { method: 'PATCH', url: `/api/clients/${theirClient}`, payload: { businessGroupId: group.id } });
    expect(crossed.statusCode).toBe(400);
  });
});

describe('Management › Customers with AdministrationClient', () => {
  it("opens clients, contacts and business groups to AdministrationClient, but not the partners' dashboard", async () => {
    const tenant = ids.demoTenantId;
    const stamp = Date.now();
    const [{ id: person }] = await app
      .owner('users')
      .insert({ email: `clientes-${stamp}@demo.test`, name: 'Solo', last_name: 'Clientes' })
      .returning('id');
    await app.owner('tenant_memberships').insert({ tenant_id: tenant, user_id: person });
    await app.owner('company_memberships').insert({ tenant_id: tenant, company_id: ids.mainCompanyId, user_id: person, is_default: true });
    const [{ id: role }] = await app
      .owner('roles')
      .insert({ tenant_id: tenant, company_id: ids.mainCompanyId, name: `Clientes ${stamp}`, code: `CLI-${stamp}` })
      .returning('id');
    await app.owner('role_permissions').insert({ tenant_id: tenant, role_id: role, permission_code: 'AdministrationClient' });
    await app.owner('user_roles').insert({ tenant_id: tenant, company_id: ids.mainCompanyId, user_id: person, role_id: role });
    const cookie = await app.cookieFor(person);

    const profile = (await app.owner('tax_profiles').where({ company_id: ids.mainCompanyId }).first('id')).id;
    const created = await app.request(cookie, {
      method: 'POST',
      url: '/api/clients',
      payload: { name: `Cliente de gestión ${stamp}`, documentNumber: `9${String(stamp).slice(-8)}`, taxProfileId: profile },
    });
    expect(created.statusCode, JSON.stringify(created.result)).toBe(201);
    const clientId = (created.result as { id: string }).id;
    expect((await app.request(cookie, { method: 'GET', url: `/api/clients/${clientId}` })).statusCode).toBe(200);
    expect((await app.request(cookie, { method: 'PATCH', url: `/api/clients/${clientId}`, payload: { phone: '6015551234' } })).statusCode).toBe(200);
    expect((await app.request(cookie, { method: 'GET', url: '/api/client-contacts' })).statusCode).toBe(200);
    expect((await app.request(cookie, { method: 'GET', url: '/api/business-groups' })).statusCode).toBe(200);
    expect((await app.request(cookie, { method: 'GET', url: `/api/clients/exists?documentNumber=900123456` })).statusCode).toBe(200);
    expect((await app.request(cookie, { method: 'GET', url: `/api/audit-log?entity=clients&entityId=${clientId}` })).statusCode).toBe(200);
    // The business partners' own screen stays ClientFullAccess's.
    expect((await app.request(cookie, { method: 'GET', url: '/api/clients/dashboard' })).statusCode).toBe(403);
    // And nothing else of the company opens: roles are closed, and the projects' lookup (staff pick
    // projects in production's forms) holds only the projects whose production they see: none.
    expect((await app.request(cookie, { method: 'GET', url: '/api/roles' })).statusCode).toBe(403);
    expect((await app.request(cookie, { method: 'GET', url: '/api/projects' })).result).toEqual([]);
  });
});
