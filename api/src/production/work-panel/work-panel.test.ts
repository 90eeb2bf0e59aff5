// The work panel's indicators against a hand-computed month of one new professional: each of the
// eight for Mes, Semana, Día and Año, with client and team filters, each detail, the remembered
// filters, and nobody else's work counted. Reference day: Wednesday 18 March 2026 (no holiday in
// March before the 23rd; the company works Monday to Friday), so Mes has 13 working days.
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../platform/testing/fixtures.ts';
import { periodRange, workingDays } from './periods.ts';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['professional', 'admin'], outsider: ['SettlementAccessAll'] });
let me: string;
let team: string;
const DAY = '2026-03-18';
const q = (period: number, extra = '') => `/api/work-panel/indicators?period=${period}&day=${DAY}${extra}`;

beforeAll(async () => {
  const owned = { tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId };
  const [{ id: user }] = await app
    .owner('users')
    .insert({ email: `panel-${crypto.randomUUID().slice(0, 8)}@demo.test`, name: 'Panel', last_name: 'Prueba' })
    .returning('id');
  await app.owner('tenant_memberships').insert({ tenant_id: ids.demoTenantId, user_id: user });
  await app.owner('company_memberships').insert({ ...owned, user_id: user });
  await app.owner('user_profiles').insert({ ...owned, user_id: user, daily_billed_hours_goal: 6 });
  [{ id: team }] = await app
    .owner('work_groups')
    .insert({ ...owned, name: 'Equipo del panel', code: `EQ-P-${crypto.randomUUID().slice(0, 6)}` })
    .returning('id');
  await app.owner('work_group_members').insert({ tenant_id: ids.demoTenantId, work_group_id: team, user_id: user });
  me = await app.cookieFor(user);

  const andes = await app.owner('projects').where({ company_id: ids.mainCompanyId, name: 'Fusión Los Andes - Inversiones del Norte' }).first('id', 'client_id');
  const cafe = await app.owner('projects').where({ company_id: ids.mainCompanyId, name: 'Reestructuración laboral Café del Quindío' }).first('id', 'client_id');
  const type = await app.owner('activity_types').where({ company_id: ids.mainCompanyId, code: 'COR-CON' }).first('id', 'practice_id');
  const cop = await app.owner('currencies').where({ company_id: ids.mainCompanyId, code: 'COP' }).first('id');
  const [{ id: agreement }] = await app
    .owner('trade_agreements')
    .insert({
      ...owned,
      project_id: andes.id,
      type: 1,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      currency_id: cop.id,
      increment_moment: 'NotIncrement',
      rate: '200000',
    })
    .returning('id');
  const activity = async (project: { id: string; client_id: string }, row: Record<string, unknown>) =>
    (
      await app
        .owner('activities')
        .insert({
          ...owned,
          title: 'Panel',
          client_id: project.client_id,
          project_id: project.id,
          practice_id: type.practice_id,
          activity_type_id: type.id,
          responsible_user_id: user,
          start_date: '2025-11-01',
          end_date: '2026-03-31',
          ...row,
        })
        .returning('id')
    )[0].id as string;
  // A: on time, with the per-hour agreement; B: late; C: finished last December, on time.
  const a = await activity(andes, {
    estimated_hours: 6,
    assigned_at: '2026-03-05T15:00:00Z',
    finished_at: '2026-03-17T15:00:00Z',
    delivery_at: '2026-03-18T23:00:00Z',
    state: 'AwaitingRevision',
    trade_agreement_id: agreement,
  });
  const b = await activity(cafe, {
    estimated_hours: 4,
    assigned_at: '2026-03-10T15:00:00Z',
    finished_at: '2026-03-12T15:00:00Z',
    delivery_at: '2026-03-11T23:00:00Z',
    state: 'AwaitingRevision',
  });
  const c = await activity(andes, {
    estimated_hours: 8,
    assigned_at: '2026-02-10T15:00:00Z',
    finished_at: '2025-12-01T15:00:00Z',
    delivery_at: '2025-12-05T23:00:00Z',
    state: 'Billed',
  });
  const work = (activityId: string, project: { id: string }, day: string, minutes: number, billable: number) => ({
    ...owned,
    activity_id: activityId,
    project_id: project.id,
    user_id: user,
    work_date: day,
    minutes,
    billable_minutes: billable,
  });
  await app
    .owner('works')
    .insert([
      work(a, andes, '2026-03-18', 120, 90),
      work(a, andes, '2026-03-16', 60, 60),
      work(b, cafe, '2026-03-02', 30, 0),
      work(c, andes, '2026-02-27', 600, 600),
    ]);
});

