// The pure validator of trade agreements: one case per rule, and properties over generated
// agreements (a well-formed one of each type passes; a gap, an overlap or a date outside fails).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_TYPES, TYPE_RULES, intervalErrors, validateAgreement, validitiesOverlap, type AgreementInput, type RowInput } from './trade-agreements.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const CAT = '00000000-0000-4000-8000-000000000002';
const CAT2 = '00000000-0000-4000-8000-000000000003';
const base = { startDate: '2026-01-01', endDate: '2026-12-31', currencyId: ID, incrementMoment: 'NotIncrement' };

/** A valid agreement of each type. */
const VALID: Record<number, AgreementInput> = {
  1: {
    ...base,
    type: 1,
    rate: '100',
    rates: [
      { tariffCategoryId: CAT, rate: '250000' },
      { userId: ID, rate: '300000' },
    ],
  },
  2: { ...base, type: 2, amount: '12000000', distribution: 'monthly' },
  3: { ...base, type: 3, amount: '5000000', validity: 'monthly', distribution: 'monthly', hours: '20', rate: '200000', accumulation: 'byMonth' },
  4: { ...base, type: 4, milestones: [{ activityTypeId: ID, amount: '1000000' }] },
  5: { ...base, type: 5, milestones: [{ date: '2026-06-30', amount: '1000000' }] },
  6: { ...base, type: 6, cap: '40000000', rates: [{ tariffCategoryId: CAT2, rate: '180000' }] },
  7: { ...base, type: 7, rates: [{ activityTypeId: ID, rate: '900000' }] },
  8: { ...base, type: 8 },
  9: { ...base, type: 9, amount: '3000000', distribution: 'validity', rates: [{ activityTypeId: ID, rate: '150000' }] },
  10: {
    ...base,
    type: 10,
    intervals: [
      { fromHours: '0', toHours: '40', rate: '200000' },
      { fromHours: '40', toHours: null, rate: '150000' },
    ],
  },
};
const codes = (a: AgreementInput) => validateAgreement(a).map((e) => `${e.field}:${e.code}`);

