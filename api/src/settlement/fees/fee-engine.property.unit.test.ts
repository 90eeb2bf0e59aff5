// The fee engine's invariants, each over at least 1 000 generated cases (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../management/currencies/conversion.ts';
import { addMonths } from './fee-calendar.ts';
import { historyAfter, settleMonth, type FeeHistory, type FeeResult, type FeeTax, type FeeUnit } from './fee-engine.ts';
import { activity, agreement, work } from './fee-fixtures.ts';
import { roundMoney } from './fee-rounding.ts';

const RUNS = { numRuns: 1000 };
const sum = (values: string[]) => values.reduce((s, v) => s.plus(v), new Decimal(0));
const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`);
const minutes = fc.integer({ min: 1, max: 600 });
const money = fc.integer({ min: 1, max: 100_000_000 }).map((cents) => new Decimal(cents).div(100).toFixed());
const works = fc.array(fc.tuple(day, minutes, fc.constantFrom('u1', 'u2', 'u3')), { minLength: 0, maxLength: 30 });
const tax = fc.record({
  id: fc.uuid(),
  name: fc.constant('t'),
  type: fc.constantFrom('tax' as const, 'withholding' as const),
  percent: fc.integer({ min: 1, max: 100_000_000 }).map((v) => new Decimal(v).div(1_000_000).toFixed()),
});
const rounding = fc.record({ mode: fc.constantFrom('none' as const, 'up' as const, 'nearest' as const), unit: fc.constantFrom(1, 6, 10, 15, 30) });

describe('fee engine invariants', () => {
  it("a cap's lines do not depend on the order its works and activities are given in", () => {
    const registered = fc.array(fc.tuple(day, minutes, fc.integer({ min: 0, max: 5 })), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(registered, money, fc.integer({ min: 0, max: 2 ** 31 }), (ws, cap, seed) => {
        const given = ws.map(([d, m, hour], i) => work(d, m, { id: `w${String(i).padStart(3, '0')}`, registeredAt: `${d}T0${hour}:00:00.000000` }));
        // Another order of the same works, each in an activity of its own.
        const shuffled = [...given].sort((x, y) => ((Number(x.id.slice(1)) * 7919 + seed) % 101) - ((Number(y.id.slice(1)) * 7919 + seed) % 101));
        const price = (list: typeof given) =>
          settleMonth({ agreement: agreement({ type: 'LimitFee', cap, rate: '400000' }), month: '2026-03', activities: list.map((w) => activity([w])) })
            .lines.map((l) => [l.workIds?.join(','), l.amount])
            .sort();
        expect(price(shuffled)).toEqual(price(given));
      }),
      RUNS,
    );
  });

  it('the lines sum to the subtotal; taxes and withholdings to theirs; total = subtotal + taxes − withholdings', () => {
    fc.assert(
      fc.property(works, money, fc.array(tax, { maxLength: 3 }), rounding, (ws, rate, taxes, time) => {
        const r = settleMonth({
          agreement: agreement({ type: 'FeePerHour', rate, timeRounding: time }),
          month: '2026-03',
          taxes: taxes as FeeTax[],
          activities: ws.map(([d, m, u]) => activity([work(d, m, { userId: u })])),
        });
        expect(sum(r.lines.map((l) => l.amount)).toFixed(2)).toBe(r.totals.subtotal);
        const of = (type: string) => sum(r.lines.flatMap((l) => l.taxes.filter((t) => t.type === type).map((t) => t.amount))).toFixed(2);
        expect(of('tax')).toBe(r.totals.taxes);
        expect(of('withholding')).toBe(r.totals.withholdings);
        expect(new Decimal(r.totals.subtotal).plus(r.totals.taxes).minus(r.totals.withholdings).toFixed(2)).toBe(r.totals.total);
        for (const l of r.lines) expect(l.billedMinutes).toBeGreaterThanOrEqual(time.mode === 'up' ? l.workedMinutes : 0);
      }),
      RUNS,
    );
  });

  it('a cap is never exceeded across months, and what is under it is billed in full', () => {
    const months = fc.array(fc.array(fc.tuple(fc.integer({ min: 1, max: 28 }), minutes), { maxLength: 8 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(months, money, money, (perMonth, cap, rate) => {
        const a = agreement({ type: 'LimitFee', cap, rate });
        let history: FeeHistory = {};
        let uncapped = new Decimal(0);
        let billed = new Decimal(0);
        perMonth.forEach((ws, i) => {
          const month = addMonths('2026-01', i);
          const r = settleMonth({
            agreement: a,
            month,
            history,
            activities: ws.map(([d, m]) => activity([work(`${month}-${String(d).padStart(2, '0')}`, m)])),
          });
          uncapped = uncapped.plus(sum(r.lines.map((l) => roundMoney(new Decimal(l.unitPrice).times(l.quantity), 2).toFixed())));
          billed = billed.plus(r.totals.subtotal);
          history = r.next;
        });
        expect(billed.lte(cap)).toBe(true);
        expect(billed.toFixed(2)).toBe(Decimal.min(uncapped, new Decimal(cap)).toFixed(2));
      }),
      RUNS,
    );
  });

  it('non-billable yields zero whatever the work', () => {
    fc.assert(
      fc.property(works, fc.array(tax, { maxLength: 2 }), (ws, taxes) => {
        const r = settleMonth({
          agreement: agreement({ type: 'NoBillable' }),
          month: '2026-03',
          taxes: taxes as FeeTax[],
          activities: ws.map(([d, m]) => activity([work(d, m)])),
        });
        expect(r.totals).toMatchObject({ subtotal: '0.00', taxes: '0.00', withholdings: '0.00', total: '0.00' });
        expect(r.lines).toHaveLength(ws.length);
      }),
      RUNS,
    );
  });

  it('a retainer charges the same hours whether a month is billed in one document or several, over months and each accumulation', () => {
    // Each month's works, and how many documents bill them (the works cut into that many runs, in order).
    const month = fc.tuple(
      fc.array(fc.integer({ min: 1, max: 900 }), { minLength: 0, maxLength: 8 }),
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 0, max: 2 ** 31 }),
    );
    const validity = fc.constantFrom('monthly', 'bimonthly', 'quarterly');
    const accumulation = fc.constantFrom('none' as const, 'byMonth' as const, 'byValidity' as const);
    fc.assert(
      fc.property(fc.array(month, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 40 }), validity, accumulation, (months, included, v, acc) => {
        // Extra hours are charged in hundredths of the period's running extra, so amounts compare to the cent too.
        const a = agreement({
          type: 'Retainer',
          amount: '1200000',
          validity: v,
          distribution: 'monthly',
          hours: String(included),
          rate: '120000',
          accumulation: acc,
        });
        const charged = (rs: FeeResult[]) =>
          rs
            .flatMap((r) => r.lines)
            .filter((l) => l.concept === 'retainerExtra')
            .reduce((m, l) => m + l.billedMinutes, 0);
        const chargedHours = (rs: FeeResult[]) =>
          sum(
            rs
              .flatMap((r) => r.lines)
              .filter((l) => l.concept === 'retainerExtra')
              .map((l) => l.quantity),
          ).toFixed(2);
        const billedMinutes = (rs: FeeResult[]) => rs.flatMap((r) => r.lines).reduce((m, l) => m + l.billedMinutes, 0);
        const subtotal = (rs: FeeResult[]) => sum(rs.map((r) => r.totals.subtotal)).toFixed(2);
        let once: FeeHistory = {};
        let split: FeeHistory = {};
        const whole: FeeResult[] = [];
        const parts: FeeResult[] = [];
        months.forEach(([minutesOf, documents, seed], i) => {
          const m = addMonths('2026-01', i);
          const ws = minutesOf.map((min, j) =>
            work(`${m}-${String(1 + (j % 28)).padStart(2, '0')}`, min, { registeredAt: `${m}-01T00:00:${String(j).padStart(2, '0')}` }),
          );
          const r = settleMonth({ agreement: a, month: m, history: once, activities: ws.map((w) => activity([w])) });
          once = r.next;
          whole.push(r);
          // The same works over `documents` documents; each reads the history back from the lines billed
          // before it (as the database does), not from the engine's own carry-over.
          const cuts = [...new Set(ws.map((_, j) => (j * 7919 + seed) % ws.length))].sort((x, y) => x - y).slice(0, documents - 1);
          const bounds = [0, ...cuts.filter((c) => c > 0), ws.length];
          for (let b = 0; b < bounds.length - 1; b++) {
            const slice = ws.slice(bounds[b], bounds[b + 1]);
            const part = settleMonth({ agreement: a, month: m, history: split, activities: slice.map((w) => activity([w])) });
            split = historyAfter(split, m, part.lines);
            parts.push(part);
          }
        });
        expect(charged(parts)).toBe(charged(whole));
        expect(chargedHours(parts)).toBe(chargedHours(whole));
        expect(billedMinutes(parts)).toBe(billedMinutes(whole));
        expect(subtotal(parts)).toBe(subtotal(whole));
      }),
      RUNS,
    );
  });

  it('a retainer with accumulation carries unused hours exactly (by month: one period; by validity: to the end)', () => {
    const hours = fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(
        hours,
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom('none' as const, 'byMonth' as const, 'byValidity' as const),
        (perMonth, included, accumulation) => {
          const a = agreement({
            type: 'Retainer',
            amount: '1000',
            validity: 'monthly',
            distribution: 'monthly',
            hours: String(included),
            rate: '10',
            accumulation,
          });
          let history: FeeHistory = {};
          let carried = 0; // the reference model
          perMonth.forEach((h, i) => {
            const month = addMonths('2026-01', i);
            const r = settleMonth({ agreement: a, month, history, activities: h ? [activity([work(`${month}-10`, h * 60)])] : [] });
            const extra = Math.max(0, h - included - carried);
            const out =
              accumulation === 'none' ? 0 : accumulation === 'byMonth' ? Math.max(0, included - Math.max(0, h - carried)) : Math.max(0, included + carried - h);
            expect(r.retainer).toMatchObject({ carriedIn: String(carried), extraHours: String(extra), carriedOut: String(out) });
            expect(r.totals.subtotal).toBe(new Decimal(1000 + extra * 10).toFixed(2));
            carried = out;
            history = r.next;
          });
        },
      ),
      RUNS,
    );
  });

  it('in an indexing unit, converting then summing equals summing then converting, each line within one unit of its exact conversion', () => {
    const unitOf = (value: string): FeeUnit => ({
      id: 'uvt',
      code: 'UVT',
      decimals: 4,
      kind: 'index',
      standard: { id: 'cop', code: 'COP', decimals: 2 },
      equivalencies: [{ validFrom: '2026-01-01', value }],
    });
    const equivalency = fc.integer({ min: 1, max: 1_000_000_000 }).map((v) => new Decimal(v).div(1000).toFixed());
    const rate = fc.integer({ min: 1, max: 10_000_000 }).map((v) => new Decimal(v).div(10_000).toFixed());
    fc.assert(
      fc.property(works, rate, equivalency, (ws, r, eq) => {
        const result = settleMonth({
          agreement: agreement({ type: 'FeePerHour', unit: unitOf(eq), rate: r }),
          month: '2026-03',
          activities: ws.map(([d, m]) => activity([work(d, m)])),
        });
        // The exact amount of each line in the unit (rate × its hours in hundredths), never rounded before conversion.
        const exact = result.lines.map((l) => new Decimal(r).times(l.quantity));
        const summedThenConverted = roundMoney(exact.reduce((x, v) => x.plus(v), new Decimal(0)).times(eq), 2);
        expect(sum(result.lines.map((l) => l.amount)).toFixed(2)).toBe(summedThenConverted.toFixed(2));
        result.lines.forEach((l, i) => expect(new Decimal(l.amount).minus(exact[i].times(eq)).abs().lt('0.01')).toBe(true));
      }),
      RUNS,
    );
  });

  it('a monthly fixed amount adds up to the amount exactly over its validity', () => {
    fc.assert(
      fc.property(money, fc.integer({ min: 1, max: 24 }), (amount, months) => {
        const a = agreement({ type: 'StaticFee', amount, distribution: 'monthly', startDate: '2026-01-15', endDate: `${addMonths('2026-01', months - 1)}-20` });
        const billed = Array.from({ length: months }, (_, i) => settleMonth({ agreement: a, month: addMonths('2026-01', i), activities: [] }).totals.subtotal);
        expect(sum(billed).toFixed(2)).toBe(new Decimal(amount).toFixed(2));
      }),
      RUNS,
    );
  });
});
