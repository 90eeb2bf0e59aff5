// The work panel's eight indicators (document 000, section 2; document 2, section 7.5), each one
// statement over an index or the works' pre-aggregate; their formulas are in docs/production.md,
// "Indicadores del panel". Pure of HTTP: the route decides whose work and which period.
import type { Knex } from 'knex';
import { activityStateSql } from '../activities/activity-state-sql.ts';
import type { Indicator } from '../../contract/work-panel.ts';

export interface PanelScope {
  companyId: string;
  /** Whose work: the caller (or the user viewed as), or the members of the chosen teams. */
  userIds: string[];
  from: string;
  to: string;
  /** The reference day's year so far (annual value) and the twelve months before it (history). */
  yearFrom: string;
  historyFrom: string;
  clientIds: string[];
  practiceIds: string[];
  timeZone: string;
  /** Working days of the period (company work days without holidays), for the efficiency's goal. */
  workingDays: number;
}

export interface Indicators {
  billableTime: number;
  nonBillableTime: number;
  efficiency: number | null;
  historicOpportunity: number | null;
  annualBillableValue: { currency: string; amount: string }[];
  completedActivities: number;
  hoursAssigned: number;
  hoursWorked: number;
  /** What the efficiency is measured against: the billed-hours goal of the period. */
  goalHours: number;
}

const hours = (minutes: unknown) => Math.round((Number(minutes ?? 0) / 60) * 100) / 100;

/** Works of the scope's people in [from, to] (`w`: works or work_day_totals), by client and practice. */
function workFilters(q: Knex.QueryBuilder, s: PanelScope, from: string, to: string, w = 'w') {
  q.where(`${w}.companyId`, s.companyId).whereRaw(`${w}.user_id = any(?)`, [s.userIds]).whereBetween(`${w}.workDate`, [from, to]);
  if (s.clientIds.length) q.whereRaw(`${w}.project_id in (select p.id from projects p where p.client_id = any(?))`, [s.clientIds]);
  if (s.practiceIds.length) q.whereRaw(`${w}.project_id in (select pp.project_id from project_practices pp where pp.practice_id = any(?))`, [s.practiceIds]);
  return q;
}

/**
 * The panel's people's time in the year so far by activity (`t`: billable minutes and hours; `a`: the
 * activity), with its agreement's rate and currency (`ta`, `c`). The works are read
 * first, by their index on company, person and day, and summed by activity before each activity is
 * read by key: left to choose, the planner walked every activity of the company in its agreement's
 * order and probed each one's works (0.8 s for one member at 100,000 activities, in the bench).
 * A value is `sum(t.hours * ta.rate)`: numeric products and sums are exact, so summing each
 * activity's hours first gives the same figure as pricing work by work.
 */
function valuedWorks(trx: Knex.Transaction, s: PanelScope) {
  const byActivity = workFilters(trx('works as w'), s, s.yearFrom, s.to)
    .groupBy('w.activityId')
    .select('w.activityId', trx.raw('sum(w.billable_minutes) as billable_minutes'), trx.raw('sum(w.billable_minutes / 60.0) as hours'));
  return trx
    .withMaterialized('t', byActivity)
    .from('t')
    .join('activities as a', 'a.id', 't.activityId')
    .join('trade_agreements as ta', 'ta.id', 'a.tradeAgreementId')
    .join('currencies as c', 'c.id', 'ta.currencyId')
    .whereNotNull('ta.rate');
}

function activityFilters(q: Knex.QueryBuilder, s: PanelScope) {
  q.where('a.companyId', s.companyId).whereRaw('a.responsible_user_id = any(?)', [s.userIds]);
  if (s.clientIds.length) q.whereRaw('a.client_id = any(?)', [s.clientIds]);
  if (s.practiceIds.length) q.whereRaw('a.practice_id = any(?)', [s.practiceIds]);
  return q;
}

/** Midnight of a day in the company's zone, as SQL over a bound day. */
const startOf = (trx: Knex.Transaction, day: string, zone: string) => trx.raw(`(?::date)::timestamp at time zone ?`, [day, zone]);
const endOf = (trx: Knex.Transaction, day: string, zone: string) => trx.raw(`((?::date + 1)::timestamp at time zone ?)`, [day, zone]);

