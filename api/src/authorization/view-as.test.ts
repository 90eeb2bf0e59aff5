// "View as" through the API: the viewed user's scope on every data call, read-only, audited, and
// only over principal users of the viewer's own company.
import { beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../platform/testing/fixtures.ts';
import { apiTest } from '../platform/testing/api-test.ts';

const { app, ids } = apiTest();
const user: Record<string, string> = {};
let admin: string;

const EMAILS = {
  admin: 'admin@demo.test',
  superAdmin: 'superadmin@demo.test',
  professional: 'profesional@demo.test',
  leader: 'lider@demo.test',
  contact: 'cliente@demo.test',
  external: 'externo@demo.test',
};

type Body = { code: string };
const as = (cookie: string, viewed: string, options: { method?: string; url: string; payload?: object }) =>
  app.request(cookie, { method: options.method ?? 'GET', url: options.url, payload: options.payload, headers: { 'x-view-as': viewed } });

beforeAll(async () => {
  for (const [key, email] of Object.entries(EMAILS)) user[key] = await userId(app.owner, email);
  admin = await app.cookieFor(user.admin);
  // The client contact is a contact in this company (its work profile says so).
  await app
    .owner('user_profiles')
    .insert({ tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId, user_id: user.contact, is_contact: true })
    .onConflict(['company_id', 'user_id'])
    .merge({ is_contact: true });
});

describe('view as: starting and ending', () => {
  it('starts with POST /api/view-as, answers the viewed user and writes the audit log with the real user as actor', async () => {
    const res = await app.request(admin, { method: 'POST', url: '/api/view-as', payload: { userId: user.professional } });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    expect(res.result).toEqual({ userId: user.professional, name: 'Camila Vargas', email: 'profesional@demo.test' });
    const entry = await app.owner('audit_log').where({ entity: 'users', entity_id: user.professional, action: 'view-as' }).first();
    expect(entry).toMatchObject({ actor_id: user.admin, company_id: ids.mainCompanyId, tenant_id: ids.demoTenantId });
  });

  it('ends with DELETE /api/view-as (allowed while viewing) and writes view-as-end', async () => {
    const res = await as(admin, user.professional, { method: 'DELETE', url: '/api/view-as' });
    expect(res.statusCode).toBe(204);
    const entry = await app.owner('audit_log').where({ entity: 'users', entity_id: user.professional, action: 'view-as-end' }).first();
    expect(entry).toMatchObject({ actor_id: user.admin });
  });
});

describe('view as: every data call is scoped as the viewed user', () => {
  it('GET /api/me shows the viewed user, their permissions and who views', async () => {
    const res = await as(admin, user.professional, { url: '/api/me' });
    expect(res.statusCode).toBe(200);
    const body = res.result as { user: { id: string }; permissions: string[]; company: { id: string }; viewAs: Record<string, string> };
    expect(body.user.id).toBe(user.professional);
    expect(body.permissions).toEqual([]);
    expect(body.company.id).toBe(ids.mainCompanyId);
    expect(body.viewAs).toEqual({
      userId: user.professional,
      name: 'Camila Vargas',
      email: 'profesional@demo.test',
      byUserId: user.admin,
      byName: 'Laura Restrepo',
      byEmail: 'admin@demo.test',
    });
    const own = (await app.request(admin, { method: 'GET', url: '/api/me' })).result as { user: { id: string }; viewAs?: unknown };
    expect(own.user.id).toBe(user.admin);
    expect(own.viewAs).toBeUndefined();
  });

  it('a management list the professional cannot open answers 403 FORBIDDEN while viewing as them', async () => {
    expect((await app.request(admin, { method: 'GET', url: '/api/dynamic-forms' })).statusCode).toBe(200);
    const res = await as(admin, user.professional, { url: '/api/dynamic-forms' });
    expect(res.statusCode).toBe(403);
    expect((res.result as Body).code).toBe('FORBIDDEN');
  });

  it("the leader's lists open as the leader's", async () => {
    const res = await as(admin, user.leader, { url: '/api/clients?_end=5' });
    expect(res.statusCode).toBe(200);
    // Roles are not the leader's to read (work groups are: their settlement queue names them).
    expect((await as(admin, user.leader, { url: '/api/roles' })).statusCode).toBe(403);
  });

  it('refuses every write with VIEW_AS_READ_ONLY, even one the viewed user may make, writing nothing', async () => {
    const client = (await app.request(admin, { method: 'GET', url: '/api/clients?_end=1' })).result as { id: string; name: string }[];
    const patch = await as(admin, user.leader, { method: 'PATCH', url: `/api/clients/${client[0].id}`, payload: { name: 'Cambiado al ver como' } });
    expect(patch.statusCode).toBe(403);
    expect((patch.result as Body).code).toBe('VIEW_AS_READ_ONLY');
    expect((await app.owner('clients').where({ id: client[0].id }).first()).name).toBe(client[0].name);
    const post = await as(admin, user.leader, { method: 'POST', url: '/api/work-groups', payload: { name: 'No', code: 'NO' } });
    expect((post.result as Body).code).toBe('VIEW_AS_READ_ONLY');
    const remove = await as(admin, user.leader, { method: 'DELETE', url: `/api/clients/${client[0].id}` });
    expect((remove.result as Body).code).toBe('VIEW_AS_READ_ONLY');
  });

  it("keeps the real user's own session routes (activity) working while viewing", async () => {
    const res = await as(admin, user.professional, { method: 'POST', url: '/api/sessions/current/activity' });
    expect(res.statusCode).toBe(200);
  });
});

describe('view as: who may view whom', () => {
  it('a professional may not start a view (FORBIDDEN) nor view as the administrator (VIEW_AS_NOT_ALLOWED)', async () => {
    const professional = await app.cookieFor(user.professional);
    const start = await app.request(professional, { method: 'POST', url: '/api/view-as', payload: { userId: user.admin } });
    expect(start.statusCode).toBe(403);
    expect((start.result as Body).code).toBe('FORBIDDEN');
    const call = await as(professional, user.admin, { url: '/api/clients' });
    expect(call.statusCode).toBe(403);
    expect((call.result as Body).code).toBe('VIEW_AS_NOT_ALLOWED');
    expect(await app.owner('audit_log').where({ action: 'view-as', actor_id: user.professional }).first()).toBeUndefined();
  });

  it('refuses a user of another tenant, unknown ids and oneself with VIEW_AS_NOT_ALLOWED', async () => {
    const [stranger] = await app.owner('users').insert({ email: 'ajeno@otro.test', name: 'Pedro', last_name: 'Ajeno' }).returning('id');
    await app.owner('tenant_memberships').insert({ tenant_id: ids.otherTenantId, user_id: stranger.id });
    await app.owner('company_memberships').insert({ tenant_id: ids.otherTenantId, company_id: ids.otherCompanyId, user_id: stranger.id, is_default: true });
    for (const target of [stranger.id, '00000000-0000-0000-0000-000000000000', 'not-an-id', user.admin]) {
      const call = await as(admin, target, { url: '/api/me' });
      expect(call.statusCode, target).toBe(403);
      expect((call.result as Body).code).toBe('VIEW_AS_NOT_ALLOWED');
    }
    const start = await app.request(admin, { method: 'POST', url: '/api/view-as', payload: { userId: stranger.id } });
    expect((start.result as Body).code).toBe('VIEW_AS_NOT_ALLOWED');
  });

  it('refuses a client contact and an external user (not principal users)', async () => {
    for (const target of [user.contact, user.external]) {
      const start = await app.request(admin, { method: 'POST', url: '/api/view-as', payload: { userId: target } });
      expect(start.statusCode).toBe(403);
      expect((start.result as Body).code).toBe('VIEW_AS_NOT_ALLOWED');
      expect(((await as(admin, target, { url: '/api/me' })).result as Body).code).toBe('VIEW_AS_NOT_ALLOWED');
    }
    // The same people, once a principal user of the company, may be viewed.
    await app.owner('user_profiles').where({ user_id: user.contact, company_id: ids.mainCompanyId }).update({ is_contact: false });
    const group = await app.owner('work_groups').where({ company_id: ids.mainCompanyId }).first('id');
    await app
      .owner('work_group_members')
      .insert({ tenant_id: ids.demoTenantId, work_group_id: group.id, user_id: user.external, is_external: false })
      .onConflict(['work_group_id', 'user_id'])
      .merge({ is_external: false });
    for (const target of [user.contact, user.external]) expect((await as(admin, target, { url: '/api/me' })).statusCode).toBe(200);
  });

  it('refuses a user whose membership was deactivated, from the next call on', async () => {
    const fidelizador = await userId(app.owner, 'fidelizador@demo.test');
    expect((await as(admin, fidelizador, { url: '/api/me' })).statusCode).toBe(200);
    await app.owner('company_memberships').where({ user_id: fidelizador, company_id: ids.mainCompanyId }).update({ active: false });
    expect(((await as(admin, fidelizador, { url: '/api/me' })).result as Body).code).toBe('VIEW_AS_NOT_ALLOWED');
  });

  it('an administrator may not view as a super administrator; a super administrator may view as the administrator', async () => {
    expect(((await as(admin, user.superAdmin, { url: '/api/me' })).result as Body).code).toBe('VIEW_AS_NOT_ALLOWED');
    const superAdmin = await app.cookieFor(user.superAdmin);
    const res = await as(superAdmin, user.admin, { url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.result).toMatchObject({ user: { id: user.admin }, viewAs: { byUserId: user.superAdmin } });
  });
});

describe('view as: the picker lists exactly who may be viewed', () => {
  beforeAll(async () => {
    // As seeded: a client contact, and an external user of its work group only (an earlier case changed both).
    await app.owner('user_profiles').where({ user_id: user.contact, company_id: ids.mainCompanyId }).update({ is_contact: true });
    await app.owner('work_group_members').where({ user_id: user.external }).update({ is_external: true });
  });

  const candidates = async (cookie: string, q = '') => {
    const res = await app.request(cookie, { method: 'GET', url: `/api/view-as/candidates?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    return res.result as { id: string; name: string; email: string }[];
  };

  it('offers principal users other than oneself: not the viewer, a client contact, an external user, nor a super admin', async () => {
    const offered = (await candidates(admin)).map((u) => u.id);
    expect(offered).toEqual(expect.arrayContaining([user.professional, user.leader]));
    for (const excluded of [user.admin, user.contact, user.external, user.superAdmin]) expect(offered).not.toContain(excluded);
    // Everyone offered is accepted by the API's own check.
    for (const id of offered) {
      expect((await app.request(admin, { method: 'POST', url: '/api/view-as', payload: { userId: id } })).statusCode).toBe(200);
    }
  });

  it('a super administrator is offered other super administrators too, never themselves', async () => {
    const superAdmin = await app.cookieFor(user.superAdmin, { companyId: ids.mainCompanyId });
    const offered = (await candidates(superAdmin)).map((u) => u.id);
    expect(offered).toContain(user.admin);
    expect(offered).not.toContain(user.superAdmin);
  });

  it('searches by name or email, without regard to accents or case', async () => {
    expect((await candidates(admin, 'CAMILA vargas')).map((u) => u.email)).toEqual(['profesional@demo.test']);
    expect((await candidates(admin, 'lider@')).map((u) => u.id)).toEqual([user.leader]);
  });

  it('is refused to a user who may not view as others', async () => {
    const professional = await app.cookieFor(user.professional);
    const res = await app.request(professional, { method: 'GET', url: '/api/view-as/candidates' });
    expect(res.statusCode).toBe(403);
  });
});
