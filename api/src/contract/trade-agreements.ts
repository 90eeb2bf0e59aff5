// Trade agreements: the ten types, which fields and child rows each one uses, and the one pure
// validator of an agreement that the API refuses with and the admin's editor shows as it is typed.
// What each stored field means for the money: docs/agreements.md (the fee engine's contract).
import Decimal from 'decimal.js';
import type { ErrorCode } from './error-catalogue.ts';

/** Codes 1-9 as the specification numbers them; FeePerHourInterval, named but unnumbered there, is 10. */
export const AGREEMENT_TYPES = {
  FeePerHour: 1,
  StaticFee: 2,
  Retainer: 3,
  LandmarkByTypeActivity: 4,
  LandmarkByEvent: 5,
  LimitFee: 6,
  ByService: 7,
  NoBillable: 8,
  Mixed: 9,
  FeePerHourInterval: 10,
} as const;
export type AgreementTypeName = keyof typeof AGREEMENT_TYPES;
export const AGREEMENT_TYPE_CODES = Object.values(AGREEMENT_TYPES);

export const AGREEMENT_STATES = ['open', 'closed'] as const;
export const INCREMENT_MOMENTS = ['StartYear', 'TradeEndDate', 'NotIncrement'] as const;
export const INCREMENT_KINDS = ['percent', 'index'] as const;
export const VALIDITIES = ['monthly', 'bimonthly', 'quarterly', 'semiannual', 'annual'] as const;
export const ACCUMULATIONS = ['none', 'byMonth', 'byValidity'] as const;
export const DISTRIBUTIONS = ['monthly', 'validity'] as const;
/** How billed minutes round (set per company, overridable per agreement; applied by settlement/fees/fee-rounding.ts). */
export const TIME_ROUNDING_MODES = ['none', 'up', 'nearest'] as const;
export type TimeRoundingMode = (typeof TIME_ROUNDING_MODES)[number];

export const SCALARS = ['rate', 'amount', 'hours', 'cap', 'rateBookId', 'validity', 'accumulation', 'distribution'] as const;
export type Scalar = (typeof SCALARS)[number];
export const GRIDS = ['rates', 'intervals', 'milestones'] as const;
export type Grid = (typeof GRIDS)[number];

export interface TypeRules {
  required: readonly Scalar[];
  optional: readonly Scalar[];
  /** The type's grid and what its rows name: a rate's target, a milestone's kind. */
  grid?: { key: Grid; target?: 'any' | 'activityType'; milestone?: 'date' | 'activityType' };
  /** The grid may stay empty when a rate book is chosen (its rates apply). */
  gridOrRateBook?: boolean;
}

/** What each type stores; every other scalar and grid must stay empty (the engine reads no leftovers). */
export const TYPE_RULES: Readonly<Record<number, TypeRules>> = {
  1: { required: [], optional: ['rate', 'rateBookId'], grid: { key: 'rates', target: 'any' }, gridOrRateBook: true },
  2: { required: ['amount', 'distribution'], optional: [] },
  3: { required: ['amount', 'validity', 'distribution'], optional: ['hours', 'rate', 'accumulation'] },
  4: { required: [], optional: [], grid: { key: 'milestones', milestone: 'activityType' } },
  5: { required: [], optional: [], grid: { key: 'milestones', milestone: 'date' } },
  6: { required: ['cap'], optional: ['rate', 'rateBookId'], grid: { key: 'rates', target: 'any' }, gridOrRateBook: true },
  7: { required: [], optional: ['rateBookId'], grid: { key: 'rates', target: 'activityType' }, gridOrRateBook: true },
  8: { required: [], optional: [] },
  9: { required: ['amount', 'distribution'], optional: [], grid: { key: 'rates', target: 'activityType' } },
  10: { required: [], optional: [], grid: { key: 'intervals' } },
};

type Value = string | number | boolean | null | undefined;
export type RowInput = Record<string, Value>;
export interface AgreementInput {
  type?: Value;
  startDate?: Value;
  endDate?: Value;
  currencyId?: Value;
  incrementMoment?: Value;
  incrementKind?: Value;
  incrementPercent?: Value;
  incrementIndexId?: Value;
  rate?: Value;
  amount?: Value;
  hours?: Value;
  cap?: Value;
  rateBookId?: Value;
  validity?: Value;
  accumulation?: Value;
  distribution?: Value;
  timeRoundingMode?: Value;
  timeRoundingUnit?: Value;
  rates?: RowInput[] | null;
  intervals?: RowInput[] | null;
  milestones?: RowInput[] | null;
}

