// Day boundaries in the company's time zone (decision 100). A firm in Bogotá works until 23:59 local
// time, which is already "tomorrow" in UTC: every "today", "day of" and date filter on the server goes
// through here with the company's IANA zone, never through the server's zone or UTC.
// Pure and dependency-free: Intl knows the zones (and their daylight-saving rules) of the ICU data.

/** A calendar day as 'YYYY-MM-DD'. */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether `zone` is an IANA time zone this runtime knows ('America/Bogota', 'UTC'); offsets and abbreviations are not. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: Date, zone: string): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { y: parts.year, m: parts.month, d: parts.day, h: parts.hour, min: parts.minute, s: parts.second };
}

/** The zone's offset from UTC at an instant, in milliseconds (Bogotá: -5 h). */
function offsetAt(instant: Date, zone: string): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s);
  return asUtc - (instant.getTime() - instant.getUTCMilliseconds());
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The calendar day an instant falls on in the zone. */
export function dayOf(instant: Date, zone: string): Day {
  const w = wallClock(instant, zone);
  return `${pad(w.y, 4)}-${pad(w.m)}-${pad(w.d)}`;
}

/** The company's "today". */
export function today(zone: string, now: Date = new Date()): Day {
  return dayOf(now, zone);
}

/** Whether `v` is a real calendar day 'YYYY-MM-DD'. */
export function isDay(v: unknown): v is Day {
  const m = typeof v === 'string' ? DAY.exec(v) : null;
  if (!m) return false;
  const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return t.getUTCFullYear() === Number(m[1]) && t.getUTCMonth() === Number(m[2]) - 1 && t.getUTCDate() === Number(m[3]);
}

/** The day after `day`. */
export function nextDay(day: Day): Day {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * The first instant of a day's local midnight in the zone. Where midnight is skipped by a daylight-
 * saving jump, the day starts at the first instant that exists (the jump's end).
 */
export function startOfDay(day: Day, zone: string): Date {
  if (!isDay(day)) throw new RangeError(`not a day: ${day}`);
  const [y, m, d] = day.split('-').map(Number);
  const wallMidnight = Date.UTC(y, m - 1, d);
  // Two passes settle the offset even when the first guess lands on the other side of a transition.
  let guess = wallMidnight - offsetAt(new Date(wallMidnight), zone);
  guess = wallMidnight - offsetAt(new Date(guess), zone);
  if (dayOf(new Date(guess), zone) !== day) {
    // Midnight did not exist (clocks jumped over it): the day starts where the previous one ends.
    let lo = guess - 3 * 3600_000;
    let hi = guess + 3 * 3600_000;
    while (hi - lo > 1000) {
      const mid = Math.floor((lo + hi) / 2);
      if (dayOf(new Date(mid), zone) < day) lo = mid;
      else hi = mid;
    }
    return new Date(hi);
  }
  // The same wall-clock midnight may repeat (clocks back over it): take the earlier instant.
  const hourEarlier = new Date(guess - 3600_000);
  return dayOf(hourEarlier, zone) === day && wallClock(hourEarlier, zone).h === 0 ? hourEarlier : new Date(guess);
}

/** A day's instants [start, end) in the zone: for a filter `at >= start and at < end`. */
export function dayRange(day: Day, zone: string): { start: Date; end: Date } {
  return { start: startOfDay(day, zone), end: startOfDay(nextDay(day), zone) };
}
