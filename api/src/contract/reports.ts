// Dynamic reports ('Informes dinámicos'): a saved definition over one of four entities (activities,
// works, workflows, cases) naming its columns, filters, grouping, measure, date range and chart. What
// a definition may name is this whitelist, nothing else: the API builds its SQL only from these keys
// (report-sql.ts) and the admin's builder offers only them. Pure data and checks, shared by both.
import type { ErrorCode } from './error-catalogue.ts';
import { ACTIVITY_STATES } from './activity-states.ts';

export const REPORT_ENTITIES = ['activities', 'works', 'workflows', 'cases'] as const;
export type ReportEntity = (typeof REPORT_ENTITIES)[number];

export type ReportColumnType = 'text' | 'number' | 'hours' | 'date' | 'datetime' | 'enum' | 'boolean';

export interface ReportColumn {
  type: ReportColumnType;
  /** Options of an enum column, labelled by `enums.<enumName>.<option>`. */
  enumName?: string;
  options?: readonly string[];
  /** Rows may be grouped by it (the chart's categories). */
  groupable?: boolean;
}

const text = (groupable = false): ReportColumn => ({ type: 'text', groupable });
const hours: ReportColumn = { type: 'hours' };
const date: ReportColumn = { type: 'date', groupable: true };
const state = (enumName: string, options: readonly string[]): ReportColumn => ({ type: 'enum', enumName, options, groupable: true });

/** Each entity's columns (labels: `reports.columns.<key>` in the admin's locales). */
export const REPORT_COLUMNS: Readonly<Record<ReportEntity, Readonly<Record<string, ReportColumn>>>> = {
  activities: {
    code: text(),
    title: text(),
    state: state('activityState', ACTIVITY_STATES),
    client: text(true),
    project: text(true),
    responsible: text(true),
    activityType: text(true),
    practice: text(true),
    serviceUnit: text(true),
    workflow: text(true),
    startDate: date,
    endDate: date,
    deliveryDate: date,
    finishedDate: date,
    createdDate: date,
    estimatedHours: hours,
    workedHours: hours,
    billableHours: hours,
    billable: { type: 'boolean', groupable: true },
  },
  works: {
    workDate: date,
    user: text(true),
    activityCode: text(),
    activity: text(),
    activityType: text(true),
    client: text(true),
    project: text(true),
    practice: text(true),
    workedHours: hours,
    billableHours: hours,
    nonBillableHours: hours,
    description: text(),
    source: state('workSource', ['manual', 'chronometer']),
  },
  workflows: {
    code: text(),
    title: text(),
    state: state('workflowState', ['open', 'finished']),
    flowType: text(true),
    client: text(true),
    project: text(true),
    responsible: text(true),
    practice: text(true),
    createdDate: date,
    finishedDate: date,
    activityCount: { type: 'number' },
    workedHours: hours,
  },
  cases: {
    code: text(),
    title: text(),
    state: state('caseState', ['open', 'closed']),
    client: text(true),
    project: text(true),
    createdDate: date,
    workflowCount: { type: 'number' },
    activityCount: { type: 'number' },
    workedHours: hours,
  },
};

/** The columns a date range may apply to, per entity (the first is the default). */
export const REPORT_DATE_FIELDS: Readonly<Record<ReportEntity, readonly string[]>> = {
  activities: ['deliveryDate', 'startDate', 'endDate', 'finishedDate', 'createdDate'],
  works: ['workDate'],
  workflows: ['createdDate', 'finishedDate'],
  cases: ['createdDate'],
};

