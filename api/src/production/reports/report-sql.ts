// The SQL of a dynamic report, built only from the whitelist's keys (contract/reports.ts): each
// column is an expression and the joins it needs; values always travel as bindings. The rows a
// report reads are those the caller sees (the production rule of each entity, production-scope.ts).
import type { Knex } from 'knex';
import { REPORT_COLUMNS, periodRange, type ReportColumn, type ReportDefinition, type ReportEntity, type ReportFilter } from '../../contract/reports.ts';
import type { Caller } from '../../platform/resource/crud.ts';
import { containsPattern, searchMatch } from '../../platform/resource/search-sql.ts';
import { activityVisibility, caseVisibility, workflowVisibility, workVisibility } from '../../authorization/visibility.ts';
import { activityStateSql } from '../activities/activity-state-sql.ts';

type Binding = Knex.RawBinding;
export interface Sql {
  sql: string;
  bindings: Binding[];
}

/**
 * A column: its expression and the joins it needs (in the entity's order). `group`: a column named
 * through a join (a person) is grouped by the key it joins on and named once per group afterwards,
 * instead of joining and building its name on every row of the report.
 */
interface ColumnSql {
  expr: string;
  joins?: string[];
  group?: { key: string; join: string };
}
interface EntitySql {
  from: string;
  /** The row's alias (its id, its company). */
  alias: string;
  /** Joins by name, each after those it builds on. */
  joins: Record<string, string>;
  columns: Record<string, ColumnSql>;
  /**
   * Who may see a row (authorization/visibility.ts), and the joins that needs. `narrowed`: the caller
   * sees a part of the company (their teams' and their own work), whose rows are picked first (reportQuery).
   */
  visibility: (caller: Caller) => { sql: string; bindings: Binding[]; joins?: string[]; narrowed?: boolean };
}

const person = (u: string) => `nullif(trim(coalesce(${u}.name, '') || ' ' || coalesce(${u}.last_name, '')), '')`;
const hours = (minutes: string) => `round(${minutes} / 60.0, 2)`;
/** A timestamp's calendar day: the report's transaction runs in the company's time zone (inTimeZone). */
const dayOf = (ts: string) => `(${ts})::date`;

