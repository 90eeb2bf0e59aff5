// More worked cases, so each agreement type has at least three computed by hand (issue 28, item 9;
// the table in docs/settlement.md, "Worked examples"). Each figure below was worked out on paper
// before the engine was asked; the comment over each expectation is that working.
import { describe, expect, it } from 'vitest';
import { settleMonth } from './fee-engine.ts';
import { activity, agreement, amounts, hourIntervals, IVA, mixedWithHearings, RETEFUENTE, UVT, work } from './fee-fixtures.ts';

const taxes = [IVA, RETEFUENTE];

describe('1 FeePerHour', () => {
  it('45 min of an associate at 250 000 and 100 min of a partner at 600 000, with IVA and withholding → 1 284 660.00', () => {
    const a = agreement({
      type: 'FeePerHour',
      rates: [
        { userId: null, tariffCategoryId: 'asociado', activityTypeId: null, rate: '250000' },
        { userId: null, tariffCategoryId: 'socio', activityTypeId: null, rate: '600000' },
      ],
    });
    const r = settleMonth({
      agreement: a,
      month: '2026-04',
      taxes,
      activities: [activity([work('2026-04-06', 45, { tariffCategoryId: 'asociado' })]), activity([work('2026-04-07', 100, { tariffCategoryId: 'socio' })])],
    });
    // 0.75 h × 250 000 = 187 500; 100 min = 1.666… h, written 1.67 h: 1.67 × 600 000 = 1 002 000
    expect(r.lines.map((l) => l.quantity)).toEqual(['0.75', '1.67']);
    expect(amounts(r)).toEqual(['187500.00', '1002000.00']);
    // IVA 35 625 + 190 380 = 226 005; withholding 20 625 + 110 220 = 130 845; 1 189 500 + 226 005 − 130 845
    expect(r.totals).toEqual({ currency: 'COP', subtotal: '1189500.00', taxes: '226005.00', withholdings: '130845.00', total: '1284660.00' });
  });

  it('time rounded up to 15 minutes: 61 min at 60 000/h bills 75 min → 75 000.00, 61 worked', () => {
    const r = settleMonth({
      agreement: agreement({ type: 'FeePerHour', rate: '60000', timeRounding: { mode: 'up', unit: 15 } }),
      month: '2026-03',
      activities: [activity([work('2026-03-02', 61)])],
    });
    // 61 → the next multiple of 15 is 75; 75/60 = 1.25 h × 60 000
    expect(r.lines[0]).toMatchObject({ workedMinutes: 61, billedMinutes: 75, quantity: '1.25', amount: '75000.00' });
  });

  it('time rounded to the nearest 6 minutes: 64 min bills 66, 62 min bills 60, at 60 000/h → 66 000.00 and 60 000.00', () => {
    const a = agreement({ type: 'FeePerHour', rate: '60000', timeRounding: { mode: 'nearest', unit: 6 } });
    const r = settleMonth({ agreement: a, month: '2026-03', activities: [activity([work('2026-03-02', 64)]), activity([work('2026-03-03', 62)])] });
    // 64/6 = 10.67 → 11 × 6 = 66 min = 1.1 h; 62/6 = 10.33 → 10 × 6 = 60 min = 1 h
    expect(r.lines.map((l) => [l.workedMinutes, l.billedMinutes, l.amount])).toEqual([
      [64, 66, '66000.00'],
      [62, 60, '60000.00'],
    ]);
  });
});

describe('4 LandmarkByTypeActivity', () => {
  it('two concepts at their own prices: 2 filings at 2 500 000 and 1 opinion at 1 200 000 → 6 200 000.00', () => {
    const a = agreement({
      type: 'LandmarkByTypeActivity',
      milestones: [
        { id: 'm1', date: null, activityTypeId: 'filing', amount: '2500000' },
        { id: 'm2', date: null, activityTypeId: 'opinion', amount: '1200000' },
      ],
    });
    const r = settleMonth({
      agreement: a,
      month: '2026-04',
      activities: [
        activity([work('2026-04-01', 90)], { activityTypeId: 'filing' }),
        activity([work('2026-04-02', 30)], { activityTypeId: 'opinion' }),
        activity([work('2026-04-03', 240)], { activityTypeId: 'filing' }),
      ],
    });
    // 2 × 2 500 000 + 1 200 000, whatever the hours
    expect(r.totals.subtotal).toBe('6200000.00');
    expect([...amounts(r)].sort()).toEqual(['1200000.00', '2500000.00', '2500000.00']);
  });

  it('one concept of 3 000 000 with IVA and withholding → 3 240 000.00', () => {
    const a = agreement({ type: 'LandmarkByTypeActivity', milestones: [{ id: 'm1', date: null, activityTypeId: 'filing', amount: '3000000' }] });
    const r = settleMonth({ agreement: a, month: '2026-04', taxes, activities: [activity([work('2026-04-01', 60)], { activityTypeId: 'filing' })] });
    // IVA 570 000; withholding 330 000; 3 000 000 + 570 000 − 330 000
    expect(r.totals).toMatchObject({ subtotal: '3000000.00', taxes: '570000.00', withholdings: '330000.00', total: '3240000.00' });
  });
});

