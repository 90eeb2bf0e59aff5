// The work panel's periods (document 000, section 9: Día=1, Semana=2, Mes=3 by default, Año=4): the
// current day, week (Monday to Sunday), month or year around a reference day of the company, as the
// days from the first to the reference day (what has been lived of it: the indicators count up to it).
import type { Day } from '../../platform/time/company-day.ts';

export const PERIODS = [1, 2, 3, 4] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 3;

const toDate = (day: Day) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date): Day => d.toISOString().slice(0, 10);

/** The first day of the period that holds `day`, and `day` itself. */
export function periodRange(period: Period, day: Day): { from: Day; to: Day } {
  if (period === 1) return { from: day, to: day };
  if (period === 3) return { from: `${day.slice(0, 8)}01`, to: day };
  if (period === 4) return { from: `${day.slice(0, 4)}-01-01`, to: day };
  const d = toDate(day);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return { from: toDay(d), to: day };
}

/** The working days from `from` to `to`: weekdays of the company (1 Monday ... 7 Sunday) that are not holidays. */
export function workingDays(from: Day, to: Day, weekdays: ReadonlySet<number>, holidays: ReadonlySet<Day>): number {
  let n = 0;
  for (let d = toDate(from); toDay(d) <= to; d.setUTCDate(d.getUTCDate() + 1)) {
    const weekday = ((d.getUTCDay() + 6) % 7) + 1;
    if (weekdays.has(weekday) && !holidays.has(toDay(d))) n += 1;
  }
  return n;
}