const ENTITIES: Readonly<Record<ReportEntity, EntitySql>> = {
  activities: {
    from: 'activities a',
    alias: 'a',
    joins: {
      c: 'left join clients c on c.id = a.client_id',
      p: 'left join projects p on p.id = a.project_id',
      r: 'left join users r on r.id = a.responsible_user_id',
      at: 'left join activity_types at on at.id = a.activity_type_id',
      pr: 'left join practices pr on pr.id = a.practice_id',
      su: 'left join service_units su on su.id = a.service_unit_id',
      wf: 'left join operative_workflows wf on wf.id = a.workflow_id',
    },
    columns: {
      code: { expr: 'a.code' },
      title: { expr: 'a.title' },
      state: { expr: activityStateSql('a') },
      client: { expr: 'c.name', joins: ['c'] },
      project: { expr: 'p.name', joins: ['p'] },
      responsible: { expr: person('r'), joins: ['r'] },
      activityType: { expr: 'at.name', joins: ['at'] },
      practice: { expr: 'pr.name', joins: ['pr'] },
      serviceUnit: { expr: 'su.name', joins: ['su'] },
      workflow: { expr: 'wf.title', joins: ['wf'] },
      startDate: { expr: 'a.start_date' },
      endDate: { expr: 'a.end_date' },
      deliveryDate: { expr: dayOf('a.delivery_at') },
      finishedDate: { expr: dayOf('a.finished_at') },
      createdDate: { expr: dayOf('a.created_at') },
      estimatedHours: { expr: 'a.estimated_hours' },
      workedHours: { expr: hours('a.worked_minutes') },
      billableHours: { expr: hours('a.billable_minutes') },
      billable: { expr: 'a.is_billable' },
    },
    visibility: (caller) => {
      const seen = activityVisibility(caller, 'a');
      return { sql: seen.sql, bindings: seen.bindings, narrowed: Boolean(seen.parts) };
    },
  },
  works: {
    // A work's project is its activity's (the database keeps it so): who may see it and its project
    // come from the work; the activity is joined only for what only it has.
    from: 'works k',
    alias: 'k',
    joins: {
      a: 'join activities a on a.id = k.activity_id',
      u: 'left join users u on u.id = k.user_id',
      c: 'left join clients c on c.id = a.client_id',
      p: 'left join projects p on p.id = k.project_id',
      at: 'left join activity_types at on at.id = a.activity_type_id',
      pr: 'left join practices pr on pr.id = a.practice_id',
    },
    columns: {
      workDate: { expr: 'k.work_date' },
      user: { expr: person('u'), joins: ['u'], group: { key: 'k.user_id', join: 'left join users u on u.id = g.key' } },
      activityCode: { expr: 'a.code', joins: ['a'] },
      activity: { expr: 'a.title', joins: ['a'] },
      activityType: { expr: 'at.name', joins: ['a', 'at'] },
      client: { expr: 'c.name', joins: ['a', 'c'] },
      project: { expr: 'p.name', joins: ['p'], group: { key: 'k.project_id', join: 'left join projects p on p.id = g.key' } },
      practice: { expr: 'pr.name', joins: ['a', 'pr'] },
      workedHours: { expr: hours('k.minutes') },
      billableHours: { expr: hours('k.billable_minutes') },
      nonBillableHours: { expr: hours('(k.minutes - k.billable_minutes)') },
      description: { expr: 'k.description' },
      source: { expr: 'k.source' },
    },
    visibility: (caller) => workVisibility(caller, 'k'),
  },
  workflows: {
    from: 'operative_workflows w',
    alias: 'w',
    joins: {
      ft: 'left join flow_types ft on ft.id = w.flow_type_id',
      c: 'left join clients c on c.id = w.client_id',
      p: 'left join projects p on p.id = w.project_id',
      r: 'left join users r on r.id = w.responsible_user_id',
      pr: 'left join practices pr on pr.id = w.practice_id',
    },
    columns: {
      code: { expr: 'w.code' },
      title: { expr: 'w.title' },
      state: { expr: 'w.state' },
      flowType: { expr: 'ft.name', joins: ['ft'] },
      client: { expr: 'c.name', joins: ['c'] },
      project: { expr: 'p.name', joins: ['p'] },
      responsible: { expr: person('r'), joins: ['r'] },
      practice: { expr: 'pr.name', joins: ['pr'] },
      createdDate: { expr: dayOf('w.created_at') },
      finishedDate: { expr: dayOf('w.finished_at') },
      activityCount: { expr: '(select count(*) from activities x where x.workflow_id = w.id)::int' },
      workedHours: { expr: hours('(select coalesce(sum(x.worked_minutes), 0) from activities x where x.workflow_id = w.id)') },
    },
    visibility: (caller) => workflowVisibility(caller, 'w'),
  },
  cases: {
    from: 'cases t',
    alias: 't',
    joins: { c: 'left join clients c on c.id = t.client_id', p: 'left join projects p on p.id = t.project_id' },
    columns: {
      code: { expr: 't.code' },
      title: { expr: 't.title' },
      state: { expr: 't.state' },
      client: { expr: 'c.name', joins: ['c'] },
      project: { expr: 'p.name', joins: ['p'] },
      createdDate: { expr: dayOf('t.created_at') },
      workflowCount: { expr: '(select count(*) from operative_workflows x where x.case_id = t.id)::int' },
      activityCount: { expr: '(select count(*) from activities x where x.case_id = t.id)::int' },
      workedHours: { expr: hours('(select coalesce(sum(x.worked_minutes), 0) from activities x where x.case_id = t.id)') },
    },
    visibility: (caller) => caseVisibility(caller, 't'),
  },
};

/** The stored timestamp a date column reads, so a range over it can use the column's index. */
const RANGE_COLUMNS: Readonly<Record<string, string>> = {
  'activities.deliveryDate': 'a.delivery_at',
  'activities.finishedDate': 'a.finished_at',
  'activities.createdDate': 'a.created_at',
  'workflows.createdDate': 'w.created_at',
  'workflows.finishedDate': 'w.finished_at',
  'cases.createdDate': 't.created_at',
};

function columnOf(entity: ReportEntity, key: string): ColumnSql & { decl: ReportColumn } {
  const sql = ENTITIES[entity].columns[key];
  const decl = REPORT_COLUMNS[entity][key];
  // A saved definition naming a column this version does not have cannot be generated.
  if (!sql || !decl) throw new Error(`Report column ${entity}.${key} is not defined`);
  return { ...sql, decl };
}

function filterSql(entity: ReportEntity, f: ReportFilter): Sql {
  const { expr, decl } = columnOf(entity, f.field);
  const value = decl.type === 'date' ? String(f.value) : f.value;
  const cast = decl.type === 'date' ? '::date' : '';
  switch (f.operator) {
    case 'eq':
      return decl.type === 'text' ? { sql: `lower(${expr}) = lower(?)`, bindings: [value] } : { sql: `${expr} = ?${cast}`, bindings: [value] };
    case 'ne':
      return decl.type === 'text'
        ? { sql: `lower(coalesce(${expr}, '')) <> lower(?)`, bindings: [value] }
        : { sql: `${expr} is distinct from ?${cast}`, bindings: [value] };
    case 'contains':
      return { sql: searchMatch(expr), bindings: [containsPattern(String(value))] };
    case 'gte':
      return { sql: `${expr} >= ?${cast}`, bindings: [value] };
    case 'lte':
      return { sql: `${expr} <= ?${cast}`, bindings: [value] };
  }
}

