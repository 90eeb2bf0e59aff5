// 'Servicios revisados', a project's detail, as the declared view audited-activities: a project's
// audited work newest first, narrowed by the month and the year it was finished (a month alone is
// that month of every year); exactly what 'send all' of the same month and year sends; kept to the
// pair's reach (the Workgroup leader to their groups' projects, nothing for another tenant, 403
// without the pair).
import { describe, expect, it } from 'vitest';
import { auditedActivity } from '../../platform/testing/fixtures.ts';
import { apiTest } from '../../platform/testing/api-test.ts';
import { auditedOf } from '../settlement-flow.ts';

const { app, as, fusion } = apiTest({ as: ['admin', 'leader', 'professional'], outsider: ['SettlementAccessReviewedServicesAll'] });

type Row = { id: string; code: string; responsibleName: string; finishedAt: string; workedMinutes: number; billableMinutes: number };
const list = async (cookie: string, query: string) => {
  const res = await app.request(cookie, { method: 'GET', url: `/api/audited-activities?${query}` });
  return { status: res.statusCode, rows: res.result as Row[], total: Number(res.headers['x-total-count']) };
};
/** The ids 'send all' of this project, year and month takes (settlement-flow's selection). */
const sendAllTakes = (year?: number, month?: number) =>
  app.owner.transaction(async (trx) => (await auditedOf(trx, fusion.companyId, fusion.projectId, year, month).orderBy('a.id').pluck('a.id')) as string[]);

describe('audited activities of a project', () => {
  it('lists the audited work newest first with its responsible and times, narrowed by month and year as send-all takes it', async () => {
    const march2025 = await auditedActivity(app.owner, { ...fusion, finished: '2025-03-14T15:00:00Z', works: [[fusion.professionalId, 90]] });
    const march2026 = await auditedActivity(app.owner, { ...fusion, finished: '2026-03-20T15:00:00Z', works: [[fusion.professionalId, 45]] });
    const april2026 = await auditedActivity(app.owner, { ...fusion, finished: '2026-04-02T15:00:00Z', works: [[fusion.professionalId, 30]] });

    const all = await list(as.admin, `projectId=${fusion.projectId}&_start=0&_end=1000`);
    expect(all.status).toBe(200);
    const ids = all.rows.map((r) => r.id);
    expect(ids.indexOf(april2026)).toBeLessThan(ids.indexOf(march2026));
    expect(ids.indexOf(march2026)).toBeLessThan(ids.indexOf(march2025));
    expect([...ids].sort()).toEqual(await sendAllTakes());
    const row = all.rows.find((r) => r.id === march2026)!;
    const professional = await app.owner('users').where({ id: fusion.professionalId }).first('name', 'last_name');
    expect(row).toMatchObject({ responsibleName: `${professional.name} ${professional.last_name}`.trim(), finishedAt: '2026-03-20T15:00:00.000Z' });

    // A month alone is that month of every year; with a year, that month of that year.
    const march = await list(as.admin, `projectId=${fusion.projectId}&finishedMonth=3&_end=1000`);
    expect(march.rows.map((r) => r.id)).toEqual(expect.arrayContaining([march2025, march2026]));
    expect([...march.rows.map((r) => r.id)].sort()).toEqual(await sendAllTakes(undefined, 3));
    const march26 = await list(as.admin, `projectId=${fusion.projectId}&finishedMonth=3&finishedYear=2026&_end=1000`);
    expect(march26.rows.map((r) => r.id)).toContain(march2026);
    expect(march26.rows.map((r) => r.id)).not.toContain(march2025);
    expect([...march26.rows.map((r) => r.id)].sort()).toEqual(await sendAllTakes(2026, 3));
    expect(march26.total).toBe(march26.rows.length);
  });

  it('keeps the Workgroup leader to their groups, another tenant to nothing, and refuses a caller without the pair', async () => {
    const id = await auditedActivity(app.owner, { ...fusion, finished: '2026-05-05T15:00:00Z', works: [[fusion.professionalId, 60]] });
    expect((await list(as.leader, `projectId=${fusion.projectId}&_end=1000`)).rows.map((r) => r.id)).toContain(id);
    // Out of the leader's work groups, the project's work is not listed to them; the company's holder still sees it.
    const groups = await app.owner('project_work_groups').where({ project_id: fusion.projectId }).select('*');
    await app.owner('project_work_groups').where({ project_id: fusion.projectId }).delete();
    try {
      expect((await list(as.leader, `projectId=${fusion.projectId}&_end=1000`)).rows).toEqual([]);
      expect((await list(as.admin, `projectId=${fusion.projectId}&_end=1000`)).rows.map((r) => r.id)).toContain(id);
    } finally {
      await app.owner('project_work_groups').insert(groups);
    }
    const foreign = await list(as.outsider, `projectId=${fusion.projectId}`);
    expect([foreign.status, foreign.rows]).toEqual([200, []]);
    expect((await list(as.professional, `projectId=${fusion.projectId}`)).status).toBe(403);
  });

  it('refuses a filter it does not declare', async () => {
    const bad = await app.request(as.admin, { method: 'GET', url: `/api/audited-activities?state=Assigned` });
    expect(bad.statusCode).toBe(400);
    expect(bad.result).toMatchObject({ code: 'INVALID_QUERY' });
  });
});
