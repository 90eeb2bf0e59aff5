// The rate of a professional for an activity type on a project on a date, from the rate books
// (docs/rates.md). Pure: the route reads the rows, this decides.
//
// Books: those of the asked type, active and in force on the date that apply to the project (a
// book of one of its work groups, or a book of no work group), ordered by the project's priority
// of the book's best work group (books of no group last), then the latest start, then id. The
// first book that prices the professional answers.
// Lines of a book: those in force on the date whose every scope (professional, tariff category,
// activity type) matches; the most specific wins (professional 4 + category 2 + activity 1, so
// professional+activity > professional > category+activity > category > activity > default),
// then the latest start, then the smallest id. A book with no matching line prices by the
// professional's category value in the book's currency in force on the date, if any.

export interface RateLine {
  id: string;
  userId: string | null;
  tariffCategoryId: string | null;
  activityTypeId: string | null;
  value: string;
  validFrom: string | null; // YYYY-MM-DD, null = always
  validTo: string | null;
}

export interface RateBook {
  id: string;
  type: 'hour' | 'service';
  currencyId: string;
  active: boolean;
  validFrom: string | null;
  validTo: string | null;
  /** The project's priority of the book's best work group (lower first); null: a book of no work group. */
  priority: number | null;
  lines: RateLine[];
}

export interface CategoryValue {
  currencyId: string;
  validFrom: string;
  value: string;
}

export interface RateQuery {
  userId: string;
  activityTypeId: string | null;
  /** The professional's tariff category in the company, if any. */
  tariffCategoryId: string | null;
  date: string;
  type: 'hour' | 'service';
}

export interface Rate {
  bookId: string;
  currencyId: string;
  value: string;
  /** The line that priced it, or null when the category's own value did. */
  lineId: string | null;
  specificity: number | null;
}

const inForce = (from: string | null, to: string | null, date: string) => (from === null || from <= date) && (to === null || date <= to);
const later = (a: string | null, b: string | null) => (a ?? '') > (b ?? '');

/** How specific a line is (professional 4, category 2, activity 1), or -1 when it does not apply to the query. */
export function specificity(line: RateLine, q: RateQuery): number {
  if (line.userId !== null && line.userId !== q.userId) return -1;
  if (line.tariffCategoryId !== null && line.tariffCategoryId !== q.tariffCategoryId) return -1;
  if (line.activityTypeId !== null && line.activityTypeId !== q.activityTypeId) return -1;
  return (line.userId ? 4 : 0) + (line.tariffCategoryId ? 2 : 0) + (line.activityTypeId ? 1 : 0);
}

/** True when line a wins over line b (both applying). */
function beats(a: RateLine, sa: number, b: RateLine, sb: number): boolean {
  if (sa !== sb) return sa > sb;
  if (a.validFrom !== b.validFrom) return later(a.validFrom, b.validFrom);
  return a.id < b.id;
}

/** The line of one book that prices the query, if any. */
export function bestLine(lines: readonly RateLine[], q: RateQuery): { line: RateLine; specificity: number } | null {
  let best: { line: RateLine; specificity: number } | null = null;
  for (const line of lines) {
    if (!inForce(line.validFrom, line.validTo, q.date)) continue;
    const s = specificity(line, q);
    if (s < 0) continue;
    if (!best || beats(line, s, best.line, best.specificity)) best = { line, specificity: s };
  }
  return best;
}

/** The books that may price the query, in the order they are tried. */
export function booksInOrder(books: readonly RateBook[], q: RateQuery): RateBook[] {
  return books
    .filter((b) => b.active && b.type === q.type && inForce(b.validFrom, b.validTo, q.date))
    .sort(
      (a, b) =>
        (a.priority ?? Infinity) - (b.priority ?? Infinity) ||
        (later(a.validFrom, b.validFrom) ? -1 : later(b.validFrom, a.validFrom) ? 1 : 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/** The category's value in a currency in force on the date (latest start on or before it). */
export function categoryValueOn(values: readonly CategoryValue[], currencyId: string, date: string): CategoryValue | null {
  let found: CategoryValue | null = null;
  for (const v of values) {
    if (v.currencyId === currencyId && v.validFrom <= date && (!found || v.validFrom > found.validFrom)) found = v;
  }
  return found;
}

/** The rate of the query (see the file's head), or null when no book prices it. */
export function rateFor(books: readonly RateBook[], categoryValues: readonly CategoryValue[], q: RateQuery): Rate | null {
  for (const book of booksInOrder(books, q)) {
    const best = bestLine(book.lines, q);
    if (best) return { bookId: book.id, currencyId: book.currencyId, value: best.line.value, lineId: best.line.id, specificity: best.specificity };
    const own = q.tariffCategoryId ? categoryValueOn(categoryValues, book.currencyId, q.date) : null;
    if (own) return { bookId: book.id, currencyId: book.currencyId, value: own.value, lineId: null, specificity: null };
  }
  return null;
}
