import { afterEach, describe, expect, it } from 'vitest';
import { formatDay, formatDayShort, formatMoment, formatMomentDay, formatMonth, formatMonthShort } from './dates.ts';
import { setCompanyTimeZone } from '../session/company-time.ts';

/** ICU writes some spaces as no-break ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

afterEach(() => setCompanyTimeZone(null));

describe('dates for people', () => {
  it("writes a day in each language, never as ISO, whatever the browser's zone", () => {
    expect(plain(formatDay('2026-11-01', 'es'))).toBe('1 de nov de 2026');
    expect(formatDay('2026-11-01', 'en')).toBe('Nov 1, 2026');
    expect(formatDay('2026-11-30T23:59:00Z', 'en')).toBe('Nov 30, 2026');
    expect(formatDay(null, 'es')).toBe('');
  });

  it('names a month', () => {
    expect(formatMonth('2026-11', 'es')).toBe('noviembre de 2026');
    expect(formatMonth('2026-01-01', 'en')).toBe('January 2026');
  });

  it("writes a chart's days and months in few letters", () => {
    expect(plain(formatDayShort('2026-11-01', 'es'))).toBe('1 de nov');
    expect(formatDayShort('2026-11-01', 'en')).toBe('Nov 1');
    expect(plain(formatMonthShort('2026-11', 'es'))).toBe('nov de 2026');
    expect(formatMonthShort('2026-11', 'en')).toBe('Nov 2026');
  });

  it("writes the day of a moment on the company's clock", () => {
    setCompanyTimeZone('America/Bogota');
    expect(plain(formatMomentDay('2026-11-02T02:30:00Z', 'es'))).toBe('1 de nov de 2026');
    expect(formatMomentDay(null, 'en')).toBe('');
  });

  it("writes a moment on the company's clock", () => {
    setCompanyTimeZone('America/Bogota');
    // 02:30 UTC on the 2nd is 21:30 of the 1st in Bogotá.
    expect(plain(formatMoment('2026-11-02T02:30:00Z', 'en'))).toBe('Nov 1, 2026, 9:30 PM');
    expect(plain(formatMoment('2026-11-02T02:30:00Z', 'es'))).toBe('1 de nov de 2026, 9:30 p. m.');
  });
});
