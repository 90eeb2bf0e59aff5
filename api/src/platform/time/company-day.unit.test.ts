import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOf, dayRange, isDay, isTimeZone, nextDay, startOfDay, today } from './company-day.ts';

const ZONES = ['America/Bogota', 'UTC', 'Europe/Madrid', 'America/Santiago', 'Asia/Kolkata', 'Pacific/Apia', 'America/New_York', 'Australia/Lord_Howe'];

describe('company day', () => {
  it('gives Bogotá its own today: 02:00 UTC is still the previous evening there', () => {
    const at = new Date('2026-03-01T02:00:00Z');
    expect(today('America/Bogota', at)).toBe('2026-02-28');
    expect(today('UTC', at)).toBe('2026-03-01');
    expect(dayOf(new Date('2026-03-01T05:00:00Z'), 'America/Bogota')).toBe('2026-03-01');
  });

  it('gives a day its [start, end) instants in the zone', () => {
    expect(dayRange('2026-11-23', 'America/Bogota')).toEqual({ start: new Date('2026-11-23T05:00:00Z'), end: new Date('2026-11-24T05:00:00Z') });
    // Madrid's spring day is 23 hours long, the autumn one 25.
    const spring = dayRange('2026-03-29', 'Europe/Madrid');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3600_000);
    const autumn = dayRange('2026-10-25', 'Europe/Madrid');
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3600_000);
  });

  it('starts a day whose midnight was skipped at the jump (Santiago, September)', () => {
    const start = startOfDay('2026-09-06', 'America/Santiago');
    expect(dayOf(start, 'America/Santiago')).toBe('2026-09-06');
    expect(dayOf(new Date(start.getTime() - 1000), 'America/Santiago')).toBe('2026-09-05');
  });

  it('knows IANA zones and refuses offsets and made-up names', () => {
    expect(isTimeZone('America/Bogota')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['', 'GMT-5', '-05:00', 'America/Nowhere', 'Bogota', 42, null]) expect(isTimeZone(bad)).toBe(false);
  });

  it('checks calendar days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  const instant = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-01-01T00:00:00Z'), noInvalidDate: true });
  const zone = fc.constantFrom(...ZONES);

  it('puts every instant inside the range of its own day (property)', () => {
    fc.assert(
      fc.property(instant, zone, (at, z) => {
        const { start, end } = dayRange(dayOf(at, z), z);
        return start.getTime() <= at.getTime() && at.getTime() < end.getTime();
      }),
    );
  });

  it('makes a day start exactly where the previous one ends (property)', () => {
    fc.assert(
      fc.property(instant, zone, (at, z) => {
        const day = dayOf(at, z);
        const start = startOfDay(day, z);
        return (
          dayOf(start, z) === day &&
          dayOf(new Date(start.getTime() - 1000), z) < day &&
          dayRange(day, z).end.getTime() === startOfDay(nextDay(day), z).getTime()
        );
      }),
    );
  });
});
