// Work groups through the API: members and external users as two sets, a code unique per company,
// the deactivation rules of document 1 section 8, the audit log, permissions and tenant isolation.
import { beforeAll, describe, expect, it } from 'vitest';
import { otherTenantHolder, userId } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin'] });
const user: Record<string, string> = {};
let project: { clientId: string; practiceIds: string[]; commercialManagerIds: string[] };

type Body = { code: string; message: string; messages: { es: string; en: string }; fields?: { field: string; code: string; message: string }[] };
type Group = { id: string; name: string; code: string; memberIds: string[]; externalUserIds: string[]; active: boolean };

let counter = 0;
async function createGroup(over: Record<string, unknown> = {}): Promise<Group> {
  counter += 1;
  const res = await app.request(as.admin, {
    method: 'POST',
    url: '/api/work-groups',
    payload: { name: `Equipo de prueba ${counter}`, code: `EQ-P${counter}`, memberIds: [user.leader], ...over },
  });
  expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
  return res.result as Group;
}

async function createProject(name: string, workGroupIds: string[]): Promise<string> {
  const res = await app.request(as.admin, { method: 'POST', url: '/api/projects', payload: { ...project, name, workGroupIds } });
  expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
  return (res.result as { id: string }).id;
}

const patch = (id: string, payload: Record<string, unknown>, cookie = as.admin) =>
  app.request(cookie, { method: 'PATCH', url: `/api/work-groups/${id}`, payload, headers: { 'accept-language': 'es' } });

beforeAll(async () => {
  for (const [key, email] of Object.entries({
    leader: 'lider@demo.test',
    professional: 'profesional@demo.test',
    external: 'externo@demo.test',
    manager: 'comercial@demo.test',
  })) {
    user[key] = await userId(app.owner, email);
  }
  const client = await app.owner('clients').where({ company_id: ids.mainCompanyId }).first('id');
  const practice = await app.owner('practices').where({ company_id: ids.mainCompanyId }).first('id');
  project = { clientId: client.id, practiceIds: [practice.id], commercialManagerIds: [user.manager] };
});

describe('work groups: members and external users', () => {
  it('keeps members and external users as two sets in one join table', async () => {
    const group = await createGroup({ memberIds: [user.leader, user.professional], externalUserIds: [user.external] });
    expect(group.memberIds.sort()).toEqual([user.leader, user.professional].sort());
    expect(group.externalUserIds).toEqual([user.external]);
    const rows = await app.owner('work_group_members').where({ work_group_id: group.id }).select('user_id', 'is_external');
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.user_id === user.external)?.is_external).toBe(true);
    expect(rows.find((r) => r.user_id === user.leader)?.is_external).toBe(false);

    // Replacing one set leaves the other as it was.
    const members = await patch(group.id, { memberIds: [user.leader] });
    expect(members.statusCode).toBe(200);
    expect(members.result).toMatchObject({ memberIds: [user.leader], externalUserIds: [user.external] });

    // An id moves from one set to the other in one write.
    const moved = await patch(group.id, { memberIds: [user.leader, user.external], externalUserIds: [user.professional] });
    expect(moved.statusCode, JSON.stringify(moved.result)).toBe(200);
    expect((moved.result as Group).memberIds.sort()).toEqual([user.leader, user.external].sort());
    expect((moved.result as Group).externalUserIds).toEqual([user.professional]);
  });

  it('filters by each set separately', async () => {
    const group = await createGroup({ memberIds: [user.manager], externalUserIds: [user.professional] });
    const byExternal = (await app.request(as.admin, { method: 'GET', url: `/api/work-groups?externalUserIds=${user.professional}&_end=100` }))
      .result as Group[];
    expect(byExternal.map((g) => g.id)).toContain(group.id);
    const byMember = (await app.request(as.admin, { method: 'GET', url: `/api/work-groups?memberIds=${user.professional}&_end=100` })).result as Group[];
    expect(byMember.map((g) => g.id)).not.toContain(group.id);
  });

  it('refuses a user in both sets with WORK_GROUP_MEMBER_ALSO_EXTERNAL, writing nothing', async () => {
    const before = await app.owner('work_groups').count({ n: '*' }).first();
    const res = await app.request(as.admin, {
      method: 'POST',
      url: '/api/work-groups',
      payload: { name: 'Equipo doble', code: 'EQ-DOBLE', memberIds: [user.leader], externalUserIds: [user.leader] },
    });
    expect(res.statusCode).toBe(400);
    expect((res.result as Body).fields).toEqual([expect.objectContaining({ field: 'externalUserIds', code: 'WORK_GROUP_MEMBER_ALSO_EXTERNAL' })]);
    expect(await app.owner('work_groups').count({ n: '*' }).first()).toEqual(before);
  });
});

