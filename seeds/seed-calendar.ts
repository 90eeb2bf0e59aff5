// The demo's calendar: its history is dated back from the day the seed runs, the UTC day the test
// template is named by (template-database.ts), so a template built today always holds the same rows.
// Days are 'YYYY-MM-DD'; months are counted from the seed day's month (0 this month, -1 the last one).

import { addMonths, monthOf, monthRange, monthsBetween as monthsApart } from '../api/src/settlement/fees/fee-calendar.ts';

export type Day = string;

const toDate = (day: Day) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date): Day => d.toISOString().slice(0, 10);

/** The day the seed runs (UTC). */
export const seedDay = (now = new Date()): Day => toDay(now);

export const addDays = (day: Day, days: number): Day => {
  const d = toDate(day);
  d.setUTCDate(d.getUTCDate() + days);
  return toDay(d);
};

/** The first day of the month `offset` months from `day`'s. */
export const monthStart = (day: Day, offset = 0): Day => monthRange(addMonths(monthOf(day), offset)).from;

/** The last day of the month `offset` months from `day`'s. */
export const monthEnd = (day: Day, offset = 0): Day => monthRange(addMonths(monthOf(day), offset)).to;

/** Months from `from`'s to `to`'s (0 in the same month): the fee calendar's count, on days. */
export const monthsBetween = (from: Day, to: Day): number => monthsApart(monthOf(from), monthOf(to));

/**
 * The years the demo's own agreements run (master-data/agreements.ts): 2026, the year they were
 * written for, until the seed runs later; then from the year of three months ago (the recent work
 * the demo settles) to the seed's year, so the recent work and today's both have an agreement in force.
 */
export function agreementYears(now = new Date()): { from: number; to: number } {
  const today = seedDay(now);
  return { from: Math.max(2026, Number(monthStart(today, -3).slice(0, 4))), to: Math.max(2026, Number(today.slice(0, 4))) };
}

/** 1 Monday ... 7 Sunday. */
export const weekday = (day: Day): number => ((toDate(day).getUTCDay() + 6) % 7) + 1;

/** The day itself when a weekday, else the Monday after. */
export const nextWeekday = (day: Day): Day => (weekday(day) > 5 ? addDays(day, 8 - weekday(day)) : day);

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** 'marzo de 2026' for any day of March 2026. */
export const monthName = (day: Day): string => `${MONTHS[Number(day.slice(5, 7)) - 1]} de ${day.slice(0, 4)}`;

/** An hour of a day in Bogotá (UTC-5, no daylight saving), as an instant. */
export const bogota = (day: Day, hour: number, minute = 0): Date =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00-05:00`);

/** A small deterministic generator: the same history on every machine. */
export function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}
