// Project notification settings: who is told of what; an upload and a move record one notification
// per recipient in their own transaction; the declared view project-notifications lists a project's.
import { expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';
import { otherTenantHolder, tenants, userId } from '../../platform/testing/fixtures.ts';
import { pdf } from './documents/test-files.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as } = apiTest({ as: ['admin'] });

type Sent = { id: string; userId: string; event: string; titles: Record<string, string> }[];
/** The notifications a project sent, newest first (the project's page asks the latest 100). */
const sentBy = (projectId: string) => `/api/project-notifications?projectId=${projectId}&_start=0&_end=100`;

it('records the notifications the settings name, for an upload and a deactivation, and lists them', async () => {
  const { mainCompanyId, secondCompanyId } = await tenants(app.owner);
  const first = async (table: string) => (await app.owner(table).where({ company_id: mainCompanyId }).orderBy('name').first('id')).id as string;
  const group = await app.owner('work_groups').where({ company_id: mainCompanyId, code: 'EQ-CORP' }).first('id');
  const manager = await userId(app.owner, 'comercial@demo.test');
  const created = await app.request(as.admin, {
    method: 'POST',
    url: '/api/projects',
    payload: {
      name: 'Notificaciones de prueba',
      clientId: await first('clients'),
      practiceIds: [await first('practices')],
      commercialManagerIds: [manager],
      workGroupIds: [group.id],
      notificationSettings: [
        { event: 'documentAdded', recipients: 'commercialManagers' },
        { event: 'deactivated', recipients: 'workGroupMembers' },
      ],
    },
  });
  expect(created.statusCode, JSON.stringify(created.result)).toBe(201);
  const project = created.result as { id: string; notificationSettings: { event: string; recipients: string }[] };
  expect(project.notificationSettings.map((s) => `${s.event}:${s.recipients}`)).toEqual(['deactivated:workGroupMembers', 'documentAdded:commercialManagers']);

  const bad = await app.request(as.admin, {
    method: 'PATCH',
    url: `/api/projects/${project.id}`,
    payload: { notificationSettings: [{ event: 'closed', recipients: 'everyone' }] },
  });
  expect(bad.statusCode).toBe(400);

  const uploaded = await app.request(as.admin, {
    method: 'POST',
    url: `/api/projects/${project.id}/documents`,
    payload: pdf(),
    headers: { 'content-type': 'application/pdf', 'x-file-name': 'acta.pdf' },
  });
  expect(uploaded.statusCode).toBe(201);
  const afterUpload = (await app.request(as.admin, { method: 'GET', url: sentBy(project.id) })).result as Sent;
  expect(afterUpload.map((n) => [n.userId, n.event])).toEqual([[manager, 'documentAdded']]);
  // The recipient is read by name, by whoever may read the project's notifications.
  expect(afterUpload[0].titles[manager]).toBe('Valentina Ospina');

  // A refused upload tells nobody.
  await app.request(as.admin, {
    method: 'POST',
    url: `/api/projects/${project.id}/documents`,
    payload: Buffer.from('MZ......'),
    headers: { 'content-type': 'application/pdf', 'x-file-name': 'virus.pdf' },
  });
  const members = (await app.owner('work_group_members').where({ work_group_id: group.id, is_external: false }).pluck('user_id')) as string[];
  const moved = await app.request(as.admin, {
    method: 'POST',
    url: `/api/projects/${project.id}/deactivate`,
    headers: { 'x-confirm': 'PROJECT_DEACTIVATION_CONFIRM' },
  });
  expect(moved.statusCode, JSON.stringify(moved.result)).toBe(200);
  const all = (await app.request(as.admin, { method: 'GET', url: sentBy(project.id) })).result as Sent;
  expect(
    all
      .filter((n) => n.event === 'deactivated')
      .map((n) => n.userId)
      .sort(),
  ).toEqual([...members].sort());
  expect(all.filter((n) => n.event === 'documentAdded')).toHaveLength(1);

  const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
  expect((await app.request(professional, { method: 'GET', url: sentBy(project.id) })).statusCode).toBe(403);
  const other = await otherTenantHolder(app.owner, PERMISSION_CODES);
  for (const cookie of [
    await app.cookieFor(other.userId, other),
    await app.cookieFor(await userId(app.owner, 'admin@demo.test'), { companyId: secondCompanyId }),
  ]) {
    // Another tenant's administrator, or ours in our other company: none of the project's notifications.
    const seen = await app.request(cookie, { method: 'GET', url: sentBy(project.id) });
    expect(seen.statusCode).toBe(200);
    expect(seen.result).toEqual([]);
    expect((await app.request(cookie, { method: 'GET', url: `/api/project-notifications/${all[0].id}` })).statusCode).toBe(404);
  }
});
