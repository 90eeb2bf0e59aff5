// Dynamic reports through the API and the real database: a saved definition run to rows, a total,
// a summary and the chart's groups, matching a hand count of seeded works; exported to XLSX; the
// specification's two outcomes (no data in the dates: 422, a generation error: 500); definitions
// outside the whitelist refused; only the author changes a report, shared ones are run by others;
// a report reads only what its caller sees.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownActivity, userId } from '../../platform/testing/fixtures.ts';
import type { ReportDefinition } from '../../contract/reports.ts';
import type { ReportResult } from './reports.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['professional', 'leader', 'contact'], outsider: ['SettlementAccessAll'] });
let activityCode: string;

const definition = (patch: Partial<ReportDefinition> = {}): ReportDefinition => ({
  entity: 'works',
  columns: ['workDate', 'user', 'activityCode', 'workedHours', 'billableHours'],
  filters: [{ field: 'activityCode', operator: 'eq', value: activityCode }],
  groupBy: 'user',
  measure: 'sum:workedHours',
  dateField: 'workDate',
  period: 'custom',
  dateFrom: '2020-03-01',
  dateTo: '2020-03-31',
  chart: 'column',
  ...patch,
});

beforeAll(async () => {
  const professionalId = await userId(app.owner, 'profesional@demo.test');
  // An activity of the professional with three works in March 2020: 90 (60 billable), 30 (0) and 45 (45) minutes.
  const activityId = await ownActivity(app.owner, ids.mainCompanyId, 'profesional@demo.test');
  const activity = await app.owner('activities').where({ id: activityId }).first();
  activityCode = activity.code;
  await app.owner('works').insert(
    [
      { work_date: '2020-03-02', minutes: 90, billable_minutes: 60 },
      { work_date: '2020-03-10', minutes: 30, billable_minutes: 0 },
      { work_date: '2020-03-31', minutes: 45, billable_minutes: 45 },
      { work_date: '2020-04-01', minutes: 600, billable_minutes: 600 }, // outside the dates
    ].map((w) => ({
      ...w,
      tenant_id: activity.tenant_id,
      company_id: activity.company_id,
      activity_id: activityId,
      project_id: activity.project_id,
      user_id: professionalId,
    })),
  );
});

