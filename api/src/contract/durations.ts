// Time for people (issue 29, item 5): whole minutes, as the API keeps and answers them, written as
// hours and minutes the way a time sheet reads ('1 h 05 min', '45 min'), and hours and minutes
// entered back into minutes. Pure: the admin imports it, and the API's messages say time with it.

export type DurationLanguage = 'es' | 'en';

/** 61 → { hours: 1, minutes: 1 }; a negative time keeps its sign on the hours (or the minutes under an hour). */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const whole = Math.round(Math.abs(total));
  const sign = total < 0 ? -1 : 1;
  const hours = Math.floor(whole / 60);
  const minutes = whole % 60;
  return hours ? { hours: sign * hours, minutes } : { hours: 0, minutes: sign * minutes };
}

/** Hours and minutes as whole minutes (null when neither is given). */
export function joinMinutes(hours: number | null | undefined, minutes: number | null | undefined): number | null {
  if ((hours === null || hours === undefined) && (minutes === null || minutes === undefined)) return null;
  return Math.round((hours ?? 0) * 60 + (minutes ?? 0));
}

/** 65 → '1 h 05 min', 45 → '45 min', 600 → '10 h 00 min', 90000 → '1.500 h 00 min' (es) / '1,500 h 00 min' (en). */
export function formatDuration(total: number, language: DurationLanguage = 'es'): string {
  const { hours, minutes } = splitMinutes(total);
  if (!hours) return `${minutes} min`;
  const grouped = String(Math.abs(hours)).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'es' ? '.' : ',');
  return `${hours < 0 ? '-' : ''}${grouped} h ${String(minutes).padStart(2, '0')} min`;
}

/** Decimal hours (the API's hour figures: 1.5) as hours and minutes ('1 h 30 min'). */
export const formatHoursAsDuration = (hours: number, language: DurationLanguage = 'es') => formatDuration(Math.round(hours * 60), language);
