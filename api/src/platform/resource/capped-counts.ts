// A list's total past the count cap, remembered for a while (decision 289). A total that reached
// LIST_COUNT_CAP + 1 is answered as "10.000+": counting it again read 10,001 index entries on every
// page of the list (the largest part of the database's work for the clients' first page, two fifths
// of a member's grid page), though a list that large does not fall under the cap between two clicks.
// A total under the cap is never remembered: it is counted, exact, every time.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Caller } from './types.ts';
import { LIST_COUNT_CAP } from '../../contract/resource-meta.ts';

/** How long a total past the cap is taken as still past it. */
export const PAST_CAP_FOR_MS = 30_000;
/** The most lists remembered; the oldest go first (a Map keeps its insertion order). */
const MOST = 5_000;

const pastCapUntil = new Map<string, number>();

/**
 * The list's total by `count`, unless the same list for the same reader was past the cap a moment
 * ago. The key is the count's statement (filters, visibility and their values) and who reads it,
 * since row-level security adds the tenant and the user the SQL does not name.
 */
export async function pastCapRemembered(caller: Caller, q: Knex.QueryBuilder, count: () => Promise<number>): Promise<number> {
  const { sql, bindings } = q.toSQL();
  const key = createHash('sha1')
    .update(JSON.stringify([caller.tenantId, caller.companyId, caller.userId ?? null, sql, bindings]))
    .digest('base64url');
  const until = pastCapUntil.get(key);
  if (until !== undefined && until > Date.now()) return LIST_COUNT_CAP + 1;
  pastCapUntil.delete(key);
  const total = await count();
  if (total > LIST_COUNT_CAP) {
    pastCapUntil.set(key, Date.now() + PAST_CAP_FOR_MS);
    if (pastCapUntil.size > MOST) pastCapUntil.delete(pastCapUntil.keys().next().value as string);
  }
  return total;
}

/** Forgets every total: the tests' shared server moves to another database with the same demo ids. */
export function forgetCappedCounts(): void {
  pastCapUntil.clear();
}