describe('dynamic reports', () => {
  it('saves a definition and runs it to rows, a total, a summary and the chart groups, as counted by hand', async () => {
    const created = await app.request(as.professional, {
      method: 'POST',
      url: '/api/reports',
      payload: { name: 'Horas de marzo 2020', definition: definition() },
    });
    expect(created.statusCode, JSON.stringify(created.result)).toBe(201);
    const id = (created.result as { id: string }).id;
    const run = await app.request(as.professional, { method: 'POST', url: `/api/reports/${id}/run` });
    expect(run.statusCode, JSON.stringify(run.result)).toBe(200);
    const result = run.result as ReportResult;
    // 90 + 30 + 45 minutes = 2.75 hours in three works; the 1 April work is outside the dates.
    expect(result.total).toBe(3);
    expect(result.summary).toBe(2.75);
    expect(result.rows.map((r) => r.workDate)).toEqual(['2020-03-31', '2020-03-10', '2020-03-02']);
    expect(result.rows.map((r) => r.billableHours)).toEqual([0.75, 0, 1]);
    expect(result.groups).toHaveLength(1);
    expect(result.groups[0].value).toBe(2.75);
    expect(result.range).toEqual({ from: '2020-03-01', to: '2020-03-31' });
    expect(result.columns.map((c) => c.key)).toEqual(['workDate', 'user', 'activityCode', 'workedHours', 'billableHours']);

    // Without a grouping, the chart is by month of the report's date; count as the measure.
    const byMonth = await app.request(as.professional, {
      method: 'POST',
      url: '/api/reports/preview',
      payload: { definition: definition({ groupBy: null, measure: 'count', dateTo: '2020-04-30' }) },
    });
    expect((byMonth.result as ReportResult).groups).toEqual([
      { key: '2020-03', value: 3 },
      { key: '2020-04', value: 1 },
    ]);
    const listed = await app.request(as.professional, { method: 'GET', url: '/api/reports?search=marzo' });
    expect(listed.result).toMatchObject({ total: 1, data: [expect.objectContaining({ id, name: 'Horas de marzo 2020', createdByName: expect.any(String) })] });
  });

  it("exports every row to XLSX with labelled columns in the caller's language", async () => {
    const created = await app.request(as.professional, { method: 'POST', url: '/api/reports', payload: { name: 'Exportable', definition: definition() } });
    const id = (created.result as { id: string }).id;
    const res = await app.request(as.professional, { method: 'GET', url: `/api/reports/${id}/export.xlsx`, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Fecha del trabajo', 'Profesional', 'Código de actividad', 'Horas trabajadas', 'Horas facturables']);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(4).value).toBe(0.75);
  });

  it('answers REPORT_NO_DATA when its dates hold nothing, and REPORT_GENERATION_FAILED when it cannot be generated', async () => {
    const empty = await app.request(as.professional, {
      method: 'POST',
      url: '/api/reports/preview',
      headers: { 'accept-language': 'es' },
      payload: { definition: definition({ dateFrom: '1999-01-01', dateTo: '1999-01-31' }) },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.result).toMatchObject({ code: 'REPORT_NO_DATA', message: 'No hay datos en las fechas del informe (1999-01-01 a 1999-01-31)' });
    // A stored definition naming a column this version no longer has (saved before an upgrade, say).
    const created = await app.request(as.professional, { method: 'POST', url: '/api/reports', payload: { name: 'Antiguo', definition: definition() } });
    const id = (created.result as { id: string }).id;
    await app
      .owner('reports')
      .where({ id })
      .update({ definition: JSON.stringify({ ...definition(), columns: ['workDate', 'retiredColumn'] }) });
    const broken = await app.request(as.professional, { method: 'POST', url: `/api/reports/${id}/run`, headers: { 'accept-language': 'en' } });
    expect(broken.statusCode).toBe(500);
    expect(broken.result).toMatchObject({ code: 'REPORT_GENERATION_FAILED', message: 'The report could not be generated. Try again or check its definition.' });
  });

  it('refuses a definition outside the whitelist with field errors, and writes nothing', async () => {
    const before = await app.owner('reports').count<{ count: string }[]>({ count: '*' });
    const cases: [Partial<ReportDefinition>, string, string][] = [
      [{ columns: [] }, 'definition.columns', 'REPORT_COLUMNS_REQUIRED'],
      [{ columns: ['workDate', 'password'] }, 'definition.columns', 'INVALID_OPTION'],
      [{ filters: [{ field: 'workedHours', operator: 'contains', value: 'x' }] }, 'definition.filters[0].operator', 'INVALID_OPTION'],
      [{ filters: [{ field: 'workDate', operator: 'gte', value: 'ayer' }] }, 'definition.filters[0].value', 'INVALID_VALUE'],
      [{ groupBy: 'workedHours' }, 'definition.groupBy', 'INVALID_OPTION'],
      [{ measure: 'sum:user' }, 'definition.measure', 'INVALID_OPTION'],
      [{ dateFrom: '2020-04-01', dateTo: '2020-03-01' }, 'definition.dateTo', 'REPORT_DATES_ORDER'],
      [{ dateFrom: '2020-02-30' }, 'definition.dateFrom', 'INVALID_DATE'],
    ];
    for (const [patch, field, code] of cases) {
      const res = await app.request(as.professional, { method: 'POST', url: '/api/reports', payload: { name: 'Malo', definition: definition(patch) } });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect((res.result as { fields: { field: string; code: string }[] }).fields).toContainEqual(expect.objectContaining({ field, code }));
    }
    const noName = await app.request(as.professional, { method: 'POST', url: '/api/reports', payload: { definition: definition() } });
    expect(noName.statusCode).toBe(400);
    expect(await app.owner('reports').count<{ count: string }[]>({ count: '*' })).toEqual(before);
  });

  it('lets only its author change a report; a shared one is run by the company, never by another tenant', async () => {
    const created = await app.request(as.professional, { method: 'POST', url: '/api/reports', payload: { name: 'Privado', definition: definition() } });
    const id = (created.result as { id: string }).id;
    expect((await app.request(as.leader, { method: 'POST', url: `/api/reports/${id}/run` })).statusCode).toBe(404);
    expect((await app.request(as.professional, { method: 'PATCH', url: `/api/reports/${id}`, payload: { shared: true } })).statusCode).toBe(200);
    expect((await app.request(as.leader, { method: 'POST', url: `/api/reports/${id}/run` })).statusCode).toBe(200);
    const change = await app.request(as.leader, { method: 'PATCH', url: `/api/reports/${id}`, payload: { name: 'Mío' } });
    expect(change.statusCode).toBe(403);
    expect(change.result).toMatchObject({ code: 'FORBIDDEN' });
    expect((await app.request(as.leader, { method: 'DELETE', url: `/api/reports/${id}` })).statusCode).toBe(403);
    for (const path of [`/api/reports/${id}`, `/api/reports/${id}/export.xlsx`]) {
      expect((await app.request(as.outsider, { method: 'GET', url: path })).statusCode).toBe(404);
    }
    expect((await app.request(as.outsider, { method: 'POST', url: `/api/reports/${id}/run` })).statusCode).toBe(404);
    expect((await app.request(null, { method: 'POST', url: `/api/reports/${id}/run` })).statusCode).toBe(401);
    // Reports are the firm's: a client contact is refused them.
    const theirs = await app.request(as.contact, { method: 'POST', url: '/api/reports/preview', payload: { definition: definition() } });
    expect(theirs.statusCode).toBe(403);
    expect((await app.request(as.professional, { method: 'DELETE', url: `/api/reports/${id}` })).statusCode).toBe(200);
    expect((await app.request(as.professional, { method: 'GET', url: `/api/reports/${id}` })).statusCode).toBe(404);
  });

  it('counts the total and the summary over every group, not only the 50 the chart shows', async () => {
    // 60 works of 30 minutes, one a month from January 2014 to December 2018: 60 groups by month.
    const activity = await app.owner('activities').where({ code: activityCode }).first();
    await app
      .owner('works')
      .insert(
        Array.from({ length: 60 }, (_, i) => ({
          tenant_id: activity.tenant_id,
          company_id: activity.company_id,
          activity_id: activity.id,
          project_id: activity.project_id,
          user_id: activity.responsible_user_id,
          work_date: `${2014 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-15`,
          minutes: 30,
          billable_minutes: 30,
        })),
      );
    const byMonth = definition({ groupBy: null, dateFrom: '2014-01-01', dateTo: '2018-12-31' });
    for (const measure of ['sum:workedHours', 'count'] as const) {
      const res = await app.request(as.professional, { method: 'POST', url: '/api/reports/preview', payload: { definition: { ...byMonth, measure } } });
      expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
      const r = res.result as ReportResult;
      expect(r.total).toBe(60);
      expect(r.summary).toBe(measure === 'count' ? 60 : 30);
      expect(r.groups).toHaveLength(50);
      expect(r.groups[0]).toEqual({ key: '2014-01', value: measure === 'count' ? 1 : 0.5 });
      expect(r.groups.every((g) => g.value === (measure === 'count' ? 1 : 0.5))).toBe(true);
    }
  });

  it("groups time by project, and hides a private project's time from the whole company's view until the caller may see the project", async () => {
    // Three works of an hour in May 2013 on the professional's activity.
    const activity = await app.owner('activities').where({ code: activityCode }).first();
    const project = await app.owner('projects').where({ id: activity.project_id }).first('id', 'name');
    await app
      .owner('works')
      .insert(
        [3, 10, 24].map((day) => ({
          tenant_id: activity.tenant_id,
          company_id: activity.company_id,
          activity_id: activity.id,
          user_id: activity.responsible_user_id,
          work_date: `2013-05-${String(day).padStart(2, '0')}`,
          minutes: 60,
          billable_minutes: 60,
        })),
      );
    const byProject = definition({
      columns: ['workDate', 'project', 'activity', 'workedHours'],
      groupBy: 'project',
      dateFrom: '2013-05-01',
      dateTo: '2013-05-31',
    });
    const admin = await app.cookieFor(await userId(app.owner, 'admin@demo.test'));
    const run = () => app.request(admin, { method: 'POST', url: '/api/reports/preview', payload: { definition: byProject } });
    const seen = (await run()).result as ReportResult;
    expect(seen).toMatchObject({ total: 3, summary: 3, groups: [{ key: project.name, value: 3 }] });
    expect(seen.rows.map((r) => r.project)).toEqual([project.name, project.name, project.name]);

    // Private, and the administrator in none of its teams: its time is not in their report.
    const adminId = await userId(app.owner, 'admin@demo.test');
    await app.owner('projects').where({ id: project.id }).update({ privacy: true });
    await app
      .owner('work_group_members')
      .where({ user_id: adminId })
      .whereIn('work_group_id', app.owner('project_work_groups').where({ project_id: project.id }).select('work_group_id'))
      .delete();
    const hidden = await run();
    expect(hidden.statusCode, JSON.stringify(hidden.result)).toBe(422);
    expect(hidden.result).toMatchObject({ code: 'REPORT_NO_DATA' });
    // Its commercial manager sees it again.
    await app.owner('project_commercial_managers').insert({ tenant_id: activity.tenant_id, project_id: project.id, user_id: adminId });
    expect((await run()).result).toMatchObject({ total: 3, summary: 3 });
    await app.owner('project_commercial_managers').where({ project_id: project.id, user_id: adminId }).delete();
    await app.owner('projects').where({ id: project.id }).update({ privacy: false });
  });

  it("reads a member's activities and time as their lists do: the rows they see and no other, with filters on joined columns", async () => {
    const everything: ReportDefinition = {
      entity: 'activities',
      columns: ['code', 'client', 'state'],
      filters: [],
      groupBy: 'state',
      measure: 'count',
      dateField: 'deliveryDate',
      period: 'custom',
      dateFrom: '2000-01-01',
      dateTo: '2099-12-31',
      chart: 'pie',
    };
    const company = await app.owner('activities').where({ company_id: ids.mainCompanyId }).count({ n: '*' }).first();
    // The professional out of the corporate team for this test: their litigation team's work and their own.
    const corporate = await app.owner('work_groups').where({ name: 'Equipo Corporativo' }).first('id', 'tenant_id');
    const professionalId = await userId(app.owner, 'profesional@demo.test');
    const membership = await app.owner('work_group_members').where({ work_group_id: corporate.id, user_id: professionalId }).first();
    await app.owner('work_group_members').where({ work_group_id: corporate.id, user_id: professionalId }).delete();
    try {
      await seesTheirOwn(as.professional, true);
      await seesTheirOwn(as.leader, false); // the corporate and labour teams': the whole company's work
    } finally {
      await app.owner('work_group_members').insert(membership);
    }
    async function seesTheirOwn(caller: string, some: boolean) {
      const listed = await app.request(caller, { method: 'GET', url: '/api/activities?_start=0&_end=1000' });
      const seen = (listed.result as { code: string }[]).map((a) => a.code).sort();
      // A member sees their teams' and their own work: the rows are picked by their visibility first.
      expect(seen.length).toBeGreaterThan(0);
      if (some) expect(seen.length).toBeLessThan(Number(company?.n));
      const all = (await app.request(caller, { method: 'POST', url: '/api/reports/preview', payload: { definition: everything } })).result as ReportResult;
      expect(all.rows.map((r) => r.code).sort()).toEqual(seen);
      expect(all.total).toBe(seen.length);
      expect(all.groups.reduce((sum, g) => sum + Number(g.value), 0)).toBe(seen.length);
      // A filter on the client's name (a joined column) narrows the same rows.
      const client = String(all.rows[0].client);
      const filtered = await app.request(caller, {
        method: 'POST',
        url: '/api/reports/preview',
        payload: { definition: { ...everything, filters: [{ field: 'client', operator: 'eq', value: client }] } },
      });
      const expected = all.rows.filter((r) => r.client === client).map((r) => r.code);
      expect(expected.length).toBeLessThan(all.rows.length);
      expect(((filtered.result as ReportResult).rows.map((r) => r.code) as string[]).sort()).toEqual(expected.sort());
      // Their time: the works of those activities, counted by project as the owner counts them.
      const ids = (listed.result as { id: string }[]).map((a) => a.id);
      const byProject = await app
        .owner('works as k')
        .leftJoin('projects as p', 'p.id', 'k.project_id')
        .whereIn('k.activity_id', ids)
        .groupBy('p.name')
        .select('p.name as project', app.owner.raw('count(*)::int as n'));
      const works = (
        await app.request(caller, {
          method: 'POST',
          url: '/api/reports/preview',
          payload: { definition: { ...everything, entity: 'works', columns: ['workDate', 'activityCode'], groupBy: 'project', dateField: 'workDate' } },
        })
      ).result as ReportResult;
      expect(works.total).toBe(byProject.reduce((sum, g) => sum + g.n, 0));
      expect(Object.fromEntries(works.groups.map((g) => [g.key, g.value]))).toEqual(Object.fromEntries(byProject.map((g) => [g.project, g.n])));
      expect(works.rows.every((r) => seen.includes(String(r.activityCode)))).toBe(true);
    }
  });

  it('runs a report over each entity (activities, workflows, cases) on the seeded month', async () => {
    const entities: ReportDefinition[] = [
      {
        entity: 'activities',
        columns: ['code', 'title', 'state', 'client', 'responsible', 'workedHours', 'billable'],
        filters: [{ field: 'state', operator: 'ne', value: 'Billed' }],
        groupBy: 'state',
        measure: 'sum:workedHours',
        dateField: 'deliveryDate',
        period: 'last30Days',
        chart: 'pie',
      },
      {
        entity: 'workflows',
        columns: ['code', 'title', 'flowType', 'activityCount', 'workedHours'],
        filters: [],
        groupBy: 'flowType',
        measure: 'count',
        dateField: 'createdDate',
        period: 'thisYear',
        chart: 'bar',
      },
      {
        entity: 'cases',
        columns: ['code', 'title', 'state', 'workflowCount'],
        filters: [{ field: 'title', operator: 'contains', value: 'dian' }],
        groupBy: null,
        measure: 'count',
        dateField: 'createdDate',
        period: 'thisYear',
        chart: 'line',
      },
    ];
    const admin = await app.cookieFor(await userId(app.owner, 'admin@demo.test'));
    for (const d of entities) {
      const res = await app.request(admin, { method: 'POST', url: '/api/reports/preview', payload: { definition: d } });
      expect(res.statusCode, `${d.entity}: ${JSON.stringify(res.result)}`).toBe(200);
      const r = res.result as ReportResult;
      expect(r.total).toBeGreaterThan(0);
      expect(r.rows[0]).toEqual(expect.objectContaining(Object.fromEntries(d.columns.map((c) => [c, expect.anything()]))));
    }
  });
});