describe('validateAgreement', () => {
  it('numbers the types as the specification, FeePerHourInterval as 10', () => {
    expect(AGREEMENT_TYPES).toMatchObject({ FeePerHour: 1, Mixed: 9, NoBillable: 8, FeePerHourInterval: 10 });
    expect(Object.keys(TYPE_RULES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it.each(Object.keys(VALID))('accepts a well-formed agreement of type %s', (type) => {
    expect(codes(VALID[Number(type)])).toEqual([]);
  });

  it('needs a type to be selected', () => {
    expect(codes({ ...base })).toEqual(['type:TRADE_AGREEMENT_TYPE_REQUIRED']);
    expect(codes({ ...base, type: 11 })).toEqual(['type:TRADE_AGREEMENT_TYPE_REQUIRED']);
  });

  it('needs at least one row in the grid (unless a rate book gives the rates)', () => {
    expect(codes({ ...VALID[1], rates: [] })).toEqual(['rates:TRADE_AGREEMENT_GRID_REQUIRED']);
    expect(codes({ ...VALID[1], rates: [], rateBookId: ID })).toEqual([]);
    expect(codes({ ...VALID[10], intervals: [] })).toEqual(['intervals:TRADE_AGREEMENT_GRID_REQUIRED']);
    expect(codes({ ...VALID[5], milestones: null })).toEqual(['milestones:TRADE_AGREEMENT_GRID_REQUIRED']);
    expect(codes({ ...VALID[9], rates: [] })).toEqual(['rates:TRADE_AGREEMENT_GRID_REQUIRED']);
  });

  it('needs the start before the end', () => {
    expect(codes({ ...VALID[8], endDate: '2026-01-01' })).toEqual(['endDate:TRADE_AGREEMENT_END_BEFORE_START']);
    expect(codes({ ...VALID[8], endDate: '2025-12-31' })).toEqual(['endDate:TRADE_AGREEMENT_END_BEFORE_START']);
  });

  it('needs amounts greater than zero, in the agreement and in its rows', () => {
    expect(codes({ ...VALID[2], amount: '0' })).toEqual(['amount:TRADE_AGREEMENT_AMOUNT_POSITIVE']);
    expect(codes({ ...VALID[6], cap: '-1' })).toEqual(['cap:TRADE_AGREEMENT_AMOUNT_POSITIVE']);
    expect(codes({ ...VALID[7], rates: [{ activityTypeId: ID, rate: '0.000000' }] })).toEqual(['rates[0].rate:TRADE_AGREEMENT_AMOUNT_POSITIVE']);
    expect(codes({ ...VALID[5], milestones: [{ date: '2026-02-01', amount: '-5' }] })).toEqual(['milestones[0].amount:TRADE_AGREEMENT_AMOUNT_POSITIVE']);
  });

  it("requires the type's own fields and refuses the others'", () => {
    expect(codes({ ...VALID[2], distribution: null })).toEqual(['distribution:REQUIRED']);
    expect(codes({ ...VALID[8], amount: '10' })).toEqual(['amount:TRADE_AGREEMENT_FIELD_NOT_USED']);
    expect(codes({ ...VALID[2], rates: [{ tariffCategoryId: CAT, rate: '1' }] })).toEqual(['rates:TRADE_AGREEMENT_FIELD_NOT_USED']);
    expect(codes({ ...VALID[6], cap: undefined })).toEqual(['cap:REQUIRED']);
  });

  it('retainer: included hours need the extra-hour rate and the accumulation; without hours neither is used', () => {
    expect(codes({ ...VALID[3], rate: null, accumulation: null })).toEqual(['rate:REQUIRED', 'accumulation:REQUIRED']);
    expect(codes({ ...VALID[3], hours: null })).toEqual(['rate:TRADE_AGREEMENT_FIELD_NOT_USED', 'accumulation:TRADE_AGREEMENT_FIELD_NOT_USED']);
    expect(codes({ ...VALID[3], hours: null, rate: null, accumulation: null })).toEqual([]);
  });

  it('an increment needs its kind and its percentage or index; no increment takes none', () => {
    expect(codes({ ...VALID[1], incrementMoment: 'StartYear' })).toEqual(['incrementKind:REQUIRED']);
    expect(codes({ ...VALID[1], incrementMoment: 'StartYear', incrementKind: 'percent' })).toEqual(['incrementPercent:REQUIRED']);
    expect(codes({ ...VALID[1], incrementMoment: 'TradeEndDate', incrementKind: 'index', incrementIndexId: ID })).toEqual([]);
    expect(codes({ ...VALID[1], incrementMoment: 'StartYear', incrementKind: 'percent', incrementPercent: '5.5' })).toEqual([]);
    expect(codes({ ...VALID[1], incrementPercent: '5' })).toEqual(['incrementPercent:TRADE_AGREEMENT_FIELD_NOT_USED']);
  });

  it('each rate names exactly one target, once; per service and mixed name an activity type', () => {
    expect(codes({ ...VALID[1], rates: [{ rate: '1' }] })).toEqual(['rates[0].userId:TRADE_AGREEMENT_RATE_TARGET']);
    expect(codes({ ...VALID[1], rates: [{ userId: ID, tariffCategoryId: CAT, rate: '1' }] })).toEqual(['rates[0].userId:TRADE_AGREEMENT_RATE_TARGET']);
    expect(
      codes({
        ...VALID[1],
        rates: [
          { tariffCategoryId: CAT, rate: '1' },
          { tariffCategoryId: CAT, rate: '2' },
        ],
      }),
    ).toEqual(['rates[1].tariffCategoryId:TRADE_AGREEMENT_RATE_DUPLICATE']);
    expect(codes({ ...VALID[7], rates: [{ tariffCategoryId: CAT, rate: '1' }] })).toEqual(['rates[0].activityTypeId:TRADE_AGREEMENT_RATE_ACTIVITY_TYPE']);
  });

  it("milestones by date fall within the validity; each milestone is of the type's kind", () => {
    expect(codes({ ...VALID[5], milestones: [{ date: '2027-01-01', amount: '1' }] })).toEqual(['milestones[0].date:TRADE_AGREEMENT_MILESTONE_OUTSIDE']);
    expect(
      codes({
        ...VALID[5],
        milestones: [
          { date: '2026-12-31', amount: '1' },
          { date: '2026-01-01', amount: '1' },
        ],
      }),
    ).toEqual([]);
    expect(codes({ ...VALID[4], milestones: [{ date: '2026-03-01', amount: '1' }] })).toEqual([
      'milestones[0].activityTypeId:REQUIRED',
      'milestones[0].date:TRADE_AGREEMENT_FIELD_NOT_USED',
    ]);
  });

  it('intervals start at 0, are contiguous, end after they start and only the last is open', () => {
    const row = (fromHours: string, toHours: string | null): RowInput => ({ fromHours, toHours, rate: '1' });
    expect(intervalErrors([row('10', '20')]).map((e) => e.code)).toEqual(['TRADE_AGREEMENT_INTERVALS_CONTIGUOUS']);
    expect(intervalErrors([row('0', '20'), row('25', null)]).map((e) => e.field)).toEqual(['intervals[1].fromHours']);
    expect(intervalErrors([row('0', '20'), row('15', null)]).map((e) => e.field)).toEqual(['intervals[1].fromHours']);
    expect(intervalErrors([row('0', '0')]).map((e) => e.code)).toEqual(['TRADE_AGREEMENT_INTERVAL_RANGE']);
    expect(intervalErrors([row('0', null), row('0', '10')]).map((e) => e.code)).toContain('TRADE_AGREEMENT_INTERVAL_OPEN_LAST');
    expect(intervalErrors([row('0', '10.5'), row('10.50', null)])).toEqual([]);
  });
});

// Properties: cut points as integers in hundredths of an hour, so every decimal string is exact.
const cuts = fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 12 }).map((xs) => [...xs].sort((a, b) => a - b));
const hours = (n: number) => (n / 100).toFixed(2);
const tiers = (points: number[], openLast: boolean): RowInput[] => {
  const bounds = [0, ...points];
  return bounds
    .slice(0, -1)
    .map((from, i): RowInput => ({ fromHours: hours(from), toHours: hours(bounds[i + 1]), rate: '1' }))
    .concat(openLast ? [{ fromHours: hours(bounds[bounds.length - 1]), toHours: null, rate: '1' }] : []);
};

describe('validateAgreement properties', () => {
  it('contiguous intervals from 0 always pass, with or without an open last one', () => {
    fc.assert(fc.property(cuts, fc.boolean(), (points, open) => intervalErrors(tiers(points, open)).length === 0));
  });

  it('moving one boundary (a gap or an overlap) is always refused', () => {
    fc.assert(
      fc.property(
        cuts.filter((p) => p.length >= 2),
        fc.nat(),
        fc.integer({ min: -50, max: 50 }).filter((d) => d !== 0),
        (points, pick, delta) => {
          const rows = tiers(points, false);
          const i = 1 + (pick % (rows.length - 1));
          const from = Math.round(Number(rows[i].fromHours) * 100) + delta;
          rows[i] = { ...rows[i], fromHours: hours(Math.max(0, from)) };
          return intervalErrors(rows).some((e) => e.code === 'TRADE_AGREEMENT_INTERVALS_CONTIGUOUS' || e.code === 'TRADE_AGREEMENT_INTERVAL_RANGE');
        },
      ),
    );
  });

  const day = fc
    .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('a milestone by date passes exactly when it falls within [start, end]', () => {
    fc.assert(
      fc.property(day, day, day, (a, b, m) => {
        fc.pre(a < b);
        const errors = validateAgreement({ ...base, type: 5, startDate: a, endDate: b, milestones: [{ date: m, amount: '1' }] });
        return (errors.length === 0) === (a <= m && m <= b);
      }),
    );
  });

  it('any positive amount passes and any non-positive one is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 999999 }), (units, micros) => {
        const amount = `${units}.${String(micros).padStart(6, '0')}`;
        const ok = validateAgreement({ ...VALID[2], amount }).length === 0;
        return ok === (units > 0 || (units === 0 && micros > 0 && !amount.startsWith('-')));
      }),
    );
  });

  it('overlap of validities is symmetric and matches day-by-day membership', () => {
    fc.assert(
      fc.property(day, day, day, day, (a, b, c, d) => {
        fc.pre(a <= b && c <= d);
        const x = { startDate: a, endDate: b };
        const y = { startDate: c, endDate: d };
        const shared = [a, b, c, d].some((t) => a <= t && t <= b && c <= t && t <= d);
        return validitiesOverlap(x, y) === validitiesOverlap(y, x) && validitiesOverlap(x, y) === shared;
      }),
    );
  });
});