export interface ReportQuery {
  /** `from ... where ...` of the report's rows. */
  base: string;
  /**
   * The chart's grouping over the same rows, with only the joins its filters, measure, key and
   * visibility need: `select <label> as key, <value> from (select <key> as key, <measure>, count(*) <groupBase> group by 1) g <join>`.
   */
  grouping: { base: string; key: string; label: string; join: string };
  bindings: Binding[];
  /** Expressions by column key, the row's id, the date column, the group and the measure. */
  columns: { key: string; expr: string }[];
  id: string;
  date: string;
  group: string | null;
  measure: string;
  range: { from: string; to: string };
}

/**
 * The report's query for the caller, over the dates its period covers seen from `today` (the
 * company's day). Run it inside inTimeZone: days and date bounds are the company's.
 */
export function reportQuery(d: ReportDefinition, caller: Caller & { companyId: string }, today: string): ReportQuery {
  const entity = ENTITIES[d.entity];
  const range = periodRange(d.period, today, { from: d.dateFrom, to: d.dateTo });
  const seen = entity.visibility(caller);
  const groupColumn = d.groupBy ? columnOf(d.entity, d.groupBy) : null;
  const measured = d.measure === 'count' ? null : d.measure.slice(4);
  /** The joins the keys' columns need, and the visibility's, in the entity's order. */
  const joinsOf = (keys: readonly string[], extra: readonly string[] = []) => {
    const needed = new Set([...(seen.joins ?? []), ...extra, ...keys.flatMap((key) => columnOf(d.entity, key).joins ?? [])]);
    return Object.keys(entity.joins)
      .filter((j) => needed.has(j))
      .map((j) => entity.joins[j])
      .join(' ');
  };
  const always = [d.dateField, ...d.filters.map((f) => f.field), ...(measured ? [measured] : [])];

  // The rows the caller sees in the period: the company's, their visibility, the dates.
  const scope: string[] = [`${entity.alias}.company_id = ?`, `(${seen.sql})`];
  const bindings: Binding[] = [caller.companyId, ...seen.bindings];
  const stored = RANGE_COLUMNS[`${d.entity}.${d.dateField}`];
  if (stored) scope.push(`${stored} >= (?::date)::timestamptz and ${stored} < (?::date + 1)::timestamptz`);
  else scope.push(`${columnOf(d.entity, d.dateField).expr} between ?::date and ?::date`);
  bindings.push(range.from, range.to);
  // A member's rows are a few of the company's: their keys are picked first, from an index that
  // carries what the visibility reads (activities_delivery, works_newest), and only those rows are
  // read and joined. Tested row by row, a member's last 30 days read every activity of the period
  // from the heap to keep 5 % of them (1.07 s at a million activities; 0.11 s so; decision 297).
  const where = seen.narrowed
    ? [`${entity.alias}.id = any(array(select ${entity.alias}.id from ${entity.from} ${joinsOf([])} where ${scope.join(' and ')}))`]
    : scope;
  for (const f of d.filters) {
    const s = filterSql(d.entity, f);
    where.push(s.sql);
    bindings.push(...s.bindings);
  }
  const conditions = `where ${where.join(' and ')}`;
  const measure = measured ? `coalesce(sum(${columnOf(d.entity, measured).expr}), 0)` : 'count(*)::int';
  const grouping = groupColumn?.group
    ? { base: `from ${entity.from} ${joinsOf(always)} ${conditions}`, key: groupColumn.group.key, label: groupColumn.expr, join: groupColumn.group.join }
    : {
        base: `from ${entity.from} ${joinsOf(d.groupBy ? [...always, d.groupBy] : always)} ${conditions}`,
        key: groupColumn?.expr ?? `to_char(${columnOf(d.entity, d.dateField).expr}, 'YYYY-MM')`,
        label: 'g.key',
        join: '',
      };
  return {
    base: `from ${entity.from} ${joinsOf([...d.columns, ...always, ...(d.groupBy ? [d.groupBy] : [])])} ${conditions}`,
    grouping,
    bindings,
    columns: d.columns.map((key) => ({ key, expr: columnOf(d.entity, key).expr })),
    id: `${entity.alias}.id`,
    date: columnOf(d.entity, d.dateField).expr,
    group: groupColumn ? groupColumn.expr : null,
    measure,
    range,
  };
}

/** Runs the transaction's next statements in the company's time zone (days are its calendar days). */
export async function inTimeZone(trx: Knex.Transaction, companyId: string): Promise<{ today: string; timeZone: string }> {
  const company = await trx('companies').where({ id: companyId }).first('timeZone');
  const timeZone = (company?.timeZone as string | undefined) ?? 'UTC';
  await trx.raw(`select set_config('timezone', ?, true)`, [timeZone]);
  const { rows } = await trx.raw(`select to_char(now(), 'YYYY-MM-DD') as today`);
  return { today: rows[0].today as string, timeZone };
}
