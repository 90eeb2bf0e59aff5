// The cities of the data set: codes, search and paging (pure, no database).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CITY, findCity, hasCities, searchCities } from './cities.ts';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const all = searchCities('COL', '', 0, 5000).rows;

describe('cities', () => {
  it("holds Colombia's municipalities with their department, Bogotá as the default", () => {
    expect(all.length).toBeGreaterThan(1100);
    expect(findCity('COL', DEFAULT_CITY)).toMatchObject({ name: 'Bogotá D.C.', department: 'Bogotá D.C.' });
    expect(findCity('COL', 'QUI:Armenia')).toMatchObject({ name: 'Armenia', department: 'Quindío' });
    expect(findCity('COL', '11001')).toBeUndefined();
    expect(hasCities('COL')).toBe(true);
    expect(hasCities('ESP')).toBe(false);
    expect(searchCities('ESP', '', 0, 10)).toEqual({ rows: [], total: 0 });
  });

  it('finds by words of the name and department in any order, accents and case ignored', () => {
    expect(searchCities('COL', 'MEDELLIN', 0, 10).rows.map((c) => c.code)).toEqual(['ANT:Medellín']);
    expect(searchCities('COL', 'quindio armenia', 0, 10).rows.map((c) => c.code)).toEqual(['QUI:Armenia']);
  });

  it('codes are unique and each names its city (property: every code round-trips)', () => {
    expect(new Set(all.map((c) => c.code)).size).toBe(all.length);
    fc.assert(
      fc.property(fc.constantFrom(...all), (city) => {
        expect(findCity('COL', city.code)).toEqual(city);
      }),
    );
  });

  it('every hit contains each word of the query, and pages add up to the whole answer (property)', () => {
    const word = fc.stringMatching(/^[a-zñáéíóú]{1,4}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 2 }), fc.integer({ min: 1, max: 50 }), (words, size) => {
        const q = words.join(' ');
        const whole = searchCities('COL', q, 0, 5000);
        for (const c of whole.rows) for (const w of words) expect(fold(`${c.name} ${c.department}`)).toContain(fold(w));
        const paged = [];
        for (let start = 0; start < whole.total; start += size) {
          const page = searchCities('COL', q, start, start + size);
          expect(page.total).toBe(whole.total);
          paged.push(...page.rows);
        }
        expect(paged).toEqual(whole.rows);
      }),
      { numRuns: 40 },
    );
  });
});