describe('work groups: name and code', () => {
  it("requires the name with 'El nombre es requerido'", async () => {
    const res = await app.request(as.admin, { method: 'POST', url: '/api/work-groups', payload: { code: 'EQ-SIN' }, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(400);
    expect((res.result as Body).fields).toContainEqual(expect.objectContaining({ field: 'name', code: 'NAME_REQUIRED', message: 'El nombre es requerido' }));
  });

  it('refuses a code already used in the company (any case) with WORK_GROUP_CODE_TAKEN, and allows it in another company', async () => {
    const group = await createGroup();
    const res = await app.request(as.admin, { method: 'POST', url: '/api/work-groups', payload: { name: 'Otro', code: group.code.toLowerCase() } });
    expect(res.statusCode).toBe(409);
    expect((res.result as Body).messages.es).toBe('Ya existe un grupo de trabajo con este código');
    const other = await createGroup();
    expect((await patch(other.id, { code: group.code })).statusCode).toBe(409);
    const second = await app.cookieFor(await userId(app.owner, 'admin@demo.test'), { companyId: ids.secondCompanyId });
    const there = await app.request(second, { method: 'POST', url: '/api/work-groups', payload: { name: 'Mismo código', code: group.code } });
    expect(there.statusCode, JSON.stringify(there.result)).toBe(201);
  });
});

describe('work groups: deactivation (document 1, section 8)', () => {
  it('refuses to deactivate the only active work group of an active project, naming the project', async () => {
    const group = await createGroup();
    await createProject('Proyecto Único Grupo', [group.id]);
    const res = await patch(group.id, { active: false });
    expect(res.statusCode).toBe(409);
    const body = res.result as Body;
    expect(body.code).toBe('WORK_GROUP_ONLY_ACTIVE_IN_PROJECT');
    expect(body.messages.es).toBe('El grupo de trabajo es el único activo del proyecto Proyecto Único Grupo y no se puede desactivar');
    expect((await app.owner('work_groups').where({ id: group.id }).first()).active).toBe(true);
  });

  it('refuses to deactivate a work group active in N projects, with the count', async () => {
    const group = await createGroup();
    const partner = await createGroup();
    await createProject('Proyecto Compartido 1', [group.id, partner.id]);
    const second = await createProject('Proyecto Compartido 2', [partner.id, group.id]);
    const res = await patch(group.id, { active: false });
    expect(res.statusCode).toBe(409);
    expect(res.result).toMatchObject({
      code: 'WORK_GROUP_ACTIVE_IN_PROJECTS',
      messages: { en: 'The work group is active in 2 projects and cannot be deactivated' },
    });
    expect((res.result as Body).message).toBe('El grupo de trabajo está activo en 2 proyectos y no se puede desactivar');

    // Inactive projects do not count.
    const off = await app.request(as.admin, {
      method: 'POST',
      url: `/api/projects/${second}/deactivate`,
      headers: { 'x-confirm': 'PROJECT_DEACTIVATION_CONFIRM' },
    });
    expect(off.statusCode).toBe(200);
    const again = await patch(group.id, { active: false });
    expect(again.result).toMatchObject({
      code: 'WORK_GROUP_ACTIVE_IN_PROJECTS',
      messages: { en: 'The work group is active in 1 projects and cannot be deactivated' },
    });
  });

  it('counts only active partners: with the other work group inactive it is the only active one', async () => {
    const group = await createGroup();
    const partner = await createGroup();
    await createProject('Proyecto Socio Inactivo', [group.id, partner.id]);
    // The partner staffs an active project with an active group beside it: refused too, by count.
    expect((await patch(partner.id, { active: false })).result).toMatchObject({ code: 'WORK_GROUP_ACTIVE_IN_PROJECTS' });
    await app.owner('work_groups').where({ id: partner.id }).update({ active: false });
    expect((await patch(group.id, { active: false })).result).toMatchObject({
      code: 'WORK_GROUP_ONLY_ACTIVE_IN_PROJECT',
      messages: { en: 'The work group is the only active one of project Proyecto Socio Inactivo and cannot be deactivated' },
    });
  });

  it('deactivates a work group that staffs no active project, and edits an inactive one freely', async () => {
    const group = await createGroup();
    const res = await patch(group.id, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.result).toMatchObject({ active: false });
    expect((await patch(group.id, { description: 'Sigue inactivo' })).statusCode).toBe(200);
  });

  it('refuses to delete a work group used by a project with RECORD_IN_USE', async () => {
    const group = await createGroup();
    await createProject('Proyecto Que Lo Usa', [group.id]);
    const res = await app.request(as.admin, { method: 'DELETE', url: `/api/work-groups/${group.id}` });
    expect(res.statusCode).toBe(409);
    expect((res.result as Body).code).toBe('RECORD_IN_USE');
    expect(await app.owner('work_groups').where({ id: group.id }).first()).toBeDefined();
    expect(await app.owner('work_group_members').where({ work_group_id: group.id }).count({ n: '*' }).first()).toEqual({ n: '1' });
  });
});

describe('work groups: audit log', () => {
  it('records creation and each membership change as added and removed, by whom', async () => {
    const group = await createGroup({ memberIds: [user.leader], externalUserIds: [] });
    await patch(group.id, { memberIds: [user.professional], externalUserIds: [user.external] });
    await patch(group.id, { name: 'Equipo Renombrado' });
    const res = await app.request(as.admin, { method: 'GET', url: `/api/audit-log?entity=work-groups&entityId=${group.id}` });
    expect(res.statusCode).toBe(200);
    const entries = res.result as { action: string; actorEmail: string; changes: Record<string, unknown>[] }[];
    expect(entries.map((e) => e.action)).toEqual(['update', 'update', 'create']);
    expect(entries[0].changes).toEqual([{ field: 'name', before: group.name, after: 'Equipo Renombrado' }]);
    expect(entries[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'memberIds', added: [user.professional], removed: [user.leader] },
        { field: 'externalUserIds', added: [user.external], removed: [] },
      ]),
    );
    expect(entries[1].actorEmail).toBe('admin@demo.test');
  });

  it('writes no entry for a refused deactivation', async () => {
    const group = await createGroup();
    await createProject('Proyecto Auditoría', [group.id]);
    expect((await patch(group.id, { active: false })).statusCode).toBe(409);
    const entries = await app.owner('audit_log').where({ entity: 'work-groups', entity_id: group.id });
    expect(entries.map((e) => e.action)).toEqual(['create']);
  });
});

