// The conversion of an indexing unit into its standard currency: unit and property tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, Decimal, equivalencyOn, NoEquivalencyError, roundTo, type Equivalency } from './conversion.ts';

const UVT: Equivalency[] = [
  { validFrom: '2026-01-01', value: '52374' },
  { validFrom: '2025-01-01', value: '49799' },
  { validFrom: '2025-07-01', value: '49799.5' },
];

describe('convert', () => {
  it('uses the latest equivalency on or before the date', () => {
    expect(convert('10', UVT, '2025-01-01')).toBe('497990');
    expect(convert('10', UVT, '2025-06-30')).toBe('497990');
    expect(convert('10', UVT, '2025-07-01')).toBe('497995');
    expect(convert('1.5', UVT, '2027-03-04')).toBe('78561');
  });

  it('is exact with 7-decimal values and amounts (no float error)', () => {
    expect(convert('0.1', [{ validFrom: '2025-01-01', value: '0.2' }], '2025-01-01')).toBe('0.02');
    expect(convert('3.3333333', [{ validFrom: '2025-01-01', value: '3.0000001' }], '2025-02-01')).toBe('10.00000023333333');
  });

  it('refuses a date before the first equivalency, naming it', () => {
    expect(() => convert('1', UVT, '2024-12-31')).toThrow(NoEquivalencyError);
    try {
      convert('1', UVT, '2024-12-31');
    } catch (e) {
      expect((e as NoEquivalencyError).first).toBe('2025-01-01');
    }
    expect(() => convert('1', [], '2025-01-01')).toThrow(NoEquivalencyError);
  });

  it('keeps every digit of a large product', () => {
    expect(convert('-724907335.01', [{ validFrom: '2020-01-01', value: '13795.0000001' }], '2020-01-01')).toBe('-10000096686535.440733501');
    expect(convert('99999999999999.999999', [{ validFrom: '2020-01-01', value: '99999999999999999.9999999' }], '2020-01-01')).toBe(
      '9999999999999999999899990000000.0000000000001',
    );
  });

  it('rounds half up to the currency decimals', () => {
    expect(roundTo('10.005', 2)).toBe('10.01');
    expect(roundTo('-10.005', 2)).toBe('-10.01');
    expect(roundTo('7', 0)).toBe('7');
  });
});

// Arbitraries: calendar days of 2020-2030, positive values with up to 7 decimals, amounts.
const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const positive = fc
  .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 9_999_999 }))
  .filter(([i, f]) => i + f > 0)
  .map(([i, f]) => `${i}.${String(f).padStart(7, '0')}`);
const amount = fc
  .tuple(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer({ min: 0, max: 99 }))
  .map(([i, f]) => `${i}.${String(f).padStart(2, '0')}`);
const table = fc.uniqueArray(fc.record({ validFrom: day, value: positive }), { minLength: 1, maxLength: 12, selector: (e) => e.validFrom });

describe('convert (properties)', () => {
  it('is exact on each equivalency date', () => {
    fc.assert(fc.property(table, amount, (t, a) => t.every((e) => new Decimal(convert(a, t, e.validFrom)).eq(new Decimal(a).times(e.value)))));
  });

  it('is monotonic in the amount', () => {
    fc.assert(
      fc.property(table, amount, amount, day, (t, a, b, d) => {
        fc.pre(d >= t.reduce((m, e) => (e.validFrom < m ? e.validFrom : m), '9999'));
        const [lo, hi] = new Decimal(a).lte(b) ? [a, b] : [b, a];
        return new Decimal(convert(lo, t, d)).lte(convert(hi, t, d));
      }),
    );
  });

  it('is piecewise constant between equivalency dates', () => {
    fc.assert(
      fc.property(table, day, day, (t, d1, d2) => {
        const first = t.reduce((m, e) => (e.validFrom < m ? e.validFrom : m), '9999');
        fc.pre(d1 >= first && d2 >= first);
        const [lo, hi] = d1 <= d2 ? [d1, d2] : [d2, d1];
        const between = t.some((e) => e.validFrom > lo && e.validFrom <= hi);
        return between || convert('1', t, lo) === convert('1', t, hi);
      }),
    );
  });

  it('sum then convert equals convert then sum (before rounding)', () => {
    fc.assert(
      fc.property(table, fc.array(amount, { minLength: 1, maxLength: 10 }), day, (t, amounts, d) => {
        fc.pre(d >= t.reduce((m, e) => (e.validFrom < m ? e.validFrom : m), '9999'));
        const sum = amounts.reduce((s, a) => s.plus(a), new Decimal(0)).toFixed();
        const each = amounts.reduce((s, a) => s.plus(convert(a, t, d)), new Decimal(0));
        return new Decimal(convert(sum, t, d)).eq(each);
      }),
    );
  });

  it('does not depend on the order of the equivalencies', () => {
    fc.assert(
      fc.property(table, day, (t, d) => {
        const run = (rows: Equivalency[]) => {
          try {
            return equivalencyOn(rows, d);
          } catch {
            return null;
          }
        };
        return JSON.stringify(run(t)) === JSON.stringify(run([...t].reverse()));
      }),
    );
  });
});
