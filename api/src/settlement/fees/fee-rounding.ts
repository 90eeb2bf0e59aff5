// The stated rounding rules of a settlement (docs/settlement.md, Rounding), printed on its documents.
// Time: the billed minutes of each work line are rounded (none, up, nearest) to a unit of minutes
// set per company and overridable per agreement; worked time stays as registered. Money: half-up
// to the currency's decimals per line; a group of lines converted from an indexing unit at one
// equivalency is converted once and apportioned, so the lines add up to the converted sum.
import DecimalJs from 'decimal.js';
import { Decimal } from '../../management/currencies/conversion.ts';
import type { TimeRoundingMode } from '../../contract/trade-agreements.ts';

export interface TimeRounding {
  mode: TimeRoundingMode;
  /** The unit in minutes (6 = a tenth of an hour, 15 = a quarter); ignored when mode is none. */
  unit: number;
}

export const NO_TIME_ROUNDING: TimeRounding = { mode: 'none', unit: 1 };

/** Billed minutes after the time rule: `up` to the next multiple of the unit, `nearest` half-up to it. */
export function roundMinutes(minutes: number, rule: TimeRounding): number {
  if (rule.mode === 'none' || rule.unit <= 1 || minutes === 0) return minutes;
  const units = rule.mode === 'up' ? Math.ceil(minutes / rule.unit) : Math.floor(minutes / rule.unit + 0.5);
  return units * rule.unit;
}

/** Half-up to `decimals` places. */
export const roundMoney = (v: DecimalJs.Value | Decimal, decimals: number): Decimal =>
  (v instanceof Decimal ? v : new Decimal(v)).toDecimalPlaces(decimals, DecimalJs.ROUND_HALF_UP);

/**
 * Amounts of one indexing unit converted at one equivalency: the exact conversion of their sum,
 * rounded half-up, apportioned to them by largest remainder. Each result is its own exact
 * conversion rounded down or up (never further than one unit of the last decimal from it), and the
 * results add up to the rounded conversion of the sum, so "convert then add" equals "add then
 * convert".
 */
export function convertApportioned(amounts: readonly Decimal[], factor: DecimalJs.Value, decimals: number): Decimal[] {
  const exact = amounts.map((a) => a.times(factor));
  const floors = exact.map((e) => e.toDecimalPlaces(decimals, DecimalJs.ROUND_FLOOR));
  const target = roundMoney(
    exact.reduce((s, e) => s.plus(e), new Decimal(0)),
    decimals,
  );
  const step = new Decimal(1).div(new Decimal(10).pow(decimals));
  let missing = target
    .minus(floors.reduce((s, f) => s.plus(f), new Decimal(0)))
    .div(step)
    .toNumber();
  // The largest remainders take one step each; ties go to the earlier line (stable, repeatable).
  const order = exact.map((e, i) => ({ i, rest: e.minus(floors[i]) })).sort((a, b) => b.rest.comparedTo(a.rest) || a.i - b.i);
  for (const { i } of order) {
    if (missing <= 0) break;
    floors[i] = floors[i].plus(step);
    missing -= 1;
  }
  return floors;
}

/** The rule as printed on a pre-invoice or invoice, in Spanish and English. */
export function roundingRuleText(rule: TimeRounding, decimals: number): { es: string; en: string } {
  const time =
    rule.mode === 'none' || rule.unit <= 1
      ? { es: 'tiempo facturado sin redondeo', en: 'billed time not rounded' }
      : rule.mode === 'up'
        ? { es: `tiempo facturado redondeado hacia arriba a ${rule.unit} minutos`, en: `billed time rounded up to ${rule.unit} minutes` }
        : { es: `tiempo facturado redondeado al múltiplo más cercano de ${rule.unit} minutos`, en: `billed time rounded to the nearest ${rule.unit} minutes` };
  return {
    es: `Redondeo: ${time.es}; valores redondeados por línea a ${decimals} decimales (mitad hacia arriba); impuestos por línea.`,
    en: `Rounding: ${time.en}; amounts rounded per line to ${decimals} decimals (half up); taxes per line.`,
  };
}

/**
 * A currency line's amount less quantity × unit price − discount (rounded as the engine rounds), or
 * null when they agree: what a cap's cut or a billing note changed, printed beside the line so a
 * reader can check it. An indexing unit's lines are checked through their equivalency instead.
 */
export function adjustmentOf(l: { quantity: string; unitPrice: string; discount: string; amount: string }, decimals: number): Decimal | null {
  const listed = roundMoney(
    new Decimal(l.quantity)
      .times(l.unitPrice)
      .times(new Decimal(100).minus(l.discount || 0))
      .div(100),
    decimals,
  );
  const difference = new Decimal(l.amount).minus(listed);
  return difference.isZero() ? null : difference;
}
