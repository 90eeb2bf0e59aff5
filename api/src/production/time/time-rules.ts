// The company's rules over registered time (document 000, sections 3 and 5), pure so they are
// tested alone: which days are still open for registration under the restriction type (kept in the
// contract, contract/work-dates.ts, for the admin's time form too), the daily registration limit,
// and the warning above three times the activity type's estimate.
import type { Day } from '../../platform/time/company-day.ts';
import type { Localized } from '../../platform/errors/app-error.ts';
import type { Restriction } from '../../contract/work-dates.ts';

export { RESTRICTIONS, dayOpen, firstOpenDay, memberRestriction, type Restriction } from '../../contract/work-dates.ts';

/** What each restriction leaves open, said to the person whose date it closed (WORK_DATE_RESTRICTED). */
export const RESTRICTION_WORDS: Record<Exclude<Restriction, 'none'>, Localized> = {
  day: { es: 'solo se puede registrar o editar el tiempo de hoy', en: "only today's time can be registered or edited" },
  weekly: { es: 'solo se puede registrar o editar el tiempo de esta semana', en: "only this week's time can be registered or edited" },
  monthly: { es: 'solo se puede registrar o editar el tiempo de este mes', en: "only this month's time can be registered or edited" },
};

/** Time above this many times the activity type's estimate asks for confirmation (section 9). */
export const ESTIMATE_WARNING_FACTOR = 3;

/** A day as a person reads it in each language ('1 de nov de 2026' / 'Nov 1, 2026'), for a message. */
export function dayInWords(day: Day): Localized {
  const at = new Date(`${day}T12:00:00Z`);
  const say = (locale: string) => at.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return { es: say('es-CO'), en: say('en-US') };
}

/** Whether a day's total (minutes) passes the company's daily limit (hours; none = no limit). */
export function withinDailyLimit(totalMinutes: number, limitHours: number | null): boolean {
  return limitHours === null || totalMinutes <= Math.round(limitHours * 60);
}

/** Whether the activity's time (minutes) goes above three times its type's estimate (hours; 0 = none). */
export function aboveEstimate(totalMinutes: number, estimatedHours: number): boolean {
  return estimatedHours > 0 && totalMinutes > estimatedHours * 60 * ESTIMATE_WARNING_FACTOR;
}
