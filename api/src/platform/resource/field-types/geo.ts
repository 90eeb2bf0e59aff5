// Countries and cities: codes kept as text, checked against their data by the resource's rules.
import { textType } from './text-types.ts';

export const country = textType('country', 'The ISO 3166-1 alpha-3 code of a country (GET /api/countries)', () => 'COL');
export const city = textType('city', "A city's code in its country, '<department>:<name>' for Colombia (GET /api/cities)", () => 'ANT:Medellín');