export interface AgreementError {
  field: string;
  code: ErrorCode;
  params?: Record<string, string | number>;
}

const given = (v: Value) => v !== null && v !== undefined && v !== '';
const POSITIVE: readonly string[] = ['rate', 'amount', 'hours', 'cap', 'incrementPercent'];

function decimalOf(v: Value): Decimal | null {
  if (!given(v) || typeof v === 'boolean') return null;
  try {
    return new Decimal(v as string | number);
  } catch {
    return null;
  }
}

/** A positive decimal, or the error for `field` (a value the field checks already refused is skipped). */
function positive(field: string, v: Value): AgreementError[] {
  const d = decimalOf(v);
  return d && !d.gt(0) ? [{ field, code: 'TRADE_AGREEMENT_AMOUNT_POSITIVE' }] : [];
}

/** Hour intervals: the first starts at 0, each starts where the previous ended, only the last is open. */
export function intervalErrors(rows: readonly RowInput[]): AgreementError[] {
  const errors: AgreementError[] = [];
  let expected = new Decimal(0);
  rows.forEach((row, i) => {
    const from = decimalOf(row.fromHours);
    const to = decimalOf(row.toHours);
    errors.push(...positive(`intervals[${i}].rate`, row.rate));
    if (!given(row.rate)) errors.push({ field: `intervals[${i}].rate`, code: 'REQUIRED' });
    if (!from) {
      errors.push({ field: `intervals[${i}].fromHours`, code: 'REQUIRED' });
      return;
    }
    if (!from.eq(expected)) errors.push({ field: `intervals[${i}].fromHours`, code: 'TRADE_AGREEMENT_INTERVALS_CONTIGUOUS' });
    if (to && !to.gt(from)) errors.push({ field: `intervals[${i}].toHours`, code: 'TRADE_AGREEMENT_INTERVAL_RANGE' });
    if (!to && i < rows.length - 1) errors.push({ field: `intervals[${i}].toHours`, code: 'TRADE_AGREEMENT_INTERVAL_OPEN_LAST' });
    expected = to ?? from;
  });
  return errors;
}

function rateRowErrors(rows: readonly RowInput[], target: 'any' | 'activityType'): AgreementError[] {
  const errors: AgreementError[] = [];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const targets = (['userId', 'tariffCategoryId', 'activityTypeId'] as const).filter((k) => given(row[k]));
    if (target === 'activityType' ? !given(row.activityTypeId) || targets.length !== 1 : targets.length !== 1) {
      errors.push({
        field: `rates[${i}].${target === 'activityType' ? 'activityTypeId' : 'userId'}`,
        code: target === 'activityType' ? 'TRADE_AGREEMENT_RATE_ACTIVITY_TYPE' : 'TRADE_AGREEMENT_RATE_TARGET',
      });
    } else {
      const key = `${targets[0]}:${String(row[targets[0]])}`;
      if (seen.has(key)) errors.push({ field: `rates[${i}].${targets[0]}`, code: 'TRADE_AGREEMENT_RATE_DUPLICATE' });
      seen.add(key);
    }
    if (!given(row.rate)) errors.push({ field: `rates[${i}].rate`, code: 'REQUIRED' });
    errors.push(...positive(`rates[${i}].rate`, row.rate));
  });
  return errors;
}

function milestoneErrors(rows: readonly RowInput[], kind: 'date' | 'activityType', start: Value, end: Value): AgreementError[] {
  const errors: AgreementError[] = [];
  rows.forEach((row, i) => {
    const other = kind === 'date' ? 'activityTypeId' : 'date';
    if (!given(row[kind === 'date' ? 'date' : 'activityTypeId'])) {
      errors.push({ field: `milestones[${i}].${kind === 'date' ? 'date' : 'activityTypeId'}`, code: 'REQUIRED' });
    }
    if (given(row[other])) errors.push({ field: `milestones[${i}].${other}`, code: 'TRADE_AGREEMENT_FIELD_NOT_USED' });
    if (kind === 'date' && given(row.date) && given(start) && given(end) && (String(row.date) < String(start) || String(row.date) > String(end))) {
      errors.push({ field: `milestones[${i}].date`, code: 'TRADE_AGREEMENT_MILESTONE_OUTSIDE' });
    }
    if (!given(row.amount)) errors.push({ field: `milestones[${i}].amount`, code: 'REQUIRED' });
    errors.push(...positive(`milestones[${i}].amount`, row.amount));
  });
  return errors;
}

