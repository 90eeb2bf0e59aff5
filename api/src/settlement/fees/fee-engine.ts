// The fee engine: what a month of a project's audited work costs under its trade agreement. Pure
// (no database): the settlement routes read the agreement, the activities with their works, the
// rate book, the equivalencies and what was billed before, and this decides. One function per
// agreement type; what each field means: docs/agreements.md; the rounding rules and a worked
// example per type: docs/settlement.md. Decimal arithmetic only (decimal.js), never floats.
import type DecimalJs from 'decimal.js';
import type { AgreementTypeName } from '../../contract/trade-agreements.ts';
import { Decimal, equivalencyOn, NoEquivalencyError, type Equivalency } from '../../management/currencies/conversion.ts';
import { rateFor, type CategoryValue, type RateBook } from '../../management/tariffs/rates.ts';
import {
  addMonths,
  incrementFactor,
  monthOf,
  monthRange,
  monthsBetween,
  renewalOf,
  renewalStart,
  validityEnd,
  type Increment,
  type Month,
} from './fee-calendar.ts';
import { convertApportioned, NO_TIME_ROUNDING, roundingRuleText, roundMinutes, roundMoney, type TimeRounding } from './fee-rounding.ts';

// ---------------------------------------------------------------------------------------------
// Input

export interface FeeCurrency {
  id: string;
  code: string;
  decimals: number;
}

/** The agreement's unit: a currency, or an indexing unit billed in its standard currency. */
export interface FeeUnit extends FeeCurrency {
  kind: 'currency' | 'index';
  standard?: FeeCurrency | null;
  equivalencies?: readonly Equivalency[];
}

export interface AgreementRateRow {
  userId: string | null;
  tariffCategoryId: string | null;
  activityTypeId: string | null;
  rate: string;
}

export interface IntervalRow {
  fromHours: string;
  toHours: string | null;
  rate: string;
}

export interface MilestoneRow {
  id: string;
  date: string | null;
  activityTypeId: string | null;
  amount: string;
  description?: string | null;
}

export interface FeeAgreement extends Increment {
  id: string;
  type: AgreementTypeName;
  unit: FeeUnit;
  rate: string | null;
  amount: string | null;
  hours: string | null;
  cap: string | null;
  rateBookId: string | null;
  validity: 'monthly' | 'bimonthly' | 'quarterly' | 'semiannual' | 'annual' | null;
  accumulation: 'none' | 'byMonth' | 'byValidity' | null;
  distribution: 'monthly' | 'validity' | null;
  rates: readonly AgreementRateRow[];
  intervals: readonly IntervalRow[];
  milestones: readonly MilestoneRow[];
  /** The agreement's own time rule; null: the company's. */
  timeRounding?: TimeRounding | null;
}

export interface FeeWork {
  id: string;
  userId: string;
  /** The professional's tariff category on the work's date. */
  tariffCategoryId: string | null;
  date: string;
  /** When it was registered (ISO timestamp): within a day, a cap or an allowance takes work in this order, then by id. */
  registeredAt?: string;
  minutes: number;
  billableMinutes: number;
}

export interface FeeActivity {
  id: string;
  title: string;
  activityTypeId: string;
  responsibleUserId: string | null;
  /** The responsible's tariff category (per-service rate books price by it). */
  tariffCategoryId: string | null;
  /** The day it reached AuditedByLeader (milestones by activity and services are dated by it). */
  auditedOn: string;
  works: readonly FeeWork[];
}

/** What was billed before this month under the agreement (the caller sums its earlier documents). */
export interface FeeHistory {
  /** Agreement-unit amount billed so far (a cap is never exceeded across months). */
  billedAmount?: string;
  /** Billed hours accumulated in the current validity (hours by intervals). */
  billedHours?: string;
  /** Billed hours of each earlier month (retainer periods and carried hours). */
  hoursByMonth?: Readonly<Record<Month, string>>;
  /** Milestones by date already billed. */
  billedMilestoneIds?: readonly string[];
  /** Months whose fixed or retainer amount was already billed (each is billed once). */
  fixedMonths?: readonly Month[];
}

export interface FeeTax {
  id: string;
  name: string;
  type: 'tax' | 'withholding';
  percent: string;
}

export interface FeeInput {
  agreement: FeeAgreement;
  /** The billed month, 'YYYY-MM'. */
  month: Month;
  activities: readonly FeeActivity[];
  rateBooks?: readonly RateBook[];
  /** Each tariff category's dated values (a rate book with no matching line prices by them). */
  categoryValues?: Readonly<Record<string, readonly CategoryValue[]>>;
  history?: FeeHistory;
  /** The taxes of the client's tax profile. */
  taxes?: readonly FeeTax[];
  companyTimeRounding?: TimeRounding;
  /** The company's main currency; `equivalencies` give one billing-currency unit in it, when they differ. */
  companyCurrency?: FeeCurrency & { equivalencies?: readonly Equivalency[] };
}