describe('5 LandmarkByEvent', () => {
  it('two events in one month are billed together: 4 000 000 on the 10th and 6 000 000 on the 28th → 10 000 000.00', () => {
    const a = agreement({
      type: 'LandmarkByEvent',
      milestones: [
        { id: 'm1', date: '2026-05-10', activityTypeId: null, amount: '4000000' },
        { id: 'm2', date: '2026-05-28', activityTypeId: null, amount: '6000000' },
      ],
    });
    const r = settleMonth({ agreement: a, month: '2026-05', activities: [] });
    expect(amounts(r)).toEqual(['4000000.00', '6000000.00']);
    expect(r.totals.subtotal).toBe('10000000.00');
  });

  it('15 000 000 with IVA and withholding → 16 200 000.00', () => {
    const a = agreement({ type: 'LandmarkByEvent', milestones: [{ id: 'm1', date: '2026-03-31', activityTypeId: null, amount: '15000000' }] });
    const r = settleMonth({ agreement: a, month: '2026-03', taxes, activities: [] });
    // IVA 2 850 000; withholding 1 650 000; 15 000 000 + 2 850 000 − 1 650 000
    expect(r.totals).toMatchObject({ taxes: '2850000.00', withholdings: '1650000.00', total: '16200000.00' });
  });
});

describe('6 LimitFee', () => {
  it('a cap of 10 000 000 at 400 000/h over three months: 10 h, 12 h, then 5 h cut to the 1 200 000 left; a fourth month bills 0', () => {
    const a = agreement({ type: 'LimitFee', cap: '10000000', rate: '400000' });
    const m1 = settleMonth({ agreement: a, month: '2026-06', activities: [activity([work('2026-06-15', 600)])] });
    // 10 h × 400 000 = 4 000 000 (4 000 000 of the cap used)
    expect(amounts(m1)).toEqual(['4000000.00']);
    const m2 = settleMonth({ agreement: a, month: '2026-07', history: m1.next, activities: [activity([work('2026-07-15', 720)])] });
    // 12 h × 400 000 = 4 800 000 (8 800 000 used)
    expect(amounts(m2)).toEqual(['4800000.00']);
    const m3 = settleMonth({ agreement: a, month: '2026-08', history: m2.next, activities: [activity([work('2026-08-14', 300)])] });
    // 5 h × 400 000 = 2 000 000, but 10 000 000 − 8 800 000 = 1 200 000 left
    expect(m3.lines.map((l) => [l.quantity, l.amount])).toEqual([['5', '1200000.00']]);
    const m4 = settleMonth({ agreement: a, month: '2026-09', history: m3.next, activities: [activity([work('2026-09-01', 60)])] });
    // the cap is reached: the hour is kept at 0
    expect(m4.lines.map((l) => [l.quantity, l.amount])).toEqual([['1', '0.00']]);
    expect(m4.next.billedAmount).toBe('10000000'); // the cap, all of it used
  });
});

describe('7 ByService', () => {
  it('one contract of 3 500 000 with IVA and withholding → 3 780 000.00', () => {
    const a = agreement({ type: 'ByService', rates: [{ userId: null, tariffCategoryId: null, activityTypeId: 'contract', rate: '3500000' }] });
    const r = settleMonth({ agreement: a, month: '2026-06', taxes, activities: [activity([work('2026-06-01', 45)], { activityTypeId: 'contract' })] });
    // IVA 665 000; withholding 385 000; 3 500 000 + 665 000 − 385 000
    expect(r.totals).toMatchObject({ subtotal: '3500000.00', taxes: '665000.00', withholdings: '385000.00', total: '3780000.00' });
  });

  it('two services at their own prices: a contract at 3 500 000 and a due diligence at 8 000 000 → 11 500 000.00', () => {
    const a = agreement({
      type: 'ByService',
      rates: [
        { userId: null, tariffCategoryId: null, activityTypeId: 'contract', rate: '3500000' },
        { userId: null, tariffCategoryId: null, activityTypeId: 'due-diligence', rate: '8000000' },
      ],
    });
    const r = settleMonth({
      agreement: a,
      month: '2026-06',
      activities: [
        activity([work('2026-06-01', 300)], { activityTypeId: 'contract' }),
        activity([work('2026-06-02', 2400)], { activityTypeId: 'due-diligence' }),
      ],
    });
    expect(amounts(r)).toEqual(['3500000.00', '8000000.00']);
    expect(r.totals.subtotal).toBe('11500000.00');
  });
});