/**
 * Every refusal of an agreement as a whole (the single-field checks of the declaration come
 * first): the type, its required and unused fields, dates, amounts, increment and its grid.
 */
export function validateAgreement(a: AgreementInput): AgreementError[] {
  const errors: AgreementError[] = [];
  const rules = typeof a.type === 'number' ? TYPE_RULES[a.type] : undefined;
  if (!rules) return [{ field: 'type', code: 'TRADE_AGREEMENT_TYPE_REQUIRED' }];
  if (given(a.startDate) && given(a.endDate) && String(a.startDate) >= String(a.endDate)) {
    errors.push({ field: 'endDate', code: 'TRADE_AGREEMENT_END_BEFORE_START' });
  }
  for (const key of SCALARS) {
    if (rules.required.includes(key) && !given(a[key])) errors.push({ field: key, code: 'REQUIRED' });
    if (!rules.required.includes(key) && !rules.optional.includes(key) && given(a[key])) {
      errors.push({ field: key, code: 'TRADE_AGREEMENT_FIELD_NOT_USED' });
    }
  }
  for (const key of POSITIVE) errors.push(...positive(key, a[key as keyof AgreementInput] as Value));
  // Retainer: hours included per period; those beyond are billed at `rate`, unused ones accumulate.
  if (a.type === AGREEMENT_TYPES.Retainer && given(a.hours)) {
    if (!given(a.rate)) errors.push({ field: 'rate', code: 'REQUIRED' });
    if (!given(a.accumulation)) errors.push({ field: 'accumulation', code: 'REQUIRED' });
  }
  if (a.type === AGREEMENT_TYPES.Retainer && !given(a.hours)) {
    for (const key of ['rate', 'accumulation'] as const) if (given(a[key])) errors.push({ field: key, code: 'TRADE_AGREEMENT_FIELD_NOT_USED' });
  }
  // The agreement's own time rounding replaces the company's whole: a rule and its unit, or neither.
  if (given(a.timeRoundingMode) && !given(a.timeRoundingUnit)) errors.push({ field: 'timeRoundingUnit', code: 'REQUIRED' });
  if (given(a.timeRoundingUnit) && !given(a.timeRoundingMode)) errors.push({ field: 'timeRoundingMode', code: 'REQUIRED' });
  const moment = a.incrementMoment ?? 'NotIncrement';
  if (moment === 'NotIncrement') {
    for (const key of ['incrementKind', 'incrementPercent', 'incrementIndexId'] as const) {
      if (given(a[key])) errors.push({ field: key, code: 'TRADE_AGREEMENT_FIELD_NOT_USED' });
    }
  } else if (a.incrementKind === 'percent') {
    if (!given(a.incrementPercent)) errors.push({ field: 'incrementPercent', code: 'REQUIRED' });
    if (given(a.incrementIndexId)) errors.push({ field: 'incrementIndexId', code: 'TRADE_AGREEMENT_FIELD_NOT_USED' });
  } else if (a.incrementKind === 'index') {
    if (!given(a.incrementIndexId)) errors.push({ field: 'incrementIndexId', code: 'REQUIRED' });
    if (given(a.incrementPercent)) errors.push({ field: 'incrementPercent', code: 'TRADE_AGREEMENT_FIELD_NOT_USED' });
  } else {
    errors.push({ field: 'incrementKind', code: 'REQUIRED' });
  }
  for (const key of GRIDS) {
    const rows = a[key] ?? [];
    if (rules.grid?.key !== key) {
      if (rows.length) errors.push({ field: key, code: 'TRADE_AGREEMENT_FIELD_NOT_USED' });
      continue;
    }
    if (!rows.length && !(rules.gridOrRateBook && given(a.rateBookId))) {
      errors.push({ field: key, code: 'TRADE_AGREEMENT_GRID_REQUIRED' });
    }
    if (key === 'rates') errors.push(...rateRowErrors(rows, rules.grid.target ?? 'any'));
    if (key === 'intervals') errors.push(...intervalErrors(rows));
    if (key === 'milestones') errors.push(...milestoneErrors(rows, rules.grid.milestone ?? 'date', a.startDate, a.endDate));
  }
  return errors;
}

/** Whether two agreements' validities [start, end] share a day (dates as YYYY-MM-DD). */
export const validitiesOverlap = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;