// ---------------------------------------------------------------------------------------------
// Output

/**
 * A line's concept. `retainerHours` is the retainer's hours worked inside its allowance, at 0: the
 * document shows them, and the hours billed under the retainer stay in the history (docs/settlement.md).
 */
export type FeeConcept = 'hours' | 'fixed' | 'retainer' | 'retainerHours' | 'retainerExtra' | 'milestone' | 'service' | 'nonBillable';

/** The concepts whose quantity is hours (the others are units): an edited line's billed minutes follow them, documents say "h". */
export const HOUR_CONCEPTS: ReadonlySet<string> = new Set<FeeConcept>(['hours', 'retainerHours', 'retainerExtra', 'nonBillable']);

export interface FeeLineTax {
  taxId: string;
  name: string;
  type: 'tax' | 'withholding';
  percent: string;
  amount: string;
}

export interface FeeLine {
  concept: FeeConcept;
  description: string;
  date: string;
  /** Hours in hundredths (billed minutes, half up) or units. */
  quantity: string;
  /** Price per hour or unit in the agreement's unit, increments applied. */
  unitPrice: string;
  /** The line in the agreement's unit, rounded to its decimals. */
  unitAmount: string;
  /** The line in the billing currency, rounded to its decimals. */
  amount: string;
  userId: string | null;
  /** The milestone a milestone line bills. */
  milestoneId: string | null;
  workedMinutes: number;
  billedMinutes: number;
  activityIds: string[];
  workIds: string[];
  taxes: FeeLineTax[];
}

export interface FeeTotals {
  currency: string;
  subtotal: string;
  taxes: string;
  withholdings: string;
  total: string;
}

export interface RetainerPeriod {
  period: number;
  includedHours: string;
  carriedIn: string;
  workedInPeriod: string;
  extraHours: string;
  /** Hours carried to the next period; null until the period's last month. */
  carriedOut: string | null;
}

export interface FeeResult {
  agreementId: string;
  month: Month;
  unit: string;
  lines: FeeLine[];
  /** Sum of the lines in the agreement's unit. */
  unitSubtotal: string;
  totals: FeeTotals;
  /** The same in the company's main currency, when it is the billing currency or a conversion is given. */
  companyTotals: FeeTotals | null;
  rounding: { time: TimeRounding; decimals: number; text: { es: string; en: string } };
  retainer: RetainerPeriod | null;
  /** Works dated outside the agreement's validity: not priced by it. */
  outsideWorkIds: string[];
  /** The history after this month, for the next one. */
  next: Required<FeeHistory>;
}

export type FeeErrorCode = 'FEE_NO_RATE' | 'FEE_NO_EQUIVALENCY' | 'FEE_AGREEMENT_INCOMPLETE';

