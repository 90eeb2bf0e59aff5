// Which days a member may still register or edit time on (document 000, sections 3 and 5), pure
// so the API's rule (production/time/time-rules.ts) and the admin's time form decide alike: the
// restriction type (the member's profile's, else the company's) and the company's today.

export const RESTRICTIONS = ['none', 'day', 'weekly', 'monthly'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];

/** A calendar day, YYYY-MM-DD. */
type Day = string;

const toDate = (day: Day) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date): Day => d.toISOString().slice(0, 10);

/** The member's restriction in a company: their profile's when it sets one (stricter), else the company's. */
export function memberRestriction(company: Restriction, profile: Restriction | null | undefined): Restriction {
  return profile && profile !== 'none' ? profile : company;
}

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
