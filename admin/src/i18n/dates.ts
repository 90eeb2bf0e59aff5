// Dates, months and moments written for people, in the interface's language (es-CO or en-US) and,
// for moments, on the active company's clock (session/company-time.ts), never as ISO strings.
import { companyTimeZone } from '../session/company-time.ts';
import type { Language } from './languages.ts';

const LOCALE: Record<Language, string> = { es: 'es-CO', en: 'en-US' };

// Making a formatter costs far more than using one, and a list formats a date in every row: one
// formatter per language, options and time zone, kept for the session.
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(LOCALE[language], options)));
  return format;
}

/** A calendar date ('YYYY-MM-DD', or the date part of a longer value) as '12 de nov de 2026' / 'Nov 12, 2026'. */
export function formatDay(date: string | null | undefined, language: Language): string {
  if (!date) return '';
  return dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
}

/** A day without its year, where the year is known around it (a chart's axis): '1 de nov' / 'Nov 1'. */
export function formatDayShort(date: string | null | undefined, language: Language): string {
  if (!date) return '';
  return dateFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
}

/** A month in few letters (a chart's axis): 'nov de 2026' / 'Nov 2026'. */
export function formatMonthShort(period: string | null | undefined, language: Language): string {
  if (!period) return '';
  return dateFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period.slice(0, 7)}-15T12:00:00Z`));
}

/** A month ('YYYY-MM', or a date in it) as 'noviembre de 2026' / 'November 2026'. */
export function formatMonth(period: string | null | undefined, language: Language): string {
  if (!period) return '';
  return dateFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period.slice(0, 7)}-15T12:00:00Z`));
}

/** An instant's day on the company's clock: '12 de nov de 2026' / 'Nov 12, 2026'. */
export function formatMomentDay(instant: string | Date | null | undefined, language: Language): string {
  if (!instant) return '';
  return dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: companyTimeZone() }).format(new Date(instant));
}

/** An instant as the company's clock reads it: '12 de nov de 2026, 3:05 p. m.' / 'Nov 12, 2026, 3:05 PM'. */
export function formatMoment(instant: string | Date | null | undefined, language: Language): string {
  if (!instant) return '';
  return dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: companyTimeZone() }).format(
    new Date(instant),
  );
}
