// The company's clock (issue 12, item 1: "the company's time zone decides day boundaries
// everywhere"): instants are shown in the active company's time zone, a picked date and time is the
// company's wall clock, and a day in a filter runs from the company's midnight to its next one,
// wherever the browser is. The zone is the session's (`/api/me` → company.timeZone).
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL = 'YYYY-MM-DDTHH:mm:ss.SSS';
// The zone as the session gives it, checked on first use: the check loads the browser's zone data
// (30-40 ms of a full load), which a page that shows no date or time never needs.
let given: string | undefined;
let checked: { zone: string | undefined } | null = null;

/** Sets the active company's zone (unknown or missing: the browser's own). */
export function setCompanyTimeZone(next: string | null | undefined): void {
  given = next ?? undefined;
  checked = null;
}

function known(zone: string | undefined): string | undefined {
  try {
    return zone ? (new Intl.DateTimeFormat('en', { timeZone: zone }), zone) : undefined;
  } catch {
    return undefined;
  }
}

/** The company's zone, when the browser knows it. */
export const companyTimeZone = (): string | undefined => (checked ??= { zone: known(given) }).zone;

/** An instant as the company's clock reads it. */
export function inCompanyZone(instant: string | Date | Dayjs): Dayjs {
  const d = dayjs(instant);
  const zone = companyTimeZone();
  return zone ? d.tz(zone) : d;
}

/** The company's today, YYYY-MM-DD (a day's registration, a picker's start). */
export const companyToday = (now: Date = new Date()): string => inCompanyZone(now).format('YYYY-MM-DD');

/** An instant written with a format, on the company's clock. */
export const formatInstant = (instant: string | Date | Dayjs, format: string) => inCompanyZone(instant).format(format);

/**
 * The company's wall clock of an instant as a browser-local value, for a picker to show (pickers
 * work in the browser's zone: the wall time is what matters to them).
 */
export const toPickerValue = (instant: string | Date | Dayjs): Dayjs => dayjs(inCompanyZone(instant).format(WALL));

/** A picked wall time (or day) read on the company's clock, as an instant. */
export function fromPickerValue(picked: Dayjs): Dayjs {
  const zone = companyTimeZone();
  return zone ? dayjs.tz(picked.format(WALL), zone) : picked;
}

/** The company's midnight that starts the picked day, and the last millisecond of it. */
export const dayStart = (picked: Dayjs) => fromPickerValue(picked.startOf('day'));
export const dayEnd = (picked: Dayjs) => fromPickerValue(picked.endOf('day'));
