import { describe, expect, it } from 'vitest';
import { currencyLabel, currencyName } from './currency-names.ts';

describe('currency names', () => {
  it("names an ISO currency in the interface's language, whatever name was stored", () => {
    expect(currencyName('COP', 'Peso colombiano', 'en')).toBe('Colombian Peso');
    expect(currencyName('USD', 'Dólar estadounidense', 'en')).toBe('US Dollar');
    expect(currencyName('COP', 'Peso colombiano', 'es')).toBe('Peso colombiano');
    expect(currencyName('USD', 'Dólar estadounidense', 'es')).toBe('Dólar estadounidense');
  });

  it('keeps the stored name of an indexing unit, which has no ISO name', () => {
    expect(currencyName('UVT', 'Unidad de valor tributario', 'en')).toBe('Unidad de valor tributario');
    expect(currencyName('SMMLV', 'Salario mínimo', 'en')).toBe('Salario mínimo');
  });

  it('reads as the code and the name in a reference', () => {
    expect(currencyLabel('COP', 'Peso colombiano', 'en')).toBe('COP · Colombian Peso');
    expect(currencyLabel('UVT', 'Unidad de valor tributario', 'es')).toBe('UVT · Unidad de valor tributario');
    expect(currencyLabel(null, 'Peso', 'es')).toBe('Peso');
  });
});
