// A project's activities: the activity types of its practices or service units, each with an
// optional estimate of hours (decimal strings); replaced all or nothing; forbidden and cross-tenant.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';
import { createTestApp, type TestApp } from '../../platform/testing/harness.ts';
import { otherTenantHolder, tenants, userId } from '../../platform/testing/fixtures.ts';
import { activityItemErrors } from './project-activities.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('activityItemErrors', () => {
  it('takes offered ids once with positive hours of up to 2 decimals, or none', () => {
    expect(
      activityItemErrors(
        [
          { activityTypeId: A, estimatedHours: '12.5' },
          { activityTypeId: B, estimatedHours: null },
        ],
        new Set([A, B]),
      ),
    ).toEqual([]);
    expect(activityItemErrors([{ activityTypeId: A, estimatedHours: '' }], new Set([A]))).toEqual([]);
    const codes = (items: Parameters<typeof activityItemErrors>[0]) => activityItemErrors(items, new Set([A])).map((e) => `${e.field}:${e.code}`);
    expect(codes([{ activityTypeId: B }])).toEqual(['items[0].activityTypeId:PROJECT_ACTIVITY_NOT_OFFERED']);
    expect(codes([{ activityTypeId: A }, { activityTypeId: A }])).toEqual(['items[1].activityTypeId:PROJECT_ACTIVITY_NOT_OFFERED']);
    for (const hours of ['0', '0.00', '-1', '1.234', '1e3', 'abc', '100000', ' 1']) {
      expect(codes([{ activityTypeId: A, estimatedHours: hours }]), hours).toEqual(['items[0].estimatedHours:PROJECT_ACTIVITY_HOURS_INVALID']);
    }
  });

  it('accepts exactly the positive amounts numeric(7,2) holds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (cents) => {
        const hours = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(activityItemErrors([{ activityTypeId: A, estimatedHours: hours }], new Set([A])).length).toBe(cents === 0 ? 1 : 0);
      }),
    );
  });
});

describe('GET and PUT /api/projects/{id}/activities', () => {
  let app: TestApp;
  let admin: string;
  let projectId: string;
  let ids: { corporate: string; labour: string; inactive: string };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.cookieFor(await userId(app.owner, 'admin@demo.test'));
    const { mainCompanyId } = await tenants(app.owner);
    const company = await app.owner('companies').where({ id: mainCompanyId }).first('tenant_id');
    const practice = async (name: string) => (await app.owner('practices').where({ company_id: mainCompanyId, name }).first('id')).id as string;
    const corporate = await practice('Derecho Corporativo');
    const labour = await practice('Derecho Laboral');
    const owned = { tenant_id: company.tenant_id, company_id: mainCompanyId };
    const rows = await app
      .owner('activity_types')
      .insert([
        { ...owned, practice_id: corporate, name: 'Revisión de contrato', code: 'T-REV', estimated_hours: '3.50' },
        { ...owned, practice_id: labour, name: 'Liquidación laboral', code: 'T-LIQ', estimated_hours: '2' },
        { ...owned, practice_id: corporate, name: 'Acta antigua', code: 'T-OLD', active: false },
      ])
      .returning('id');
    ids = { corporate: rows[0].id, labour: rows[1].id, inactive: rows[2].id };
    const created = await app.request(admin, {
      method: 'POST',
      url: '/api/projects',
      payload: {
        name: 'Actividades de prueba',
        clientId: (await app.owner('clients').where({ company_id: mainCompanyId }).orderBy('name').first('id')).id,
        practiceIds: [corporate],
        commercialManagerIds: [await userId(app.owner, 'comercial@demo.test')],
        workGroupIds: [(await app.owner('work_groups').where({ company_id: mainCompanyId }).first('id')).id],
      },
    });
    projectId = (created.result as { id: string }).id;
  });
  afterAll(() => app?.close());

  type Activities = { data: { activityTypeId: string; selected: boolean; estimatedHours: string | null; defaultEstimatedHours: string }[] };
  const put = (cookie: string, items: unknown[]) => app.request(cookie, { method: 'PUT', url: `/api/projects/${projectId}/activities`, payload: { items } });

  it("offers the active activity types of the project's practices and keeps the chosen ones with their hours", async () => {
    const offered = (await app.request(admin, { method: 'GET', url: `/api/projects/${projectId}/activities` })).result as Activities;
    // The demo seed has activity types of its own: judge only this test's three.
    const offeredIds = offered.data.map((a) => a.activityTypeId);
    expect(offeredIds).toContain(ids.corporate);
    expect(offeredIds).not.toContain(ids.labour);
    expect(offeredIds).not.toContain(ids.inactive);
    const saved = await put(admin, [{ activityTypeId: ids.corporate, estimatedHours: '12.5' }]);
    expect(saved.statusCode, JSON.stringify(saved.result)).toBe(200);
    expect((saved.result as Activities).data.filter((a) => a.selected)).toEqual([
      expect.objectContaining({ activityTypeId: ids.corporate, selected: true, estimatedHours: '12.50', defaultEstimatedHours: '3.50' }),
    ]);
  });

  it('refuses an activity type of another practice, an inactive one and bad hours, changing nothing', async () => {
    const res = await put(admin, [{ activityTypeId: ids.labour }, { activityTypeId: ids.inactive }, { activityTypeId: ids.corporate, estimatedHours: '1,5' }]);
    expect(res.statusCode).toBe(400);
    expect((res.result as { fields: { field: string; code: string }[] }).fields.map((f) => `${f.field}:${f.code}`)).toEqual([
      'items[0].activityTypeId:PROJECT_ACTIVITY_NOT_OFFERED',
      'items[1].activityTypeId:PROJECT_ACTIVITY_NOT_OFFERED',
      'items[2].estimatedHours:PROJECT_ACTIVITY_HOURS_INVALID',
    ]);
    const stored = await app.owner('project_activity_types').where({ project_id: projectId }).select('activity_type_id', 'estimated_hours');
    expect(stored).toEqual([{ activity_type_id: ids.corporate, estimated_hours: '12.50' }]);
  });

  it('is forbidden without AdministrationProjects; another company or tenant finds no such project', async () => {
    const professional = await app.cookieFor(await userId(app.owner, 'profesional@demo.test'));
    expect((await put(professional, [])).statusCode).toBe(403);
    const other = await otherTenantHolder(app.owner, PERMISSION_CODES);
    const otherCompany = await app.cookieFor(await userId(app.owner, 'admin@demo.test'), { companyId: (await tenants(app.owner)).secondCompanyId });
    for (const cookie of [await app.cookieFor(other.userId, other), otherCompany]) {
      expect((await put(cookie, [])).statusCode).toBe(404);
      expect((await app.request(cookie, { method: 'GET', url: `/api/projects/${projectId}/activities` })).statusCode).toBe(404);
    }
    expect(await app.owner('project_activity_types').where({ project_id: projectId }).count({ n: '*' }).first()).toEqual({ n: '1' });
  });
});
