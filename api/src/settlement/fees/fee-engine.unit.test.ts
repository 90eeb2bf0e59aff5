// The fee engine's worked examples (docs/settlement.md): each matches a hand calculation to the cent.
import { describe, expect, it } from 'vitest';
import { FeeEngineError, historyAfter, settleMonth, type FeeAgreement, type FeeInput, type FeeUnit } from './fee-engine.ts';
import { activity, agreement, amounts, COP, hourIntervals, IVA, mixedWithHearings, RETEFUENTE, UVT, work } from './fee-fixtures.ts';
import { incrementFactor } from './fee-calendar.ts';
import { roundMinutes } from './fee-rounding.ts';

/** 8 000 000 a month with `hours` included, extra hours at 300 000, the unused hours carried month to month. */
const monthlyRetainer = (over: Pick<FeeAgreement, 'hours'> & Partial<FeeAgreement>) =>
  agreement({ type: 'Retainer', amount: '8000000', validity: 'monthly', distribution: 'monthly', rate: '300000', accumulation: 'byMonth', ...over });

describe('fee engine: one worked example per agreement type', () => {
  it('1 FeePerHour: 2.5 h of a Socio at 600 000 → 1 500 000.00 COP, then 19 % IVA and 11 % withholding', () => {
    const a = agreement({ type: 'FeePerHour', rates: [{ userId: null, tariffCategoryId: 'socio', activityTypeId: null, rate: '600000' }] });
    const r = settleMonth({
      agreement: a,
      month: '2026-03',
      taxes: [IVA, RETEFUENTE],
      activities: [activity([work('2026-03-10', 150, { tariffCategoryId: 'socio' })])],
    });
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatchObject({ concept: 'hours', quantity: '2.5', unitPrice: '600000', amount: '1500000.00' });
    expect(r.lines[0].taxes.map((t) => t.amount)).toEqual(['285000.00', '165000.00']);
    expect(r.totals).toEqual({ currency: 'COP', subtotal: '1500000.00', taxes: '285000.00', withholdings: '165000.00', total: '1620000.00' });
  });

  it('1 FeePerHour: the professional row wins over the category, the activity type, the book and the default rate', () => {
    const a = agreement({
      type: 'FeePerHour',
      rate: '100000',
      rateBookId: 'book',
      rates: [
        { userId: null, tariffCategoryId: null, activityTypeId: 'type-1', rate: '200000' },
        { userId: null, tariffCategoryId: 'socio', activityTypeId: null, rate: '300000' },
        { userId: 'u9', tariffCategoryId: null, activityTypeId: null, rate: '400000' },
      ],
    });
    const book = {
      id: 'book',
      type: 'hour' as const,
      currencyId: 'cop',
      active: true,
      validFrom: null,
      validTo: null,
      priority: null,
      lines: [{ id: 'l1', userId: 'u7', tariffCategoryId: null, activityTypeId: null, value: '250000', validFrom: null, validTo: null }],
    };
    const r = settleMonth({
      agreement: a,
      month: '2026-03',
      rateBooks: [book],
      activities: [
        activity([work('2026-03-02', 60, { userId: 'u9', tariffCategoryId: 'socio' })]),
        activity([work('2026-03-03', 60, { userId: 'u2', tariffCategoryId: 'socio' })]),
        activity([work('2026-03-04', 60, { userId: 'u2' })]),
        activity([work('2026-03-05', 60, { userId: 'u7' })], { activityTypeId: 'type-2' }),
        activity([work('2026-03-06', 60, { userId: 'u8' })], { activityTypeId: 'type-2' }),
      ],
    });
    expect(amounts(r)).toEqual(['400000.00', '300000.00', '200000.00', '250000.00', '100000.00']);
  });

  it('1 FeePerHour: a line no rate prices is an engine error naming the work, never priced at 0', () => {
    const a = agreement({ type: 'FeePerHour', rates: [{ userId: 'u2', tariffCategoryId: null, activityTypeId: null, rate: '1' }] });
    const w = work('2026-03-02', 60);
    expect(() => settleMonth({ agreement: a, month: '2026-03', activities: [activity([w])] })).toThrow(FeeEngineError);
    try {
      settleMonth({ agreement: a, month: '2026-03', activities: [activity([w])] });
    } catch (e) {
      expect((e as FeeEngineError).code).toBe('FEE_NO_RATE');
      expect((e as FeeEngineError).details.workId).toBe(w.id);
    }
  });

  it('2 StaticFee: 12 000 000 over Jan-Dec 2026 monthly → 1 000 000.00 a month; 10 000 000 over 3 months ends with the remainder', () => {
    const year = agreement({ type: 'StaticFee', amount: '12000000', distribution: 'monthly' });
    expect(amounts(settleMonth({ agreement: year, month: '2026-05', activities: [] }))).toEqual(['1000000.00']);
    const quarter = agreement({ type: 'StaticFee', amount: '10000000', distribution: 'monthly', endDate: '2026-03-31' });
    const months = ['2026-01', '2026-02', '2026-03'].map((month) => amounts(settleMonth({ agreement: quarter, month, activities: [] }))[0]);
    expect(months).toEqual(['3333333.33', '3333333.33', '3333333.34']);
    expect(settleMonth({ agreement: quarter, month: '2026-04', activities: [] }).lines).toEqual([]);
    const once = agreement({ type: 'StaticFee', amount: '12000000', distribution: 'validity', startDate: '2026-02-10' });
    expect(amounts(settleMonth({ agreement: once, month: '2026-02', activities: [] }))).toEqual(['12000000.00']);
    expect(amounts(settleMonth({ agreement: once, month: '2026-03', activities: [] }))).toEqual([]);
    // Billed once a month: a second document of the month adds nothing.
    expect(settleMonth({ agreement: year, month: '2026-05', activities: [], history: { fixedMonths: ['2026-05'] } }).lines).toEqual([]);
  });

  it('3 Retainer: 8 000 000 monthly with 20 h, extra at 300 000, by month: 15 h → 8 000 000.00 (5 h carried); 27 h → 8 600 000.00', () => {
    const a = monthlyRetainer({ hours: '20' });
    const jan = settleMonth({ agreement: a, month: '2026-01', activities: [activity([work('2026-01-20', 15 * 60)])] });
    expect(jan.lines.map((l) => [l.concept, l.quantity, l.amount, l.billedMinutes])).toEqual([
      ['retainer', '1', '8000000.00', 0],
      ['retainerHours', '15', '0.00', 900],
    ]);
    expect(jan.retainer).toMatchObject({ carriedIn: '0', carriedOut: '5', extraHours: '0' });
    const feb = settleMonth({ agreement: a, month: '2026-02', history: jan.next, activities: [activity([work('2026-02-20', 27 * 60)])] });
    expect(feb.retainer).toMatchObject({ carriedIn: '5', extraHours: '2' });
    expect(feb.lines.map((l) => [l.concept, l.quantity, l.amount])).toEqual([
      ['retainer', '1', '8000000.00'],
      ['retainerHours', '25', '0.00'],
      ['retainerExtra', '2', '600000.00'],
    ]);
    expect(feb.totals.subtotal).toBe('8600000.00');
  });

  it('3 Retainer: two documents in one month: 480 min then 907 min against 10 h plus 10 carried → 8 640 000.00 then 1 010 880.00 (docs/settlement.md)', () => {
    const a = monthlyRetainer({ hours: '10', startDate: '2026-10-01' });
    const taxes = [IVA, RETEFUENTE];
    const october = settleMonth({ agreement: a, month: '2026-10', activities: [], taxes }); // nothing worked: 10 h carried
    expect(october.retainer).toMatchObject({ carriedOut: '10' });
    const first = settleMonth({ agreement: a, month: '2026-11', history: october.next, activities: [activity([work('2026-11-09', 480)])], taxes });
    expect(first.totals).toMatchObject({ subtotal: '8000000.00', taxes: '1520000.00', withholdings: '880000.00', total: '8640000.00' });
    // The second reads the first back from its lines, as the database does: its 8 h count.
    const second = settleMonth({
      agreement: a,
      month: '2026-11',
      history: historyAfter(october.next, '2026-11', first.lines),
      activities: [activity([work('2026-11-20', 907)])],
      taxes,
    });
    // 480 + 907 = 1 387 min against 1 200: 720 min inside, 187 extra = 3.1166… h, written 3.12 h × 300 000
    expect(second.lines.map((l) => [l.concept, l.billedMinutes, l.quantity, l.amount])).toEqual([
      ['retainerHours', 720, '12', '0.00'],
      ['retainerExtra', 187, '3.12', '936000.00'],
    ]);
    expect(second.totals).toMatchObject({ subtotal: '936000.00', taxes: '177840.00', withholdings: '102960.00', total: '1010880.00' });
  });

  it('3 Retainer: a quarterly retainer split monthly bills a third each month and extra hours as they appear', () => {
    const a = agreement({
      type: 'Retainer',
      amount: '9000000',
      validity: 'quarterly',
      distribution: 'monthly',
      hours: '30',
      rate: '200000',
      accumulation: 'none',
    });
    const m1 = settleMonth({ agreement: a, month: '2026-01', activities: [activity([work('2026-01-10', 25 * 60)])] });
    const m2 = settleMonth({ agreement: a, month: '2026-02', history: m1.next, activities: [activity([work('2026-02-10', 10 * 60)])] });
    expect(amounts(m1)).toEqual(['3000000.00', '0.00']); // the fee, and the 25 h worked inside it
    expect(amounts(m2)).toEqual(['3000000.00', '0.00', '1000000.00']); // 35 h against 30 included: 5 extra
  });

  it('4 LandmarkByTypeActivity: 2 500 000 per concept; 3 concepts → 7 500 000.00', () => {
    const a = agreement({ type: 'LandmarkByTypeActivity', milestones: [{ id: 'm1', date: null, activityTypeId: 'concept', amount: '2500000' }] });
    const acts = [1, 2, 3].map((d) => activity([work(`2026-04-0${d}`, 90)], { activityTypeId: 'concept' }));
    const r = settleMonth({ agreement: a, month: '2026-04', activities: [...acts, activity([work('2026-04-05', 60)])] });
    expect(r.totals.subtotal).toBe('7500000.00');
    expect(r.lines).toHaveLength(3);
  });

  it('5 LandmarkByEvent: 15 000 000 on 2026-03-31 is billed in the March block, and only once', () => {
    const a = agreement({
      type: 'LandmarkByEvent',
      milestones: [
        { id: 'm1', date: '2026-03-31', activityTypeId: null, amount: '15000000', description: 'Radicación de la demanda' },
        { id: 'm2', date: '2026-06-30', activityTypeId: null, amount: '5000000' },
      ],
    });
    expect(settleMonth({ agreement: a, month: '2026-02', activities: [] }).lines).toEqual([]);
    const march = settleMonth({ agreement: a, month: '2026-03', activities: [] });
    expect(march.lines.map((l) => [l.description, l.amount])).toEqual([['Radicación de la demanda', '15000000.00']]);
    expect(settleMonth({ agreement: a, month: '2026-04', activities: [], history: march.next }).lines).toEqual([]);
  });

  it('6 LimitFee: cap 45 000 000 with 40 000 000 billed; 20 h at 400 000 → 5 000 000.00, later lines 0 with their hours', () => {
    const a = agreement({ type: 'LimitFee', cap: '45000000', rate: '400000' });
    const r = settleMonth({
      agreement: a,
      month: '2026-05',
      history: { billedAmount: '40000000' },
      activities: [activity([work('2026-05-04', 20 * 60), work('2026-05-05', 120)])],
    });
    expect(r.lines.map((l) => [l.quantity, l.amount])).toEqual([
      ['20', '5000000.00'],
      ['2', '0.00'],
    ]);
  });

  it("a cap consumes one day's work in the order it was registered, then by id, whatever the ids or activities say", () => {
    const a = agreement({ type: 'LimitFee', cap: '400000', rate: '400000' });
    // Two works of one day: the later-registered one has the smaller id and comes in the first activity.
    const late = work('2026-05-04', 60, { id: 'w-a', registeredAt: '2026-05-04T18:00:00.000000' });
    const early = work('2026-05-04', 60, { id: 'w-z', registeredAt: '2026-05-04T09:00:00.000000' });
    const r = settleMonth({ agreement: a, month: '2026-05', activities: [activity([late]), activity([early])] });
    const charged = r.lines.filter((l) => l.amount !== '0.00');
    expect(charged.flatMap((l) => l.workIds ?? [])).toEqual(['w-z']);
    // The same registration instant: the id decides, so the result never depends on the input's order.
    const x = work('2026-05-04', 60, { id: 'w-b', registeredAt: '2026-05-04T09:00:00.000000' });
    const y = work('2026-05-04', 60, { id: 'w-c', registeredAt: '2026-05-04T09:00:00.000000' });
    for (const order of [
      [x, y],
      [y, x],
    ]) {
      const again = settleMonth({ agreement: a, month: '2026-05', activities: order.map((w) => activity([w])) });
      expect(again.lines.filter((l) => l.amount !== '0.00').flatMap((l) => l.workIds ?? [])).toEqual(['w-b']);
    }
  });

  it('7 ByService: 2 contracts at 3 500 000 → 7 000 000.00, whatever the hours', () => {
    const a = agreement({ type: 'ByService', rates: [{ userId: null, tariffCategoryId: null, activityTypeId: 'contract', rate: '3500000' }] });
    const r = settleMonth({
      agreement: a,
      month: '2026-06',
      activities: [activity([work('2026-06-01', 600)], { activityTypeId: 'contract' }), activity([work('2026-06-02', 30)], { activityTypeId: 'contract' })],
    });
    expect(amounts(r)).toEqual(['3500000.00', '3500000.00']);
    expect(r.totals.subtotal).toBe('7000000.00');
  });

  it('8 NoBillable: 30 h → 0, the hours kept', () => {
    const r = settleMonth({ agreement: agreement({ type: 'NoBillable' }), month: '2026-07', activities: [activity([work('2026-07-01', 30 * 60)])] });
    expect(r.lines.map((l) => [l.concept, l.quantity, l.amount])).toEqual([['nonBillable', '30', '0.00']]);
    expect(r.totals.total).toBe('0.00');
  });

  it('9 Mixed: 24 000 000 a year monthly plus hearings at 500 000/h; 3 h of hearings → 2 000 000.00 + 1 500 000.00', () => {
    const r = settleMonth({
      agreement: mixedWithHearings(),
      month: '2026-08',
      activities: [activity([work('2026-08-03', 180)], { activityTypeId: 'hearing' }), activity([work('2026-08-04', 600)], { activityTypeId: 'drafting' })],
    });
    expect(r.lines.map((l) => [l.concept, l.amount])).toEqual([
      ['fixed', '2000000.00'],
      ['hours', '1500000.00'],
    ]);
    expect(r.totals.subtotal).toBe('3500000.00');
  });

  it('10 FeePerHourInterval: 0-50 h at 400 000, 50-150 h at 350 000; 45 h billed, 10 h more → 5 × 400 000 + 5 × 350 000 = 3 750 000.00', () => {
    const r = settleMonth({ agreement: hourIntervals(), month: '2026-09', history: { billedHours: '45' }, activities: [activity([work('2026-09-01', 600)])] });
    expect(r.lines.map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual([
      ['5', '400000', '2000000.00'],
      ['5', '350000', '1750000.00'],
    ]);
    expect(r.totals.subtotal).toBe('3750000.00');
    expect(r.next.billedHours).toBe('55');
  });
});

describe('fee engine: units, increments and rounding', () => {
  it('an indexing unit is priced in the unit and converted at the equivalency of the line date', () => {
    const a = agreement({ type: 'FeePerHour', unit: UVT, rate: '10', endDate: '2027-12-31' });
    const r = settleMonth({ agreement: a, month: '2026-12', activities: [activity([work('2026-12-30', 90)])] });
    expect(r.lines[0]).toMatchObject({ unitAmount: '15.0000', amount: '746985.00' }); // 15 UVT × 49 799
    expect(r.unitSubtotal).toBe('15.0000');
    expect(r.totals.currency).toBe('COP');
    const fixed = agreement({ type: 'StaticFee', unit: UVT, amount: '100', distribution: 'validity', startDate: '2027-01-01', endDate: '2027-06-30' });
    expect(amounts(settleMonth({ agreement: fixed, month: '2027-01', activities: [] }))).toEqual(['5237400.00']);
  });

  it('an indexing unit is rounded once, after conversion: 37 min (0.62 h) at 10 UVT/h with UVT 52 374 → 6.2 UVT → 324 718.80, not 6 UVT (docs/settlement.md)', () => {
    const uvt: FeeUnit = { id: 'uvt0', code: 'UVT', decimals: 0, kind: 'index', standard: COP, equivalencies: [{ validFrom: '2026-01-01', value: '52374' }] };
    const r = settleMonth({
      agreement: agreement({ type: 'FeePerHour', unit: uvt, rate: '10' }),
      month: '2026-03',
      activities: [activity([work('2026-03-05', 37)])],
    });
    expect(r.lines[0]).toMatchObject({ quantity: '0.62', unitPrice: '10', unitAmount: '6.2', amount: '324718.80' });
    expect(r.totals.subtotal).toBe('324718.80');
  });

  it('an indexing unit with no equivalency on the line date is an engine error', () => {
    const a = agreement({ type: 'FeePerHour', unit: { ...UVT, equivalencies: [{ validFrom: '2026-06-01', value: '50000' }] }, rate: '1' });
    expect(() => settleMonth({ agreement: a, month: '2026-03', activities: [activity([work('2026-03-02', 60)])] })).toThrow(
      expect.objectContaining({ code: 'FEE_NO_EQUIVALENCY' }),
    );
  });

  it('StartYear + 5 %: rate 100 000, validity 2026-06-01 to 2027-12-31; 2026 at 100 000, 2027 at 105 000', () => {
    const a = agreement({
      type: 'FeePerHour',
      rate: '100000',
      startDate: '2026-06-01',
      endDate: '2027-12-31',
      incrementMoment: 'StartYear',
      incrementKind: 'percent',
      incrementPercent: '5',
    });
    expect(amounts(settleMonth({ agreement: a, month: '2026-12', activities: [activity([work('2026-12-01', 60)])] }))).toEqual(['100000.00']);
    expect(amounts(settleMonth({ agreement: a, month: '2027-02', activities: [activity([work('2027-02-01', 60)])] }))).toEqual(['105000.00']);
  });

  it('TradeEndDate by index: a renewed agreement is priced with the unit’s variation since the start', () => {
    const a = agreement({
      type: 'FeePerHour',
      rate: '100000',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      autoRenewal: true,
      incrementMoment: 'TradeEndDate',
      incrementKind: 'index',
      incrementIndex: UVT.equivalencies!,
    });
    expect(incrementFactor(a, '2026-12-31').toFixed()).toBe('1');
    expect(amounts(settleMonth({ agreement: a, month: '2027-03', activities: [activity([work('2027-03-01', 60)])] }))).toEqual(['105170.79']);
  });

  it('work outside the validity is not priced and is reported', () => {
    const a = agreement({ type: 'FeePerHour', rate: '1000', startDate: '2026-03-10' });
    const early = work('2026-03-09', 60);
    const r = settleMonth({ agreement: a, month: '2026-03', activities: [activity([early, work('2026-03-10', 60)])] });
    expect(r.outsideWorkIds).toEqual([early.id]);
    expect(amounts(r)).toEqual(['1000.00']);
  });

  it('time rounding: up to 6 minutes bills 61 min as 66; the agreement overrides the company; worked time stays', () => {
    expect(roundMinutes(61, { mode: 'up', unit: 6 })).toBe(66);
    expect(roundMinutes(62, { mode: 'nearest', unit: 15 })).toBe(60);
    expect(roundMinutes(68, { mode: 'nearest', unit: 15 })).toBe(75);
    const base: FeeInput = {
      agreement: agreement({ type: 'FeePerHour', rate: '60000' }),
      month: '2026-03',
      companyTimeRounding: { mode: 'up', unit: 6 },
      activities: [activity([work('2026-03-02', 61)])],
    };
    const byCompany = settleMonth(base);
    expect(byCompany.lines[0]).toMatchObject({ workedMinutes: 61, billedMinutes: 66, quantity: '1.1', amount: '66000.00' });
    expect(byCompany.rounding.text.es).toContain('redondeado hacia arriba a 6 minutos');
    const byAgreement = settleMonth({ ...base, agreement: { ...base.agreement, timeRounding: { mode: 'nearest', unit: 15 } } });
    expect(byAgreement.lines[0]).toMatchObject({ workedMinutes: 61, billedMinutes: 60, amount: '60000.00' });
  });

  it('money is half-up per line: 6 minutes (0.10 h) at 100 000.05 an hour → 10 000.005 → 10 000.01', () => {
    const r = settleMonth({
      agreement: agreement({ type: 'FeePerHour', rate: '100000.05' }),
      month: '2026-03',
      activities: [activity([work('2026-03-02', 6)])],
    });
    expect(r.lines[0]).toMatchObject({ quantity: '0.1', amount: '10000.01' });
  });

  it("a line's hours are written in hundredths, half up, and its amount is that quantity × the unit price: 1 min → 0.02 h, 20 min → 0.33 h, 50 min → 0.83 h", () => {
    const r = settleMonth({
      agreement: agreement({ type: 'FeePerHour', rate: '300000' }),
      month: '2026-03',
      activities: [1, 20, 50].map((m, i) => activity([work(`2026-03-0${i + 2}`, m)])),
    });
    expect(r.lines.map((l) => [l.billedMinutes, l.quantity, l.amount])).toEqual([
      [1, '0.02', '6000.00'],
      [20, '0.33', '99000.00'],
      [50, '0.83', '249000.00'],
    ]);
  });

  it('the company currency side by side: the same when billing in it, converted when given, null otherwise', () => {
    const input: FeeInput = {
      agreement: agreement({ type: 'FeePerHour', unit: { ...COP, id: 'usd', code: 'USD' }, rate: '100' }),
      month: '2026-03',
      activities: [activity([work('2026-03-02', 60)])],
    };
    expect(settleMonth({ ...input, companyCurrency: { ...COP } }).companyTotals).toBeNull();
    const rated = settleMonth({ ...input, companyCurrency: { ...COP, equivalencies: [{ validFrom: '2026-01-01', value: '4000.5' }] } });
    expect(rated.companyTotals).toMatchObject({ currency: 'COP', subtotal: '400050.00' });
    expect(settleMonth({ ...input, companyCurrency: { id: 'usd', code: 'USD', decimals: 2 } }).companyTotals?.total).toBe('100.00');
  });
});
