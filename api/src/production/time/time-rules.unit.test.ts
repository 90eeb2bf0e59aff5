// The company's registration rules, alone: which days each restriction keeps open, the daily limit,
// and the warning above three times the estimate.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aboveEstimate, dayInWords, dayOpen, firstOpenDay, memberRestriction, withinDailyLimit } from './time-rules.ts';

const days = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('the restriction type', () => {
  it('keeps open: any past day (none), today (day), since Monday (weekly), since the 1st (monthly)', () => {
    // Wednesday 25 November 2026.
    expect(firstOpenDay('none', '2026-11-25')).toBeNull();
    expect(firstOpenDay('day', '2026-11-25')).toBe('2026-11-25');
    expect(firstOpenDay('weekly', '2026-11-25')).toBe('2026-11-23');
    expect(firstOpenDay('weekly', '2026-11-23')).toBe('2026-11-23');
    expect(firstOpenDay('weekly', '2026-11-29')).toBe('2026-11-23'); // Sunday closes the week
    expect(firstOpenDay('monthly', '2026-11-25')).toBe('2026-11-01');
    expect(dayOpen('weekly', '2026-11-25', '2026-11-22')).toBe('closed');
    expect(dayOpen('none', '2026-11-25', '2026-11-26')).toBe('future');
  });

  it('never opens a future day, always opens today, and the stricter restriction opens no day the looser closes', () => {
    fc.assert(
      fc.property(days, days, (today, day) => {
        for (const r of ['none', 'day', 'weekly', 'monthly'] as const) {
          expect(dayOpen(r, today, today)).toBe('open');
          if (day > today) expect(dayOpen(r, today, day)).toBe('future');
        }
        const open = (r: 'none' | 'day' | 'weekly' | 'monthly') => dayOpen(r, today, day) === 'open';
        if (open('day')) expect(open('weekly') && open('monthly') && open('none')).toBe(true);
        if (open('weekly') || open('monthly')) expect(open('none')).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('opens a whole week: the first open day is a Monday at most six days back', () => {
    fc.assert(
      fc.property(days, (today) => {
        const first = firstOpenDay('weekly', today)!;
        expect(new Date(`${first}T00:00:00Z`).getUTCDay()).toBe(1);
        const back = (Date.parse(today) - Date.parse(first)) / 86_400_000;
        expect(back).toBeGreaterThanOrEqual(0);
        expect(back).toBeLessThanOrEqual(6);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('whose restriction', () => {
  it("takes the member's own when their profile sets one, else the company's", () => {
    expect(memberRestriction('monthly', 'weekly')).toBe('weekly');
    expect(memberRestriction('monthly', 'none')).toBe('monthly');
    expect(memberRestriction('none', null)).toBe('none');
    expect(memberRestriction('day', undefined)).toBe('day');
  });
});

describe('messages', () => {
  it('name the day for people in each language', () => {
    const words = dayInWords('2026-11-01');
    expect(words.es.replace(/\s/g, ' ')).toBe('1 de nov de 2026');
    expect(words.en).toBe('Nov 1, 2026');
  });
});

describe('limits', () => {
  it('lets a day reach its limit exactly, not pass it', () => {
    expect(withinDailyLimit(480, 8)).toBe(true);
    expect(withinDailyLimit(481, 8)).toBe(false);
    expect(withinDailyLimit(10_000, null)).toBe(true);
  });

  it('warns only above three times a set estimate', () => {
    expect(aboveEstimate(180, 1)).toBe(false);
    expect(aboveEstimate(181, 1)).toBe(true);
    expect(aboveEstimate(100_000, 0)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.double({ min: 0.25, max: 500, noNaN: true }), (minutes, hours) => {
        expect(aboveEstimate(minutes, hours)).toBe(minutes > hours * 180);
      }),
      { numRuns: 1000 },
    );
  });
});
