import { describe, expect, it } from 'vitest';
import { formatDecimal, trimDecimal } from './format-decimal.ts';

describe('formatDecimal', () => {
  it('drops the stored trailing zeros and uses the language separators', () => {
    expect(formatDecimal('19.000000', 'es')).toBe('19');
    expect(formatDecimal('0.966000', 'es')).toBe('0,966');
    expect(formatDecimal('0.966000', 'en')).toBe('0.966');
  });

  it('groups thousands without going through a float', () => {
    expect(formatDecimal('12345678901234.123456', 'es')).toBe('12.345.678.901.234,123456');
    expect(formatDecimal('-1234.5', 'en')).toBe('-1,234.5');
  });

  it('leaves anything else as it is', () => {
    expect(formatDecimal('n/a', 'es')).toBe('n/a');
  });
});

describe('trimDecimal', () => {
  it('drops trailing zeros only after a decimal point', () => {
    expect(trimDecimal('19.000000')).toBe('19');
    expect(trimDecimal('0.000001')).toBe('0.000001');
    expect(trimDecimal('100')).toBe('100');
    expect(trimDecimal('10.50')).toBe('10.5');
  });
});