/** The agreement cannot price the work as it stands (the user fixes the agreement, nothing is priced at 0). */
export class FeeEngineError extends Error {
  constructor(
    readonly code: FeeErrorCode,
    readonly details: Record<string, unknown>,
  ) {
    super(`${code} ${JSON.stringify(details)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Drafts: lines in the agreement's unit before rounding, conversion and taxes

interface Draft {
  concept: FeeConcept;
  description: string;
  date: string;
  quantity: Decimal;
  unitPrice: Decimal;
  unitAmount: Decimal;
  userId?: string | null;
  milestoneId?: string;
  workedMinutes?: number;
  billedMinutes?: number;
  activityIds: string[];
  workIds?: string[];
}

interface Context {
  input: FeeInput;
  a: FeeAgreement;
  from: string;
  to: string;
  time: TimeRounding;
  /** Works inside the validity, oldest first, with their activity and billed minutes. */
  works: PricedWork[];
  outside: string[];
  retainer: RetainerPeriod | null;
  billedMilestones: string[];
  /** The increment factor on a day, computed once per day. */
  factor: (day: string) => Decimal;
  prices: Map<string, Map<string, Decimal>>;
  rows: ReturnType<typeof rowsOf>;
  /** `price × the line's hours` (hundredths), unrounded, computed once per price and minutes (a month repeats both). */
  lineAmount: (price: Decimal, minutes: number) => Decimal;
  /** Half up to the unit's decimals, once per value. */
  roundUnit: (v: Decimal) => Decimal;
}

interface PricedWork extends FeeWork {
  activity: FeeActivity;
  billed: number;
}

const ZERO = new Decimal(0);
const sixty = new Decimal(60);
const dec = (v: string | null | undefined) => new Decimal(v ?? 0);
const hoursOf = (minutes: DecimalJs.Value) => new Decimal(minutes).div(sixty);
const ONE = new Decimal(1);

/** `fn` computed once per key (a month holds a few dozen distinct days, minutes and prices). */
function memo<K, V>(fn: (key: K) => V): (key: K) => V {
  const seen = new Map<K, V>();
  return (key) => {
    let v = seen.get(key);
    if (v === undefined) {
      v = fn(key);
      seen.set(key, v);
    }
    return v;
  };
}
const hoursOfMinutes = memo((minutes: number) => hoursOf(minutes));
/**
 * A line's hours as the documents write them: hundredths of an hour, half up (0.01 h = 36 s), so
 * that quantity × unit price is the line's amount to the cent (docs/settlement.md, "Lines a reader
 * can check"). The minutes stay as registered and rounded: allowances, caps and intervals count them.
 */
export const lineHours = (minutes: DecimalJs.Value): Decimal => hoursOf(minutes).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const lineHoursOf = memo((minutes: number) => lineHours(minutes));

function lineAmounts() {
  const byPrice = new Map<Decimal, Map<number, Decimal>>();
  return (price: Decimal, minutes: number) => {
    let byMinutes = byPrice.get(price);
    if (!byMinutes) byPrice.set(price, (byMinutes = new Map()));
    let v = byMinutes.get(minutes);
    if (!v) byMinutes.set(minutes, (v = price.times(lineHoursOf(minutes))));
    return v;
  };
}
const byDate = (a: { date: string; id: string }, b: { date: string; id: string }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

function need(value: string | null, field: string, a: FeeAgreement): string {
  if (value === null || value === undefined) throw new FeeEngineError('FEE_AGREEMENT_INCOMPLETE', { agreementId: a.id, field });
  return value;
}

/** Whether the month touches the agreement's validity or one of its renewals. */
function monthInValidity(a: FeeAgreement, month: Month): boolean {
  const { from, to } = monthRange(month);
  if (to < a.startDate) return false;
  return renewalOf(a, from < a.startDate ? a.startDate : from) !== null;
}

/** The line date of fixed and retainer amounts: the month's last day within its validity. */
function periodDate(c: Context): string {
  const end = validityEnd(c.a, c.from < c.a.startDate ? c.a.startDate : c.from);
  return end < c.to ? end : c.to;
}

/** A work line at `price` per hour (increments already applied). */
function hourLine(c: Context, w: PricedWork, price: Decimal, concept: FeeConcept = 'hours'): Draft {
  return {
    concept,
    description: w.activity.title,
    date: w.date,
    quantity: lineHoursOf(w.billed),
    unitPrice: price,
    unitAmount: c.lineAmount(price, w.billed),
    userId: w.userId,
    workedMinutes: w.minutes,
    billedMinutes: w.billed,
    activityIds: [w.activity.id],
    workIds: [w.id],
  };
}

/** The hourly rate of a work line under FeePerHour and LimitFee (docs/agreements.md, type 1). */
function hourRate(c: Context, w: PricedWork): Decimal {
  const rows = c.rows;
  const row =
    rows.byUser.get(w.userId) ??
    (w.tariffCategoryId ? rows.byCategory.get(w.tariffCategoryId) : undefined) ??
    rows.byActivityType.get(w.activity.activityTypeId);
  if (row) return priced(c, row.rate, w.date);
  const book = fromBook(c, w.userId, w.activity.activityTypeId, w.tariffCategoryId, w.date, 'hour');
  if (book) return book;
  if (c.a.rate !== null) return priced(c, c.a.rate, w.date);
  throw new FeeEngineError('FEE_NO_RATE', { agreementId: c.a.id, workId: w.id, activityId: w.activity.id, userId: w.userId });
}

/** An agreement price with the increment of the day applied, computed once per price and day. */
function priced(c: Context, value: string, day: string): Decimal {
  let byDay = c.prices.get(value);
  if (!byDay) c.prices.set(value, (byDay = new Map()));
  let v = byDay.get(day);
  if (!v) byDay.set(day, (v = dec(value).times(c.factor(day))));
  return v;
}

/** The agreement's rate rows by what they name (the first row of each wins, as the editor orders them). */
function rowsOf(rates: readonly AgreementRateRow[]) {
  const byUser = new Map<string, AgreementRateRow>();
  const byCategory = new Map<string, AgreementRateRow>();
  const byActivityType = new Map<string, AgreementRateRow>();
  for (const r of rates) {
    if (r.userId) {
      if (!byUser.has(r.userId)) byUser.set(r.userId, r);
    } else if (r.tariffCategoryId) {
      if (!byCategory.has(r.tariffCategoryId)) byCategory.set(r.tariffCategoryId, r);
    } else if (r.activityTypeId && !byActivityType.has(r.activityTypeId)) byActivityType.set(r.activityTypeId, r);
  }
  return { byUser, byCategory, byActivityType };
}

/** A rate book's price (its own dated values: the agreement's increment does not apply to a shared book). */
function fromBook(c: Context, userId: string, activityTypeId: string, categoryId: string | null, date: string, type: 'hour' | 'service') {
  const books = (c.input.rateBooks ?? []).filter((b) => b.id === c.a.rateBookId && b.currencyId === c.a.unit.id);
  if (!books.length) return null;
  const values = categoryId ? (c.input.categoryValues?.[categoryId] ?? []) : [];
  const found = rateFor(books, values, { userId, activityTypeId, tariffCategoryId: categoryId, date, type });
  return found ? dec(found.value) : null;
}

/** `amount` split over `n` months, each rounded to the unit, the last taking the remainder. */
function monthShare(amount: Decimal, n: number, index: number, decimals: number): Decimal {
  const share = roundMoney(amount.div(n), decimals);
  return index < n - 1 ? share : amount.minus(share.times(n - 1));
}

// ---------------------------------------------------------------------------------------------
// One function per agreement type

function feePerHour(c: Context): Draft[] {
  return c.works.map((w) => hourLine(c, w, hourRate(c, w)));
}

/** A fixed amount for the month (StaticFee, and the fixed part of Mixed). */
function fixedPart(c: Context, sources: string[]): Draft[] {
  const a = c.a;
  if (c.input.history?.fixedMonths?.includes(c.input.month)) return [];
  const base = dec(need(a.amount, 'amount', a));
  const anchor = c.from < a.startDate ? a.startDate : c.from;
  const k = renewalOf(a, anchor);
  if (k === null) return [];
  const start = renewalStart(a, k);
  const date = periodDate(c);
  const factor = c.factor(date);
  let share: Decimal;
  if (need(a.distribution, 'distribution', a) === 'validity') {
    if (monthOf(start) !== monthOf(c.from)) return [];
    share = base;
  } else {
    const n = monthsBetween(monthOf(start), monthOf(validityEnd(a, start))) + 1;
    share = monthShare(base, n, monthsBetween(monthOf(start), monthOf(c.from)), a.unit.decimals);
  }
  const amount = share.times(factor);
  return [{ concept: 'fixed', description: '', date, quantity: ONE, unitPrice: amount, unitAmount: amount, activityIds: sources }];
}

function staticFee(c: Context): Draft[] {
  return fixedPart(
    c,
    c.input.activities.map((x) => x.id),
  );
}

const VALIDITY_MONTHS: Record<string, number> = { monthly: 1, bimonthly: 2, quarterly: 3, semiannual: 6, annual: 12 };

function retainer(c: Context): Draft[] {
  const a = c.a;
  const base = dec(need(a.amount, 'amount', a));
  const v = VALIDITY_MONTHS[need(a.validity, 'validity', a)];
  const first = monthOf(a.startDate);
  const mi = monthsBetween(first, c.input.month);
  const k = Math.floor(mi / v);
  const inPeriod = mi - k * v;
  const date = periodDate(c);
  const factor = c.factor(date);
  const sources = c.input.activities.map((x) => x.id);
  const drafts: Draft[] = [];
  const share = need(a.distribution, 'distribution', a) === 'validity' ? (inPeriod === 0 ? base : null) : monthShare(base, v, inPeriod, a.unit.decimals);
  if (share && !c.input.history?.fixedMonths?.includes(c.input.month)) {
    const amount = share.times(factor);
    drafts.push({ concept: 'retainer', description: '', date, quantity: ONE, unitPrice: amount, unitAmount: amount, activityIds: sources });
  }
  // The month's billed and worked minutes; those inside the allowance go on a line at 0 (all of them
  // when there is no allowance), so the document shows them and the next one reads them back.
  const nowMinutes = c.works.reduce((s, w) => s + w.billed, 0);
  const workedMinutes = c.works.reduce((s, w) => s + w.minutes, 0);
  const workIds = c.works.map((w) => w.id);
  const hoursInside = (minutes: number): Draft[] =>
    minutes > 0
      ? [
          {
            concept: 'retainerHours',
            description: '',
            date,
            quantity: lineHoursOf(minutes),
            unitPrice: ZERO,
            unitAmount: ZERO,
            workedMinutes,
            billedMinutes: minutes,
            activityIds: sources,
            workIds,
          },
        ]
      : [];
  if (a.hours === null) return [...drafts, ...hoursInside(nowMinutes)];

  // Included hours: those carried from earlier periods are used first (they expire sooner).
  const included = dec(a.hours);
  const byMonth = c.input.history?.hoursByMonth ?? {};
  const workedIn = (p: number, upTo = v) => {
    let sum = ZERO;
    for (let i = 0; i < upTo; i++) sum = sum.plus(dec(byMonth[addMonths(first, p * v + i)]));
    return sum;
  };
  const renewalAt = (p: number) => {
    const day = monthRange(addMonths(first, p * v)).from;
    return renewalOf(a, day < a.startDate ? a.startDate : day);
  };
  const carryOut = (carriedIn: Decimal, worked: Decimal) => {
    if (a.accumulation === 'byMonth') return Decimal.max(ZERO, included.minus(Decimal.max(ZERO, worked.minus(carriedIn))));
    if (a.accumulation === 'byValidity') return Decimal.max(ZERO, included.plus(carriedIn).minus(worked));
    return ZERO;
  };
  let carried = ZERO;
  for (let p = 0; p < k; p++) {
    carried = carryOut(carried, workedIn(p));
    if (renewalAt(p + 1) !== renewalAt(p)) carried = ZERO; // a renewal starts with nothing carried
  }
  const before = workedIn(k, inPeriod).plus(dec(byMonth[c.input.month])); // an earlier document of this month counts too
  const now = hoursOfMinutes(nowMinutes);
  const allowance = included.plus(carried);
  const extraBefore = Decimal.max(ZERO, before.minus(allowance));
  // Whole minutes: the allowance is in hours of minutes, so only a fraction of a minute can be lost here.
  const extraMinutes = Decimal.max(ZERO, before.plus(now).minus(allowance))
    .minus(extraBefore)
    .times(sixty)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    .toNumber();
  // The extra hours in hundredths of the period's running extra, less what earlier documents took:
  // a month billed in several documents charges the same hours and money as in one.
  const extraBeforeMinutes = extraBefore.times(sixty);
  const extra = lineHours(extraBeforeMinutes.plus(extraMinutes)).minus(lineHours(extraBeforeMinutes));
  c.retainer = {
    period: k,
    includedHours: included.toFixed(),
    carriedIn: carried.toFixed(),
    workedInPeriod: before.plus(now).toFixed(),
    extraHours: extra.toFixed(),
    carriedOut: inPeriod === v - 1 ? carryOut(carried, before.plus(now)).toFixed() : null,
  };
  const inside = nowMinutes - extraMinutes;
  drafts.push(...hoursInside(inside));
  if (extraMinutes > 0) {
    const price = dec(need(a.rate, 'rate', a)).times(factor);
    drafts.push({
      concept: 'retainerExtra',
      description: '',
      date,
      quantity: extra,
      unitPrice: price,
      unitAmount: price.times(extra),
      workedMinutes: inside > 0 ? 0 : workedMinutes,
      billedMinutes: extraMinutes,
      activityIds: sources,
      workIds,
    });
  }
  return drafts;
}

function landmarkByTypeActivity(c: Context): Draft[] {
  const drafts: Draft[] = [];
  for (const act of c.input.activities) {
    if (renewalOf(c.a, act.auditedOn) === null) continue;
    for (const m of c.a.milestones) {
      if (m.activityTypeId !== act.activityTypeId) continue;
      const amount = priced(c, m.amount, act.auditedOn);
      drafts.push({
        concept: 'milestone',
        milestoneId: m.id,
        description: m.description || act.title,
        date: act.auditedOn,
        quantity: ONE,
        unitPrice: amount,
        unitAmount: amount,
        activityIds: [act.id],
      });
    }
  }
  return drafts;
}

function landmarkByEvent(c: Context): Draft[] {
  const done = new Set(c.input.history?.billedMilestoneIds ?? []);
  const sources = c.input.activities.map((x) => x.id);
  return c.a.milestones
    .filter((m) => m.date !== null && m.date <= c.to && !done.has(m.id) && renewalOf(c.a, m.date) !== null)
    .sort((x, y) => byDate({ date: x.date!, id: x.id }, { date: y.date!, id: y.id }))
    .map((m) => {
      c.billedMilestones.push(m.id);
      const amount = priced(c, m.amount, m.date!);
      return {
        concept: 'milestone' as const,
        milestoneId: m.id,
        description: m.description ?? '',
        date: m.date!,
        quantity: ONE,
        unitPrice: amount,
        unitAmount: amount,
        activityIds: sources,
      };
    });
}

function limitFee(c: Context): Draft[] {
  const a = c.a;
  const cap = dec(need(a.cap, 'cap', a));
  const capOn = memo((day: string) => roundMoney(cap.times(c.factor(day)), a.unit.decimals));
  let billed = dec(c.input.history?.billedAmount);
  return c.works.map((w) => {
    const line = hourLine(c, w, hourRate(c, w));
    const rounded = c.roundUnit(line.unitAmount);
    const room = capOn(w.date).minus(billed);
    // The line that crosses the cap is cut to what is left; later ones are 0, kept with their hours.
    line.unitAmount = room.lte(0) ? ZERO : rounded.lte(room) ? rounded : room;
    if (line.unitAmount !== ZERO) billed = billed.plus(line.unitAmount);
    return line;
  });
}

function byService(c: Context): Draft[] {
  return c.input.activities.flatMap((act) => {
    if (renewalOf(c.a, act.auditedOn) === null) return [];
    const row = c.a.rates.find((r) => r.activityTypeId === act.activityTypeId);
    const price = row
      ? priced(c, row.rate, act.auditedOn)
      : act.responsibleUserId && fromBook(c, act.responsibleUserId, act.activityTypeId, act.tariffCategoryId, act.auditedOn, 'service');
    if (!price) throw new FeeEngineError('FEE_NO_RATE', { agreementId: c.a.id, activityId: act.id, activityTypeId: act.activityTypeId });
    const minutes = act.works.reduce((s, w) => s + w.minutes, 0);
    return [
      {
        concept: 'service' as const,
        description: act.title,
        date: act.auditedOn,
        quantity: ONE,
        unitPrice: price,
        unitAmount: price,
        workedMinutes: minutes,
        activityIds: [act.id],
        workIds: act.works.map((w) => w.id),
      },
    ];
  });
}

function noBillable(c: Context): Draft[] {
  return c.works.map((w) => hourLine(c, w, ZERO, 'nonBillable'));
}

function mixed(c: Context): Draft[] {
  const hourly = new Map(c.a.rates.filter((r) => r.activityTypeId).map((r) => [r.activityTypeId!, r.rate]));
  const covered = c.input.activities.filter((x) => !hourly.has(x.activityTypeId)).map((x) => x.id);
  const lines = c.works
    .filter((w) => hourly.has(w.activity.activityTypeId))
    .map((w) => hourLine(c, w, priced(c, hourly.get(w.activity.activityTypeId)!, w.date)));
  return [...fixedPart(c, covered), ...lines];
}

function feePerHourInterval(c: Context): Draft[] {
  const intervals = [...c.a.intervals]
    .sort((x, y) => dec(x.fromHours).comparedTo(dec(y.fromHours)))
    .map((iv) => ({ rate: iv.rate, end: iv.toHours === null ? null : dec(iv.toHours).times(sixty) }));
  if (!intervals.length) throw new FeeEngineError('FEE_AGREEMENT_INCOMPLETE', { agreementId: c.a.id, field: 'intervals' });
  let done = dec(c.input.history?.billedHours).times(sixty); // minutes accumulated in the validity
  let at = 0; // the interval holding `done` (it only moves forward)
  const drafts: Draft[] = [];
  for (const w of c.works) {
    let left = new Decimal(w.billed);
    let first = true;
    while (left.gt(0)) {
      while (intervals[at].end !== null && done.gte(intervals[at].end!) && at < intervals.length - 1) at += 1;
      const { rate, end } = intervals[at];
      const room = end === null ? null : end.minus(done);
      const line = hourLine(c, w, priced(c, rate, w.date));
      const take = room !== null && room.lt(left) ? Decimal.max(room, ZERO) : left;
      if (!take.eq(w.billed)) {
        // one work split across two intervals: each part at its rate
        line.quantity = lineHours(take);
        line.unitAmount = line.unitPrice.times(line.quantity);
        line.billedMinutes = take.toNumber();
      }
      if (!first) line.workedMinutes = 0; // the work's minutes once
      drafts.push(line);
      first = false;
      done = done.plus(take);
      left = left.minus(take);
      if (take.isZero() && at === intervals.length - 1) break; // a closed last interval: nothing prices the rest
    }
  }
  return drafts;
}

const BY_TYPE: Record<AgreementTypeName, (c: Context) => Draft[]> = {
  FeePerHour: feePerHour,
  StaticFee: staticFee,
  Retainer: retainer,
  LandmarkByTypeActivity: landmarkByTypeActivity,
  LandmarkByEvent: landmarkByEvent,
  LimitFee: limitFee,
  ByService: byService,
  NoBillable: noBillable,
  Mixed: mixed,
  FeePerHourInterval: feePerHourInterval,
};

// ---------------------------------------------------------------------------------------------
// The engine

/** Prices one month of an agreement (see the file's head). Throws FeeEngineError when it cannot. */
export function settleMonth(input: FeeInput): FeeResult {
  const a = input.agreement;
  const { from, to } = monthRange(input.month);
  const time = a.timeRounding ?? input.companyTimeRounding ?? NO_TIME_ROUNDING;
  const works: PricedWork[] = [];
  const outside: string[] = [];
  // Oldest first; within a day in the order the works were registered, then by id, whatever their
  // activities' order: what a cap or an allowance cuts does not depend on random ids (bucketed: a
  // month holds a few dozen days).
  const byDay = new Map<string, PricedWork[]>();
  const registered = new Map<string, string>();
  for (const activity of input.activities) {
    for (const w of activity.works) {
      if (renewalOf(a, w.date) === null) {
        outside.push(w.id);
        continue;
      }
      const priced: PricedWork = {
        id: w.id,
        userId: w.userId,
        tariffCategoryId: w.tariffCategoryId,
        date: w.date,
        minutes: w.minutes,
        billableMinutes: w.billableMinutes,
        activity,
        billed: roundMinutes(w.billableMinutes, time),
      };
      registered.set(w.id, w.registeredAt ?? '');
      const bucket = byDay.get(w.date);
      if (bucket) bucket.push(priced);
      else byDay.set(w.date, [priced]);
    }
  }
  const inRegistrationOrder = (x: PricedWork, y: PricedWork) => {
    const rx = registered.get(x.id)!;
    const ry = registered.get(y.id)!;
    return rx < ry ? -1 : rx > ry ? 1 : x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
  };
  for (const d of [...byDay.keys()].sort()) for (const w of byDay.get(d)!.sort(inRegistrationOrder)) works.push(w);
  const factor = memo((day: string) => incrementFactor(a, day));
  const c: Context = {
    input,
    a,
    from,
    to,
    time,
    works,
    outside,
    retainer: null,
    billedMilestones: [],
    factor,
    prices: new Map(),
    rows: rowsOf(a.rates),
    lineAmount: lineAmounts(),
    roundUnit: memo((v: Decimal) => roundMoney(v, a.unit.decimals)),
  };
  const drafts = monthInValidity(a, input.month) || works.length ? BY_TYPE[a.type](c) : [];

  const billing = a.unit.kind === 'index' ? (a.unit.standard ?? null) : a.unit;
  if (!billing) throw new FeeEngineError('FEE_AGREEMENT_INCOMPLETE', { agreementId: a.id, field: 'currencyId' });
  // One rounding point: a currency's line is rounded to its decimals; an indexing unit's is converted
  // unrounded (37 min at 10 UVT/h is 6.1666… UVT, not 6) and rounded once, in the billing currency.
  const index = a.unit.kind === 'index';
  const unitAmounts = index ? drafts.map((d) => d.unitAmount) : drafts.map((d) => c.roundUnit(d.unitAmount)); // equal lines share their values
  const amounts = index ? convertByDate(a, drafts, unitAmounts, billing.decimals) : unitAmounts;

  const taxes = (input.taxes ?? []).map((t) => ({ ...t, share: taxShare(t.percent) }));
  const text6 = memo((v: Decimal) => v.toDecimalPlaces(6).toFixed()); // quantities and prices repeat
  // An indexing unit's amount as kept on the line: six decimals at most, the unit's at least.
  const unitText = memo((v: Decimal) => {
    if (!index) return v.toFixed(a.unit.decimals);
    const kept = roundMoney(v, 6);
    return kept.decimalPlaces() < a.unit.decimals ? kept.toFixed(a.unit.decimals) : kept.toFixed();
  });
  // An amount's text and taxes, once per distinct amount (lines with equal amounts share them, read-only).
  const perAmount = memo((amount: Decimal) => {
    const values = taxes.map((t) => lineTax(amount, t.share, billing.decimals));
    return {
      text: amount.toFixed(billing.decimals),
      values,
      taxes: taxes.map((t, j) => ({ taxId: t.id, name: t.name, type: t.type, percent: t.percent, amount: values[j].toFixed(billing.decimals) })),
    };
  });
  const occurrences = countOf(amounts);
  const subtotal = sumOf(amounts, occurrences);
  let taxSum = ZERO;
  let withheld = ZERO;
  for (const [amount, n] of occurrences) {
    perAmount(amount).values.forEach((v, j) => {
      if (taxes[j].type === 'tax') taxSum = taxSum.plus(v.times(n));
      else withheld = withheld.plus(v.times(n));
    });
  }
  const lines: FeeLine[] = drafts.map((d, i) => {
    const amount = amounts[i];
    const priced = perAmount(amount);
    const lineTaxes = priced.taxes;
    return {
      concept: d.concept,
      description: d.description,
      date: d.date,
      quantity: text6(d.quantity),
      unitPrice: text6(d.unitPrice),
      unitAmount: unitText(unitAmounts[i]),
      amount: priced.text,
      userId: d.userId ?? null,
      milestoneId: d.milestoneId ?? null,
      workedMinutes: d.workedMinutes ?? 0,
      billedMinutes: d.billedMinutes ?? 0,
      activityIds: d.activityIds,
      workIds: d.workIds ?? [],
      taxes: lineTaxes,
    };
  });
  const totals = totalsOf(billing, subtotal, taxSum, withheld);
  const unitSubtotal = index ? sumOf(unitAmounts) : subtotal;
  const history = input.history ?? {};
  return {
    agreementId: a.id,
    month: input.month,
    unit: a.unit.code,
    lines,
    unitSubtotal: index ? unitText(unitSubtotal) : unitSubtotal.toFixed(a.unit.decimals),
    totals,
    companyTotals: inCompanyCurrency(input, billing, totals, periodDate(c)),
    rounding: { time, decimals: billing.decimals, text: roundingRuleText(time, billing.decimals) },
    retainer: c.retainer,
    outsideWorkIds: outside,
    // What the database will read back from these lines (pricing.ts's historyOf folds them the same way).
    next: historyAfter(history, input.month, lines),
  };
}

/** What a line adds to the history: all that historyOf reads of a pre-invoice's line. */
export type BilledLine = Pick<FeeLine, 'concept' | 'unitAmount' | 'billedMinutes' | 'milestoneId'>;

/**
 * The history after `month`'s lines were billed: their amounts, their billed minutes (by month too),
 * their milestones, and the month as billed when a fixed or retainer amount is among them. The one
 * rule both for the next block of the same request and for what the database holds (historyOf).
 */
export function historyAfter(history: FeeHistory, month: Month, lines: readonly BilledLine[]): Required<FeeHistory> {
  let amount = ZERO;
  let minutes = 0;
  const milestones: string[] = [];
  let fixed = false;
  for (const l of lines) {
    amount = amount.plus(l.unitAmount);
    minutes += l.billedMinutes;
    if (l.milestoneId) milestones.push(l.milestoneId);
    if (l.concept === 'fixed' || l.concept === 'retainer') fixed = true;
  }
  const hours = hoursOf(minutes);
  const fixedMonths = [...(history.fixedMonths ?? [])];
  if (fixed && !fixedMonths.includes(month)) fixedMonths.push(month);
  return {
    billedAmount: dec(history.billedAmount).plus(amount).toFixed(),
    billedHours: dec(history.billedHours).plus(hours).toFixed(),
    hoursByMonth: { ...history.hoursByMonth, [month]: dec(history.hoursByMonth?.[month]).plus(hours).toFixed() },
    billedMilestoneIds: [...(history.billedMilestoneIds ?? []), ...milestones],
    fixedMonths,
  };
}

/** A tax's share of a line: its percent / 100. */
export const taxShare = (percent: string): Decimal => dec(percent).div(100);

/** One tax or withholding of one line: the line times the share, half up to the billing currency's decimals. */
export const lineTax = (amount: Decimal, share: Decimal, decimals: number): Decimal => roundMoney(amount.times(share), decimals);

/**
 * A line's taxes by the engine's rule, for a line whose amount changed after pricing (a pre-invoice
 * edited before approval): each tax of the line's profile recomputed on the new amount.
 */
export function lineTaxes(amount: Decimal, taxes: readonly Pick<FeeLineTax, 'taxId' | 'name' | 'type' | 'percent'>[], decimals: number): FeeLineTax[] {
  return taxes.map((t) => ({
    taxId: t.taxId,
    name: t.name,
    type: t.type,
    percent: t.percent,
    amount: lineTax(amount, taxShare(t.percent), decimals).toFixed(decimals),
  }));
}

/** How often each (shared) amount occurs. */
function countOf(values: readonly Decimal[]): Map<Decimal, number> {
  const counts = new Map<Decimal, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

/** The sum over distinct amounts times their occurrences: exact, with far fewer additions. */
function sumOf(values: readonly Decimal[], counts = countOf(values)): Decimal {
  let sum = ZERO;
  for (const [v, n] of counts) sum = sum.plus(n === 1 ? v : v.times(n));
  return sum;
}

/** Indexing-unit lines to the standard currency: per equivalency in force, converted once and apportioned. */
function convertByDate(a: FeeAgreement, drafts: Draft[], unitAmounts: Decimal[], decimals: number): Decimal[] {
  const groups = new Map<Equivalency, number[]>();
  drafts.forEach((d, i) => {
    let eq: Equivalency;
    try {
      eq = equivalencyOn(a.unit.equivalencies ?? [], d.date);
    } catch (e) {
      if (e instanceof NoEquivalencyError) throw new FeeEngineError('FEE_NO_EQUIVALENCY', { agreementId: a.id, unit: a.unit.code, date: d.date });
      throw e;
    }
    const group = groups.get(eq);
    if (group) group.push(i);
    else groups.set(eq, [i]);
  });
  const out: Decimal[] = new Array(drafts.length);
  for (const [eq, idx] of groups) {
    const converted = convertApportioned(
      idx.map((i) => unitAmounts[i]),
      eq.value,
      decimals,
    );
    idx.forEach((i, j) => {
      out[i] = converted[j];
    });
  }
  return out;
}

function totalsOf(currency: FeeCurrency, subtotal: Decimal, taxes: Decimal, withholdings: Decimal): FeeTotals {
  return {
    currency: currency.code,
    subtotal: subtotal.toFixed(currency.decimals),
    taxes: taxes.toFixed(currency.decimals),
    withholdings: withholdings.toFixed(currency.decimals),
    total: subtotal.plus(taxes).minus(withholdings).toFixed(currency.decimals),
  };
}

/** The totals in the company's main currency at the equivalency of the period's date. */
function inCompanyCurrency(input: FeeInput, billing: FeeCurrency, totals: FeeTotals, date: string): FeeTotals | null {
  const company = input.companyCurrency;
  if (!company) return null;
  if (company.id === billing.id) return { ...totals };
  if (!company.equivalencies?.length) return null;
  let factor: string;
  try {
    factor = equivalencyOn(company.equivalencies, date).value;
  } catch {
    return null;
  }
  const at = (v: string) => roundMoney(new Decimal(v).times(factor), company.decimals);
  const subtotal = at(totals.subtotal);
  const taxes = at(totals.taxes);
  const withholdings = at(totals.withholdings);
  return totalsOf(company, subtotal, taxes, withholdings);
}