describe('8 NoBillable', () => {
  it('with IVA and withholding configured, nothing is taxed: total 0.00', () => {
    const r = settleMonth({ agreement: agreement({ type: 'NoBillable' }), month: '2026-07', taxes, activities: [activity([work('2026-07-01', 120)])] });
    expect(r.totals).toMatchObject({ subtotal: '0.00', taxes: '0.00', withholdings: '0.00', total: '0.00' });
  });

  it("two people's work, 90 and 45 min: 2.25 h kept, every amount 0.00", () => {
    const r = settleMonth({
      agreement: agreement({ type: 'NoBillable' }),
      month: '2026-07',
      activities: [activity([work('2026-07-01', 90, { userId: 'u1' }), work('2026-07-02', 45, { userId: 'u2' })])],
    });
    const minutes = r.lines.reduce((sum, l) => sum + l.billedMinutes, 0);
    expect(minutes).toBe(135);
    expect(r.lines.every((l) => l.amount === '0.00')).toBe(true);
  });
});

describe('9 Mixed', () => {
  it('a month without hearings bills the fixed part only: 24 000 000 a year → 2 000 000.00', () => {
    const a = mixedWithHearings();
    const r = settleMonth({ agreement: a, month: '2026-09', activities: [activity([work('2026-09-03', 300)], { activityTypeId: 'drafting' })] });
    expect(r.lines.filter((l) => l.amount !== '0.00').map((l) => [l.concept, l.amount])).toEqual([['fixed', '2000000.00']]);
    expect(r.totals.subtotal).toBe('2000000.00');
  });

  it('90 min of hearings with IVA and withholding → 2 970 000.00', () => {
    const a = mixedWithHearings();
    const r = settleMonth({ agreement: a, month: '2026-10', taxes, activities: [activity([work('2026-10-05', 90)], { activityTypeId: 'hearing' })] });
    // 2 000 000 + 1.5 h × 500 000 = 2 750 000; IVA 522 500; withholding 302 500; 2 750 000 + 522 500 − 302 500
    expect(r.totals).toMatchObject({ subtotal: '2750000.00', taxes: '522500.00', withholdings: '302500.00', total: '2970000.00' });
  });
});

describe('10 FeePerHourInterval', () => {
  const a = hourIntervals();

  it('from nothing billed, 30 h stay in the first interval → 12 000 000.00', () => {
    const r = settleMonth({ agreement: a, month: '2026-09', activities: [activity([work('2026-09-01', 1800)])] });
    // 30 × 400 000
    expect(r.lines.map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual([['30', '400000', '12000000.00']]);
    expect(r.next.billedHours).toBe('30');
  });

  it('140 h billed before, 20 h more cross into the last interval → 6 500 000.00', () => {
    const r = settleMonth({ agreement: a, month: '2026-10', history: { billedHours: '140' }, activities: [activity([work('2026-10-01', 1200)])] });
    // 10 h × 350 000 = 3 500 000 up to 150 h; 10 h × 300 000 = 3 000 000 after
    expect(r.lines.map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual([
      ['10', '350000', '3500000.00'],
      ['10', '300000', '3000000.00'],
    ]);
    expect(r.totals.subtotal).toBe('6500000.00');
  });
});

describe('an indexing unit', () => {
  it('45 min at 8 UVT/h in 2027, UVT 52 374 → 6 UVT → 314 244.00', () => {
    const r = settleMonth({
      agreement: agreement({ type: 'FeePerHour', unit: UVT, rate: '8', endDate: '2027-12-31' }),
      month: '2027-02',
      activities: [activity([work('2027-02-01', 45)])],
    });
    // 0.75 h × 8 = 6 UVT; × 52 374 (the 2027 value) = 314 244
    expect(r.lines[0]).toMatchObject({ unitAmount: '6.0000', amount: '314244.00' });
  });
});
