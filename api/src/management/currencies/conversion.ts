// Conversion of an amount of an indexing unit (UVT) into its standard currency (COP) at the
// equivalency in force on a date: the one with the latest valid_from on or before it. Pure, with
// decimal strings in and out (decimal.js, never floats): agreements and settlement reuse it.
import DecimalJs from 'decimal.js';

// decimal.js keeps 20 significant digits by default: a numeric(20,6) amount times a numeric(24,7)
// value needs up to 44, so products would be rounded. 64 keeps every product exact.
export const Decimal = DecimalJs.clone({ precision: 64 });
export type Decimal = DecimalJs;

export interface Equivalency {
  validFrom: string; // YYYY-MM-DD
  value: string; // units of the standard currency per unit
}

/** The date falls before the unit's first equivalency: nothing was in force then. */
export class NoEquivalencyError extends Error {
  constructor(
    readonly date: string,
    readonly first: string | null,
  ) {
    super(first ? `No equivalency in force on ${date}; the first applies from ${first}` : `No equivalency at all (asked for ${date})`);
  }
}

/** The equivalency in force on `date` (YYYY-MM-DD strings compare as dates); throws before the first. */
export function equivalencyOn(equivalencies: readonly Equivalency[], date: string): Equivalency {
  let found: Equivalency | undefined;
  let first: string | null = null;
  for (const e of equivalencies) {
    if (first === null || e.validFrom < first) first = e.validFrom;
    if (e.validFrom <= date && (!found || e.validFrom > found.validFrom)) found = e;
  }
  if (!found) throw new NoEquivalencyError(date, first);
  return found;
}

/**
 * `amount` units converted to the standard currency on `date`, exact (no rounding: the caller
 * rounds to the currency's decimals when it shows or stores the result, see roundTo).
 */
export function convert(amount: string, equivalencies: readonly Equivalency[], date: string): string {
  return new Decimal(amount).times(equivalencyOn(equivalencies, date).value).toFixed();
}

/** A decimal string rounded half-up to `decimals` places (a currency's). */
export function roundTo(amount: string, decimals: number): string {
  return new Decimal(amount).toDecimalPlaces(decimals, DecimalJs.ROUND_HALF_UP).toFixed(decimals);
}