export async function indicators(trx: Knex.Transaction, s: PanelScope): Promise<Indicators> {
  if (!s.userIds.length) {
    return {
      billableTime: 0,
      nonBillableTime: 0,
      efficiency: null,
      historicOpportunity: null,
      annualBillableValue: [],
      completedActivities: 0,
      hoursAssigned: 0,
      hoursWorked: 0,
      goalHours: 0,
    };
  }
  const time = await workFilters(trx('work_day_totals as w'), s, s.from, s.to).first(
    trx.raw('coalesce(sum(w.minutes), 0) as minutes'),
    trx.raw('coalesce(sum(w.billable_minutes), 0) as billable'),
  );
  const [from, to] = [startOf(trx, s.from, s.timeZone), endOf(trx, s.to, s.timeZone)];
  const historyFrom = startOf(trx, s.historyFrom, s.timeZone);
  const acts = await activityFilters(trx('activities as a'), s)
    .where((q) => q.where('a.finishedAt', '>=', historyFrom).orWhere('a.assignedAt', '>=', from))
    .first(
      trx.raw('count(*) filter (where a.finished_at >= ? and a.finished_at < ?) as completed', [from, to]),
      trx.raw('count(*) filter (where a.finished_at >= ? and a.finished_at < ?) as "finishedHistory"', [historyFrom, to]),
      trx.raw('count(*) filter (where a.finished_at >= ? and a.finished_at < ? and a.finished_at <= a.delivery_at) as "onTimeHistory"', [historyFrom, to]),
      trx.raw('coalesce(sum(a.estimated_hours) filter (where a.assigned_at >= ? and a.assigned_at < ?), 0) as assigned', [from, to]),
    );
  const value = (await valuedWorks(trx, s)
    .groupBy('c.code')
    .orderBy('c.code')
    .select('c.code as currency', trx.raw('round(sum(t.hours * ta.rate), 2)::text as amount'))) as { currency: string; amount: string }[];
  // Each person's daily billed-hours goal (work profile), the company's when the profile sets none.
  const goal = await trx('companies as c')
    .joinRaw('cross join unnest(?::uuid[]) as m(user_id)', [s.userIds])
    .leftJoin('user_profiles as p', (j) => j.on('p.userId', 'm.user_id').andOn('p.companyId', 'c.id'))
    .where('c.id', s.companyId)
    .first(trx.raw('coalesce(sum(coalesce(p.daily_billed_hours_goal, c.daily_billed_hours_goal)), 0) as daily'));
  const goalHours = Number(goal?.daily ?? 0) * s.workingDays;
  const billable = Number(time?.billable ?? 0);
  const minutes = Number(time?.minutes ?? 0);
  const finished = Number(acts?.finishedHistory ?? 0);
  return {
    billableTime: hours(billable),
    nonBillableTime: hours(minutes - billable),
    efficiency: goalHours > 0 ? Math.round((billable / 60 / goalHours) * 1000) / 10 : null,
    historicOpportunity: finished > 0 ? Math.round((Number(acts?.onTimeHistory ?? 0) / finished) * 1000) / 10 : null,
    annualBillableValue: value,
    completedActivities: Number(acts?.completed ?? 0),
    hoursAssigned: Math.round(Number(acts?.assigned ?? 0) * 100) / 100,
    hoursWorked: hours(minutes),
    goalHours,
  };
}

/** A bar of the panel's chart: a day ('YYYY-MM-DD') or a month ('YYYY-MM') and its hours. */
export interface ChartRow {
  at: string;
  workedHours: number;
  billableHours: number;
  nonBillableHours: number;
}

/**
 * The panel's chart of hours worked, billable and not: per day of the period (the days with time)
 * for Día, Semana and Mes; per month for Año, every month of the year (none worked yet: zero).
 */
