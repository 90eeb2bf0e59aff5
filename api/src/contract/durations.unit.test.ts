import { describe, expect, it } from 'vitest';
import { formatDuration, formatHoursAsDuration, joinMinutes, splitMinutes } from './durations.ts';

describe('time for people', () => {
  it('writes minutes as hours and minutes, as a time sheet reads', () => {
    expect([formatDuration(45), formatDuration(65), formatDuration(600), formatDuration(0)]).toEqual(['45 min', '1 h 05 min', '10 h 00 min', '0 min']);
    expect(formatDuration(90_000, 'es')).toBe('1.500 h 00 min');
    expect(formatDuration(90_000, 'en')).toBe('1,500 h 00 min');
    expect(formatDuration(-90)).toBe('-1 h 30 min');
  });

  it('reads decimal hours as hours and minutes', () => {
    expect(formatHoursAsDuration(1.5)).toBe('1 h 30 min');
    expect(formatHoursAsDuration(0.25)).toBe('15 min');
    expect(formatHoursAsDuration(8.08)).toBe('8 h 05 min');
  });

  it('splits minutes into hours and minutes and joins them back', () => {
    expect(splitMinutes(135)).toEqual({ hours: 2, minutes: 15 });
    expect(splitMinutes(59)).toEqual({ hours: 0, minutes: 59 });
    expect(joinMinutes(2, 15)).toBe(135);
    expect(joinMinutes(null, 40)).toBe(40);
    expect(joinMinutes(1, null)).toBe(60);
    expect(joinMinutes(null, undefined)).toBeNull();
  });
});
