import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { dayEnd, dayStart, formatInstant, fromPickerValue, setCompanyTimeZone, toPickerValue } from './company-time.ts';

afterEach(() => setCompanyTimeZone(undefined));

describe("the company's clock", () => {
  it("shows an instant on the company's clock, whatever the browser's zone", () => {
    setCompanyTimeZone('America/Bogota');
    expect(formatInstant('2026-03-01T03:30:00Z', 'DD/MM/YYYY HH:mm')).toBe('28/02/2026 22:30');
    setCompanyTimeZone('Europe/Madrid');
    expect(formatInstant('2026-03-01T03:30:00Z', 'DD/MM/YYYY HH:mm')).toBe('01/03/2026 04:30');
  });

  it("bounds a picked day by the company's midnights", () => {
    setCompanyTimeZone('America/Bogota');
    const picked = dayjs('2026-03-01T00:00:00');
    expect(dayStart(picked).toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(dayEnd(picked).toISOString()).toBe('2026-03-02T04:59:59.999Z');
  });

  it('round-trips a picked wall time through the instant', () => {
    setCompanyTimeZone('Asia/Tokyo');
    const instant = fromPickerValue(dayjs('2026-07-10T09:15:00')).toISOString();
    expect(instant).toBe('2026-07-10T00:15:00.000Z');
    expect(toPickerValue(instant).format('YYYY-MM-DD HH:mm')).toBe('2026-07-10 09:15');
  });

  it("falls back to the browser's zone for a zone it does not know", () => {
    setCompanyTimeZone('Marte/Olympus');
    expect(formatInstant('2026-03-01T03:30:00Z', 'YYYY')).toBe(dayjs('2026-03-01T03:30:00Z').format('YYYY'));
  });
});