export const REPORT_PERIODS = ['thisMonth', 'lastMonth', 'thisQuarter', 'thisYear', 'lastYear', 'last30Days', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_CHARTS = ['column', 'bar', 'line', 'pie'] as const;
export const REPORT_OPERATORS = ['eq', 'ne', 'contains', 'gte', 'lte'] as const;
export type ReportOperator = (typeof REPORT_OPERATORS)[number];
/** The measure of each group: how many rows, or the sum of an hours column. */
export type ReportMeasure = 'count' | `sum:${string}`;

export interface ReportFilter {
  field: string;
  operator: ReportOperator;
  value: string | number | boolean;
}

export interface ReportDefinition {
  entity: ReportEntity;
  columns: string[];
  filters: ReportFilter[];
  groupBy: string | null;
  measure: ReportMeasure;
  dateField: string;
  period: ReportPeriod;
  dateFrom?: string | null;
  dateTo?: string | null;
  chart: (typeof REPORT_CHARTS)[number];
}

export const REPORT_MAX_COLUMNS = 15;
export const REPORT_MAX_FILTERS = 10;
/** Rows a run shows (the export has them all). */
export const REPORT_PAGE_ROWS = 500;

/** Which operators a column type takes. */
export function operatorsFor(type: ReportColumnType): readonly ReportOperator[] {
  if (type === 'text') return ['eq', 'ne', 'contains'];
  if (type === 'enum' || type === 'boolean') return ['eq', 'ne'];
  return ['eq', 'ne', 'gte', 'lte'];
}

/** The measures an entity offers: count, and the sum of each of its hours (or number) columns. */
export function measuresFor(entity: ReportEntity): ReportMeasure[] {
  const sums = Object.entries(REPORT_COLUMNS[entity])
    .filter(([, c]) => c.type === 'hours' || c.type === 'number')
    .map(([k]) => `sum:${k}` as const);
  return ['count', ...sums];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (s: unknown): s is string =>
  typeof s === 'string' && ISO_DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export interface ReportFieldError {
  field: string;
  code: ErrorCode;
}

/** Everything wrong with a definition (empty when it may be saved and run). */
export function checkDefinition(d: Partial<ReportDefinition>): ReportFieldError[] {
  const errors: ReportFieldError[] = [];
  if (!d.entity || !REPORT_ENTITIES.includes(d.entity)) return [{ field: 'entity', code: 'INVALID_OPTION' }];
  const columns = REPORT_COLUMNS[d.entity];
  if (!Array.isArray(d.columns) || d.columns.length === 0) errors.push({ field: 'columns', code: 'REPORT_COLUMNS_REQUIRED' });
  else if (d.columns.length > REPORT_MAX_COLUMNS || new Set(d.columns).size !== d.columns.length || d.columns.some((c) => !columns[c])) {
    errors.push({ field: 'columns', code: 'INVALID_OPTION' });
  }
  if (!Array.isArray(d.filters) || d.filters.length > REPORT_MAX_FILTERS) errors.push({ field: 'filters', code: 'INVALID_VALUE' });
  else {
    d.filters.forEach((f, i) => {
      const column = f && columns[f.field];
      if (!column) {
        errors.push({ field: `filters[${i}].field`, code: 'INVALID_OPTION' });
        return;
      }
      if (!operatorsFor(column.type).includes(f.operator)) {
        errors.push({ field: `filters[${i}].operator`, code: 'INVALID_OPTION' });
        return;
      }
      if (!filterValueValid(column, f.operator, f.value)) errors.push({ field: `filters[${i}].value`, code: 'INVALID_VALUE' });
    });
  }
  if (d.groupBy !== null && d.groupBy !== undefined && !columns[d.groupBy]?.groupable) errors.push({ field: 'groupBy', code: 'INVALID_OPTION' });
  if (!d.measure || !measuresFor(d.entity).includes(d.measure)) errors.push({ field: 'measure', code: 'INVALID_OPTION' });
  if (!d.dateField || !REPORT_DATE_FIELDS[d.entity].includes(d.dateField)) errors.push({ field: 'dateField', code: 'INVALID_OPTION' });
  if (!d.period || !REPORT_PERIODS.includes(d.period)) errors.push({ field: 'period', code: 'INVALID_OPTION' });
  else if (d.period === 'custom') {
    if (!validDate(d.dateFrom)) errors.push({ field: 'dateFrom', code: d.dateFrom ? 'INVALID_DATE' : 'REQUIRED' });
    if (!validDate(d.dateTo)) errors.push({ field: 'dateTo', code: d.dateTo ? 'INVALID_DATE' : 'REQUIRED' });
    if (validDate(d.dateFrom) && validDate(d.dateTo) && d.dateFrom > d.dateTo) errors.push({ field: 'dateTo', code: 'REPORT_DATES_ORDER' });
  }
  if (!d.chart || !REPORT_CHARTS.includes(d.chart)) errors.push({ field: 'chart', code: 'INVALID_OPTION' });
  return errors;
}

function filterValueValid(column: ReportColumn, operator: ReportOperator, value: unknown): boolean {
  switch (column.type) {
    case 'text':
      return typeof value === 'string' && value.trim().length > 0 && value.length <= 200 && (operator !== 'contains' || value.trim().length >= 2);
    case 'enum':
      return typeof value === 'string' && !!column.options?.includes(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
    case 'datetime':
      return validDate(value);
    default:
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e9;
  }
}

/** The calendar days (inclusive) a period covers, seen from `today` (the company's day, YYYY-MM-DD). */
export function periodRange(period: ReportPeriod, today: string, custom: { from?: string | null; to?: string | null } = {}): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const day = (year: number, month: number, d: number) => iso(new Date(Date.UTC(year, month - 1, d)));
  switch (period) {
    case 'thisMonth':
      return { from: day(y, m, 1), to: day(y, m + 1, 0) };
    case 'lastMonth':
      return { from: day(y, m - 1, 1), to: day(y, m, 0) };
    case 'thisQuarter': {
      const first = Math.floor((m - 1) / 3) * 3 + 1;
      return { from: day(y, first, 1), to: day(y, first + 3, 0) };
    }
    case 'thisYear':
      return { from: day(y, 1, 1), to: day(y, 12, 31) };
    case 'lastYear':
      return { from: day(y - 1, 1, 1), to: day(y - 1, 12, 31) };
    case 'last30Days':
      return { from: iso(new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000)), to: today };
    case 'custom':
      return { from: custom.from ?? today, to: custom.to ?? today };
  }
}
