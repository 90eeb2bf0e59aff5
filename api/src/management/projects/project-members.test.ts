// GET /api/projects/{id}/members: members by work group and retired members (screen members-privacy).
import { expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';
import { otherTenantHolder, tenants, userId } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as } = apiTest({ as: ['admin'] });

type Members = { privacy: boolean; members: { id: string; workGroups: string[] }[]; retiredMembers: { id: string }[] };

it('lists the members of the work groups, and those whose group left the project as retired', async () => {
  const { mainCompanyId } = await tenants(app.owner);
  const groups = await app
    .owner('work_groups')
    .where({ company_id: mainCompanyId })
    .whereExists(app.owner('work_group_members').whereRaw('work_group_members.work_group_id = work_groups.id'))
    .orderBy('code')
    .select('id', 'name');
  expect(groups.length).toBeGreaterThan(1);
  const first = async (table: string) => (await app.owner(table).where({ company_id: mainCompanyId }).orderBy('name').first('id')).id as string;
  const created = await app.request(as.admin, {
    method: 'POST',
    url: '/api/projects',
    payload: {
      name: 'Arbitraje internacional',
      clientId: await first('clients'),
      practiceIds: [await first('practices')],
      privacy: true,
      commercialManagerIds: [await userId(app.owner, 'comercial@demo.test')],
      workGroupIds: [groups[0].id, groups[1].id],
    },
  });
  expect(created.statusCode, JSON.stringify(created.result)).toBe(201);
  const id = (created.result as { id: string }).id;
  const inSecond = (await app.owner('work_group_members').where({ work_group_id: groups[1].id }).pluck('user_id')) as string[];
  const inFirst = new Set((await app.owner('work_group_members').where({ work_group_id: groups[0].id }).pluck('user_id')) as string[]);

  const before = (await app.request(as.admin, { method: 'GET', url: `/api/projects/${id}/members` })).result as Members;
  expect(before.privacy).toBe(true);
  expect(before.members.find((m) => m.id === inSecond[0])?.workGroups).toContain(groups[1].name);

  await app.request(as.admin, { method: 'PATCH', url: `/api/projects/${id}`, payload: { workGroupIds: [groups[0].id] } });
  const after = (await app.request(as.admin, { method: 'GET', url: `/api/projects/${id}/members` })).result as Members;
  const leftOnly = inSecond.filter((u) => !inFirst.has(u));
  expect(leftOnly.length).toBeGreaterThan(0);
  expect(after.retiredMembers.map((m) => m.id).sort()).toEqual([...leftOnly].sort());
  expect(after.members.every((m) => inFirst.has(m.id))).toBe(true);

  // Forbidden without AdministrationProjects; no such project for another company or tenant.
  const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
  expect((await app.request(professional, { method: 'GET', url: `/api/projects/${id}/members` })).statusCode).toBe(403);
  const other = await otherTenantHolder(app.owner, PERMISSION_CODES);
  const outsider = await app.cookieFor(other.userId, other);
  const otherCompany = await app.cookieFor(await userId(app.owner, 'admin@demo.test'), { companyId: (await tenants(app.owner)).secondCompanyId });
  for (const cookie of [outsider, otherCompany]) {
    expect((await app.request(cookie, { method: 'GET', url: `/api/projects/${id}/members` })).statusCode).toBe(404);
  }
});
