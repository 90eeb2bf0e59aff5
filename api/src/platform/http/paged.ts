// A list outside the declared resources, paged as the declared lists page (Refine's simple-rest):
// rows `_start` up to `_end` (excluded), 20 by default, and the total in x-total-count, exposed to
// the browser. One way for every hand list, instead of the same three lines in each.
import type { ResponseToolkit } from '@hapi/hapi';
import Joi from 'joi';

/** The page's query keys; `maxEnd` refuses a page ending past it (400), none when left out. */
export function pageKeys(maxEnd?: number) {
  const end = Joi.number().integer().min(1);
  return { _start: Joi.number().integer().min(0).default(0), _end: (maxEnd ? end.max(maxEnd) : end).default(20) };
}

/** The page asked: its first row and the row it stops before (never before its start), at most `maxRows` rows. */
export function pageOf(query: Record<string, unknown>, maxRows = Number.POSITIVE_INFINITY): { start: number; end: number } {
  const start = Number(query._start ?? 0);
  const end = Math.max(Number(query._end ?? start + 20), start);
  return { start, end: Math.min(end, start + maxRows) };
}

/** The page's rows with the list's total (x-total-count), and any other header it answers, all readable by the admin. */
export function paged(h: ResponseToolkit, rows: unknown[], total: number | string, headers: Record<string, string> = {}) {
  const response = h.response(rows).header('x-total-count', String(total));
  for (const [name, value] of Object.entries(headers)) response.header(name, value);
  return response.header('access-control-expose-headers', ['x-total-count', ...Object.keys(headers)].join(', '));
}
