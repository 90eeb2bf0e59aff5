// The rate lookup's precedence: unit and property tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateFor, type RateBook, type RateLine, type RateQuery } from './rates.ts';

const line = (id: string, o: Partial<RateLine> = {}): RateLine => ({
  id,
  userId: null,
  tariffCategoryId: null,
  activityTypeId: null,
  value: '100',
  validFrom: null,
  validTo: null,
  ...o,
});
const book = (id: string, lines: RateLine[], o: Partial<RateBook> = {}): RateBook => ({
  id,
  type: 'hour',
  currencyId: 'cop',
  active: true,
  validFrom: null,
  validTo: null,
  priority: null,
  lines,
  ...o,
});
const Q: RateQuery = { userId: 'ana', activityTypeId: 'audit', tariffCategoryId: 'socio', date: '2026-03-15', type: 'hour' };

describe('rateFor', () => {
  const lines = [
    line('default', { value: '1' }),
    line('activity', { activityTypeId: 'audit', value: '2' }),
    line('category', { tariffCategoryId: 'socio', value: '3' }),
    line('category+activity', { tariffCategoryId: 'socio', activityTypeId: 'audit', value: '4' }),
    line('user', { userId: 'ana', value: '5' }),
    line('user+activity', { userId: 'ana', activityTypeId: 'audit', value: '6' }),
  ];

  it('the most specific line wins, level by level', () => {
    for (let n = lines.length; n > 0; n -= 1) {
      expect(rateFor([book('b', lines.slice(0, n))], [], Q)?.lineId).toBe(lines[n - 1].id);
    }
  });

  it('lines of another professional, category or activity never apply', () => {
    const other = [line('x', { userId: 'luis' }), line('y', { tariffCategoryId: 'asociado' }), line('z', { activityTypeId: 'litigio' })];
    expect(rateFor([book('b', other)], [], Q)).toBeNull();
  });

  it('validity dates: a line out of force is skipped; among equals the latest start wins', () => {
    const r = rateFor(
      [
        book('b', [
          line('old', { userId: 'ana', validFrom: '2025-01-01', value: '10' }),
          line('new', { userId: 'ana', validFrom: '2026-01-01', value: '12' }),
          line('future', { userId: 'ana', validFrom: '2026-04-01', value: '14' }),
          line('ended', { userId: 'ana', activityTypeId: 'audit', validTo: '2026-02-28', value: '20' }),
        ]),
      ],
      [],
      Q,
    );
    expect(r).toMatchObject({ lineId: 'new', value: '12', specificity: 4 });
  });

  it("the project's work-group book comes before a book of no group; inactive and expired books are skipped", () => {
    const r = rateFor(
      [
        book('general', [line('g', { userId: 'ana', activityTypeId: 'audit' })]),
        book('group', [line('w')], { priority: 0, currencyId: 'usd' }),
        book('inactive', [line('i', { userId: 'ana' })], { priority: -1, active: false }),
        book('expired', [line('e', { userId: 'ana' })], { priority: -1, validTo: '2026-01-01' }),
      ],
      [],
      Q,
    );
    expect(r).toMatchObject({ bookId: 'group', lineId: 'w', currencyId: 'usd' });
  });

  it("a book with no matching line prices by the category's value in its currency", () => {
    const values = [
      { currencyId: 'cop', validFrom: '2026-01-01', value: '850000' },
      { currencyId: 'usd', validFrom: '2026-01-01', value: '210' },
    ];
    expect(rateFor([book('b', [])], values, Q)).toMatchObject({ bookId: 'b', value: '850000', lineId: null });
    expect(rateFor([book('b', [])], values, { ...Q, tariffCategoryId: null })).toBeNull();
  });

  it('only books of the asked type', () => {
    expect(rateFor([book('s', [line('l')], { type: 'service' })], [], Q)).toBeNull();
    expect(rateFor([book('s', [line('l')], { type: 'service' })], [], { ...Q, type: 'service' })?.lineId).toBe('l');
  });
});

// Random lines over two professionals, two categories, two activities and a few dates.
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const day = fc.constantFrom('2025-06-01', '2026-01-01', '2026-03-15', '2026-06-30');
const lineArb = fc
  .record({
    id: fc.uuid(),
    userId: maybe(fc.constantFrom('ana', 'luis')),
    tariffCategoryId: maybe(fc.constantFrom('socio', 'asociado')),
    activityTypeId: maybe(fc.constantFrom('audit', 'litigio')),
    value: fc.integer({ min: 0, max: 1_000_000 }).map(String),
    validFrom: maybe(day),
    validTo: maybe(day),
  })
  .filter((l) => !l.validFrom || !l.validTo || l.validFrom <= l.validTo);
const lines = fc.uniqueArray(lineArb, { maxLength: 15, selector: (l) => l.id });
const queryArb = fc.record({
  userId: fc.constantFrom('ana', 'luis'),
  activityTypeId: maybe(fc.constantFrom('audit', 'litigio')),
  tariffCategoryId: maybe(fc.constantFrom('socio', 'asociado')),
  date: day,
  type: fc.constant('hour' as const),
});
const rank = (l: RateLine) => (l.userId ? 4 : 0) + (l.tariffCategoryId ? 2 : 0) + (l.activityTypeId ? 1 : 0);

describe('rateFor (properties)', () => {
  it('adding a less specific line never changes the answer', () => {
    fc.assert(
      fc.property(lines, lineArb, queryArb, (ls, extra, q) => {
        const before = rateFor([book('b', ls)], [], q);
        fc.pre(before !== null && before.specificity !== null && rank(extra) < before.specificity && !ls.some((l) => l.id === extra.id));
        expect(rateFor([book('b', [...ls, extra])], [], q)).toEqual(before);
      }),
    );
  });

  it('ties are deterministic: the order of lines and books does not matter', () => {
    fc.assert(
      fc.property(lines, queryArb, fc.integer(), (ls, q, seed) => {
        const shuffled = [...ls].sort((a, b) => (a.id.charCodeAt(seed & 7) ^ seed) - (b.id.charCodeAt(seed & 7) ^ seed));
        const half = Math.floor(ls.length / 2);
        const books = [book('a', ls.slice(0, half)), book('b', ls.slice(half))];
        expect(rateFor([book('b', shuffled)], [], q)).toEqual(rateFor([book('b', ls)], [], q));
        expect(rateFor([...books].reverse(), [], q)).toEqual(rateFor(books, [], q));
      }),
    );
  });

  it('the answer is a line in force that applies, and none applying beats it', () => {
    fc.assert(
      fc.property(lines, queryArb, (ls, q) => {
        const r = rateFor([book('b', ls)], [], q);
        const applying = ls.filter(
          (l) =>
            (!l.validFrom || l.validFrom <= q.date) &&
            (!l.validTo || q.date <= l.validTo) &&
            (!l.userId || l.userId === q.userId) &&
            (!l.tariffCategoryId || l.tariffCategoryId === q.tariffCategoryId) &&
            (!l.activityTypeId || l.activityTypeId === q.activityTypeId),
        );
        if (!applying.length) return r === null;
        const chosen = applying.find((l) => l.id === r?.lineId);
        return !!chosen && applying.every((l) => rank(l) <= rank(chosen));
      }),
    );
  });
});
