// The calendar of an agreement for the fee engine: billing months, a validity's renewals, the
// retainer's periods and the increment factor in force on a date (docs/agreements.md, Increment).
// Pure: days are 'YYYY-MM-DD' strings, months 'YYYY-MM'; month arithmetic only, no time zones (the
// caller gives days already in the company's zone).
import { Decimal, equivalencyOn, type Equivalency } from '../../management/currencies/conversion.ts';

export type Month = string; // 'YYYY-MM'

export const monthOf = (day: string): Month => day.slice(0, 7);

/** Months from `a` to `b` (b − a), e.g. 2026-01 → 2026-03 = 2. */
export function monthsBetween(a: Month, b: Month): number {
  return (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));
}

export function addMonths(m: Month, n: number): Month {
  const i = Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1 + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** The first and last day of a month. */
export function monthRange(m: Month): { from: string; to: string } {
  const last = new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).getUTCDate();
  return { from: `${m}-01`, to: `${m}-${String(last).padStart(2, '0')}` };
}

const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
const dayOfNumber = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

export interface Validity {
  startDate: string;
  endDate: string;
  autoRenewal: boolean;
}

/**
 * Which validity a day falls in: 0 the agreement's own, k ≥ 1 its k-th automatic renewal (each one
 * as long as the first, starting the day after the previous ends); null before the start, or after
 * the end of an agreement that does not renew.
 */
export function renewalOf(v: Validity, day: string): number | null {
  if (day < v.startDate) return null;
  if (day <= v.endDate) return 0;
  if (!v.autoRenewal) return null;
  const length = dayNumber(v.endDate) - dayNumber(v.startDate) + 1;
  return Math.floor((dayNumber(day) - dayNumber(v.startDate)) / length);
}

/** The first day of the k-th renewal. */
export function renewalStart(v: Validity, k: number): string {
  const length = dayNumber(v.endDate) - dayNumber(v.startDate) + 1;
  return dayOfNumber(dayNumber(v.startDate) + k * length);
}

/** The last day of the validity (or renewal) holding `day`. */
export function validityEnd(v: Validity, day: string): string {
  const k = renewalOf(v, day) ?? 0;
  return dayOfNumber(dayNumber(renewalStart(v, k + 1)) - 1);
}

export interface Increment extends Validity {
  incrementMoment: 'NotIncrement' | 'StartYear' | 'TradeEndDate';
  incrementKind: 'percent' | 'index' | null;
  incrementPercent: string | null;
  /** The equivalencies of the increment's indexing unit (kind index). */
  incrementIndex: readonly Equivalency[] | null;
}

/** The dates of the increments in force on `day`, oldest first. */
export function incrementDates(a: Increment, day: string): string[] {
  if (a.incrementMoment === 'StartYear') {
    const dates: string[] = [];
    for (let y = Number(a.startDate.slice(0, 4)) + 1; `${y}-01-01` <= day; y++) dates.push(`${y}-01-01`);
    return dates;
  }
  if (a.incrementMoment === 'TradeEndDate') {
    const k = renewalOf(a, day) ?? 0;
    return Array.from({ length: k }, (_, i) => renewalStart(a, i + 1));
  }
  return [];
}

/** The factor every price of the agreement is multiplied by on `day` (1 without increments), unrounded. */
export function incrementFactor(a: Increment, day: string): Decimal {
  const dates = incrementDates(a, day);
  if (!dates.length || !a.incrementKind) return new Decimal(1);
  if (a.incrementKind === 'percent') return new Decimal(1).plus(new Decimal(a.incrementPercent ?? 0).div(100)).pow(dates.length);
  const index = a.incrementIndex ?? [];
  return new Decimal(equivalencyOn(index, dates[dates.length - 1]).value).div(equivalencyOn(index, a.startDate).value);
}