describe('work groups: who may', () => {
  it('answers 403 FORBIDDEN to a professional on create, update and the history (the list is a lookup for staff)', async () => {
    const professional = await app.cookieFor(user.professional);
    const group = await createGroup();
    // Staff look the rows up to pick them in production's forms: the identifying columns only.
    const looked = await app.request(professional, { method: 'GET', url: '/api/work-groups' });
    expect(looked.statusCode).toBe(200);
    expect(Object.keys((looked.result as object[])[0]).sort()).toEqual(['active', 'code', 'id', 'name']);
    expect((await app.request(professional, { method: 'POST', url: '/api/work-groups', payload: { name: 'X', code: 'X' } })).statusCode).toBe(403);
    const res = await patch(group.id, { active: false }, professional);
    expect(res.statusCode).toBe(403);
    expect((res.result as Body).code).toBe('FORBIDDEN');
    const history = await app.request(professional, { method: 'GET', url: `/api/audit-log?entity=work-groups&entityId=${group.id}` });
    expect(history.statusCode).toBe(403);
  });

  it('answers 404 to an administrator of another tenant on get, update, delete and the history', async () => {
    const group = await createGroup();
    const other = await otherTenantHolder(app.owner, ['AdministrationUsers']);
    const outsider = await app.cookieFor(other.userId, other);
    expect((await app.request(outsider, { method: 'GET', url: `/api/work-groups/${group.id}` })).statusCode).toBe(404);
    expect((await patch(group.id, { memberIds: [] }, outsider)).statusCode).toBe(404);
    expect((await app.request(outsider, { method: 'DELETE', url: `/api/work-groups/${group.id}` })).statusCode).toBe(404);
    expect((await app.request(outsider, { method: 'GET', url: `/api/audit-log?entity=work-groups&entityId=${group.id}` })).statusCode).toBe(404);
    const list = (await app.request(outsider, { method: 'GET', url: '/api/work-groups?_end=1000' })).result as Group[];
    expect(list.map((g) => g.id)).not.toContain(group.id);
    expect((await app.owner('work_group_members').where({ work_group_id: group.id })).map((r) => r.user_id)).toEqual([user.leader]);
  });
});