export async function hoursChart(trx: Knex.Transaction, s: PanelScope, by: 'day' | 'month'): Promise<ChartRow[]> {
  if (!s.userIds.length) return [];
  const at = by === 'day' ? 'w.work_date::timestamp' : `date_trunc('month', w.work_date::timestamp)`;
  const worked = workFilters(trx('work_day_totals as w'), s, s.from, s.to)
    .groupByRaw(at)
    .select(trx.raw(`${at} as at`), trx.raw('sum(w.minutes) as minutes'), trx.raw('sum(w.billable_minutes) as billable'));
  const hours = (t: string) => [
    trx.raw(`round(coalesce(${t}.minutes, 0) / 60.0, 2)::float8 as "workedHours"`),
    trx.raw(`round(coalesce(${t}.billable, 0) / 60.0, 2)::float8 as "billableHours"`),
    trx.raw(`round(coalesce(${t}.minutes - ${t}.billable, 0) / 60.0, 2)::float8 as "nonBillableHours"`),
  ];
  if (by === 'day')
    return trx
      .from(worked.as('t'))
      .orderBy('t.at')
      .select(trx.raw(`to_char(t.at, 'YYYY-MM-DD') as at`), ...hours('t'));
  return trx
    .from(trx.raw(`generate_series(?::date, ?::date + interval '11 months', interval '1 month') as m(month)`, [s.yearFrom, s.yearFrom]))
    .leftJoin(worked.as('t'), 't.at', 'm.month')
    .orderBy('m.month')
    .select(trx.raw(`to_char(m.month, 'YYYY-MM') as at`), ...hours('t'));
}

/** The rows behind one indicator, a page of 20 with the total. */
export async function indicatorDetail(
  trx: Knex.Transaction,
  s: PanelScope,
  indicator: Indicator,
  start: number,
  end: number,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  if (!s.userIds.length) return { rows: [], total: 0 };
  const page = <T extends Knex.QueryBuilder>(q: T) => q.offset(start).limit(end - start);
  if (['billableTime', 'nonBillableTime', 'efficiency', 'hoursWorked'].includes(indicator)) {
    // By day: worked, billable and non-billable hours.
    const base = workFilters(trx('work_day_totals as w'), s, s.from, s.to).groupBy('w.workDate');
    const rows = await page(
      base
        .clone()
        .orderBy('w.workDate', 'desc')
        .select(
          trx.raw(`to_char(w.work_date, 'YYYY-MM-DD') as day`),
          trx.raw('round(sum(w.minutes) / 60.0, 2)::float8 as "workedHours"'),
          trx.raw('round(sum(w.billable_minutes) / 60.0, 2)::float8 as "billableHours"'),
          trx.raw('round(sum(w.minutes - w.billable_minutes) / 60.0, 2)::float8 as "nonBillableHours"'),
        ),
    );
    const [{ n }] = await trx.from(base.clone().select('w.workDate').as('d')).count({ n: '*' });
    return { rows, total: Number(n) };
  }
  if (indicator === 'annualBillableValue') {
    const base = valuedWorks(trx, s).join('projects as p', 'p.id', 'a.projectId').groupBy('p.id', 'p.name', 'c.code');
    const rows = await page(
      base
        .clone()
        .orderBy('p.name')
        .select(
          'p.name as project',
          'c.code as currency',
          trx.raw('round(sum(t.billable_minutes) / 60.0, 2)::float8 as "billableHours"'),
          trx.raw('round(sum(t.hours * ta.rate), 2)::text as amount'),
        ),
    );
    const [{ n }] = await trx.from(base.clone().select('p.id').as('d')).count({ n: '*' });
    return { rows, total: Number(n) };
  }
  // Activities: completed or judged for timeliness (finished), or assigned in the period.
  const [from, to] = [startOf(trx, s.from, s.timeZone), endOf(trx, s.to, s.timeZone)];
  const base = activityFilters(trx('activities as a'), s);
  if (indicator === 'hoursAssigned') base.where('a.assignedAt', '>=', from).where('a.assignedAt', '<', to);
  else base.where('a.finishedAt', '>=', indicator === 'historicOpportunity' ? startOf(trx, s.historyFrom, s.timeZone) : from).where('a.finishedAt', '<', to);
  const rows = await page(
    base
      .clone()
      .orderBy([{ column: indicator === 'hoursAssigned' ? 'a.assignedAt' : 'a.finishedAt', order: 'desc' }, { column: 'a.id' }])
      .select(
        'a.id',
        'a.code',
        'a.title',
        trx.raw(`${activityStateSql('a')} as state`),
        'a.deliveryAt',
        'a.finishedAt',
        'a.assignedAt',
        trx.raw('a.estimated_hours::float8 as "estimatedHours"'),
        trx.raw('round(a.worked_minutes / 60.0, 2)::float8 as "workedHours"'),
        trx.raw('(a.finished_at is not null and a.finished_at <= a.delivery_at) as "onTime"'),
      ),
  );
  const [{ n }] = await base.clone().count({ n: '*' });
  return { rows, total: Number(n) };
}