describe('periods', () => {
  it("reaches from the period's first day to the reference day, and counts the company's working days", () => {
    expect(periodRange(1, DAY)).toEqual({ from: DAY, to: DAY });
    expect(periodRange(2, DAY)).toEqual({ from: '2026-03-16', to: DAY });
    expect(periodRange(3, DAY)).toEqual({ from: '2026-03-01', to: DAY });
    expect(periodRange(4, DAY)).toEqual({ from: '2026-01-01', to: DAY });
    const weekdays = new Set([1, 2, 3, 4, 5]);
    expect(workingDays('2026-03-01', DAY, weekdays, new Set())).toBe(13);
    expect(workingDays('2026-03-16', '2026-03-23', weekdays, new Set(['2026-03-23']))).toBe(5);
  });
});

describe('the eight indicators', () => {
  it('Mes (3, the default): hand-computed from the works and activities', async () => {
    const res = await app.request(me, { method: 'GET', url: `/api/work-panel/indicators?day=${DAY}` });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    expect(res.result).toMatchObject({
      period: 3,
      from: '2026-03-01',
      to: DAY,
      hoursWorked: 3.5, // 120 + 60 + 30 minutes
      billableTime: 2.5, // 90 + 60
      nonBillableTime: 1,
      goalHours: 78, // 6 h a day x 13 working days
      efficiency: 3.2, // 2.5 / 78
      completedActivities: 2, // A and B
      hoursAssigned: 10, // A 6 + B 4
      historicOpportunity: 66.7, // A and C on time of A, B, C in the twelve months
      annualBillableValue: [{ currency: 'COP', amount: '500000.00' }], // 2.5 billable hours of A at 200,000
    });
  });

  it('Semana (2), Día (1) and Año (4)', async () => {
    expect((await app.request(me, { method: 'GET', url: q(2) })).result).toMatchObject({
      hoursWorked: 3,
      billableTime: 2.5,
      goalHours: 18,
      efficiency: 13.9,
      completedActivities: 1,
      hoursAssigned: 0,
    });
    expect((await app.request(me, { method: 'GET', url: q(1) })).result).toMatchObject({
      hoursWorked: 2,
      billableTime: 1.5,
      nonBillableTime: 0.5,
      completedActivities: 0,
    });
    expect((await app.request(me, { method: 'GET', url: q(4) })).result).toMatchObject({
      hoursWorked: 13.5,
      billableTime: 12.5,
      completedActivities: 2,
      hoursAssigned: 18,
    });
  });

  it('filters by client and by team; a team the member is not in is refused', async () => {
    const cafe = await app.owner('clients').where({ name: 'Café del Quindío S.A.' }).first('id');
    expect((await app.request(me, { method: 'GET', url: q(3, `&clients=${cafe.id}`) })).result).toMatchObject({
      hoursWorked: 0.5,
      billableTime: 0,
      completedActivities: 1,
      hoursAssigned: 4,
    });
    expect((await app.request(as.admin, { method: 'GET', url: q(3, `&teams=${team}`) })).result).toMatchObject({ people: 1, hoursWorked: 3.5 });
    expect((await app.request(as.professional, { method: 'GET', url: q(3, `&teams=${team}`) })).statusCode).toBe(403);
  });

  it("counts nobody else's work: another member and another tenant see their own", async () => {
    const theirs = (await app.request(as.professional, { method: 'GET', url: q(1) })).result as { hoursWorked: number };
    // The demo professional's own time that day (the demo's year of work), none of the new member's 2 h.
    const own = await app
      .owner('works')
      .where({ user_id: await userId(app.owner, 'profesional@demo.test'), work_date: DAY })
      .sum({ m: 'minutes' })
      .first();
    expect(theirs.hoursWorked).toBe(Math.round((Number(own?.m ?? 0) / 60) * 100) / 100);
    const outside = await app.request(as.outsider, { method: 'GET', url: q(4) });
    expect(outside.result).toMatchObject({ hoursWorked: 0, completedActivities: 0 });
  });

  it('details each indicator: by day, by project, by activity', async () => {
    const byDay = await app.request(me, { method: 'GET', url: `/api/work-panel/indicators/billableTime/detail?period=3&day=${DAY}` });
    expect(byDay.headers['x-total-count']).toBe('3');
    expect(byDay.result).toEqual([
      { day: '2026-03-18', workedHours: 2, billableHours: 1.5, nonBillableHours: 0.5 },
      { day: '2026-03-16', workedHours: 1, billableHours: 1, nonBillableHours: 0 },
      { day: '2026-03-02', workedHours: 0.5, billableHours: 0, nonBillableHours: 0.5 },
    ]);
    const value = await app.request(me, { method: 'GET', url: `/api/work-panel/indicators/annualBillableValue/detail?day=${DAY}` });
    expect(value.result).toEqual([expect.objectContaining({ currency: 'COP', billableHours: 2.5, amount: '500000.00' })]);
    const assigned = await app.request(me, { method: 'GET', url: `/api/work-panel/indicators/hoursAssigned/detail?day=${DAY}` });
    expect((assigned.result as { estimatedHours: number }[]).map((r) => r.estimatedHours)).toEqual([4, 6]);
    const timely = await app.request(me, { method: 'GET', url: `/api/work-panel/indicators/historicOpportunity/detail?day=${DAY}` });
    expect((timely.result as { onTime: boolean }[]).map((r) => r.onTime)).toEqual([true, false, true]);
    expect((await app.request(me, { method: 'GET', url: '/api/work-panel/indicators/nope/detail' })).statusCode).toBe(404);
  });

  it('charts the hours by day of the month, and by month of the year for Año (all twelve)', async () => {
    const month = await app.request(me, { method: 'GET', url: `/api/work-panel/chart?period=3&day=${DAY}` });
    expect(month.result).toEqual({
      by: 'day',
      rows: [
        { at: '2026-03-02', workedHours: 0.5, billableHours: 0, nonBillableHours: 0.5 },
        { at: '2026-03-16', workedHours: 1, billableHours: 1, nonBillableHours: 0 },
        { at: '2026-03-18', workedHours: 2, billableHours: 1.5, nonBillableHours: 0.5 },
      ],
    });
    const year = (await app.request(me, { method: 'GET', url: `/api/work-panel/chart?period=4&day=${DAY}` })).result as {
      by: string;
      rows: { at: string; workedHours: number }[];
    };
    expect(year.by).toBe('month');
    expect(year.rows.map((r) => r.at)).toEqual(Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, '0')}`));
    expect(year.rows.map((r) => r.workedHours)).toEqual([0, 10, 3.5, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await app.request(as.outsider, { method: 'GET', url: `/api/work-panel/chart?period=4&day=${DAY}` })).result).toMatchObject({
      by: 'month',
      rows: expect.arrayContaining([expect.objectContaining({ at: '2026-03', workedHours: 0 })]),
    });
  });

  it('offers a member their own teams and the clients of their work, a company-wide viewer every team', async () => {
    const mine = (await app.request(me, { method: 'GET', url: '/api/work-panel/options' })).result as {
      teams: { id: string }[];
      clients: { name: string }[];
      areas: unknown[];
    };
    expect(mine.teams.map((t) => t.id)).toEqual([team]);
    expect(mine.clients.map((c) => c.name).sort()).toEqual(['Café del Quindío S.A.', 'Inversiones Los Andes S.A.S.']);
    expect(mine.areas.length).toBeGreaterThan(0);
    const all = (await app.request(as.admin, { method: 'GET', url: '/api/work-panel/options?q=cafe%20del' })).result as {
      teams: unknown[];
      clients: { name: string }[];
    };
    expect(all.teams.length).toBeGreaterThan(1);
    expect(all.clients.map((c) => c.name)).toEqual(['Café del Quindío S.A.']);
  });

  it("remembers the member's filters", async () => {
    expect((await app.request(me, { method: 'GET', url: '/api/work-panel/filters' })).result).toMatchObject({ period: 3, teams: [] });
    await app.request(me, { method: 'PUT', url: '/api/work-panel/filters', payload: { period: 2, teams: [team], areas: [], clients: [] } });
    expect((await app.request(me, { method: 'GET', url: '/api/work-panel/filters' })).result).toEqual({ period: 2, teams: [team], areas: [], clients: [] });
    const bad = await app.request(me, { method: 'GET', url: `/api/work-panel/indicators?period=7` });
    expect(bad.statusCode).toBe(400);
  });
});
