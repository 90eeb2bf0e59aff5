// The company's rules over registered time (document 000, sections 3 and 5), pure so they are
// tested alone: which days are still open for registration under the restriction type, the daily
// registration limit, and the warning above three times the activity type's estimate.
import type { Day } from '../../platform/time/company-day.ts';
import type { Localized } from '../../platform/errors/app-error.ts';

export const RESTRICTIONS = ['none', 'day', 'weekly', 'monthly'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];

/** What each restriction leaves open, said to the person whose date it closed (WORK_DATE_RESTRICTED). */
export const RESTRICTION_WORDS: Record<Exclude<Restriction, 'none'>, Localized> = {
  day: { es: 'solo se puede registrar o editar el tiempo de hoy', en: "only today's time can be registered or edited" },
  weekly: { es: 'solo se puede registrar o editar el tiempo de esta semana', en: "only this week's time can be registered or edited" },
  monthly: { es: 'solo se puede registrar o editar el tiempo de este mes', en: "only this month's time can be registered or edited" },
};

/** Time above this many times the activity type's estimate asks for confirmation (section 9). */
export const ESTIMATE_WARNING_FACTOR = 3;

const toDate = (day: Day) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date): Day => d.toISOString().slice(0, 10);

/**
 * The first day on which time may still be registered or edited, `today` being the company's day:
 * none = any past day; day = today only; weekly = since this week's Monday; monthly = since the 1st.
 */
export function firstOpenDay(restriction: Restriction, today: Day): Day | null {
  if (restriction === 'none') return null;
  if (restriction === 'day') return today;
  const d = toDate(today);
  if (restriction === 'monthly') return `${today.slice(0, 8)}01`;
  const sinceMonday = (d.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  d.setUTCDate(d.getUTCDate() - sinceMonday);
  return toDay(d);
}

/** Whether `day` may take time under the restriction: never in the future, never before the first open day. */
export function dayOpen(restriction: Restriction, today: Day, day: Day): 'open' | 'future' | 'closed' {
  if (day > today) return 'future';
  const first = firstOpenDay(restriction, today);
  return first !== null && day < first ? 'closed' : 'open';
}

/** Whether a day's total (minutes) passes the company's daily limit (hours; none = no limit). */
export function withinDailyLimit(totalMinutes: number, limitHours: number | null): boolean {
  return limitHours === null || totalMinutes <= Math.round(limitHours * 60);
}

/** Whether the activity's time (minutes) goes above three times its type's estimate (hours; 0 = none). */
export function aboveEstimate(totalMinutes: number, estimatedHours: number): boolean {
  return estimatedHours > 0 && totalMinutes > estimatedHours * 60 * ESTIMATE_WARNING_FACTOR;
}
