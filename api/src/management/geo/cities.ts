// Cities of a country from the maintained data set `country-state-city` (GeoNames-based: Colombia's
// 1,100+ municipalities with their department). Served by the API so the admin never bundles it.
// A city's stored code is `<department ISO 3166-2 code>:<name>` (e.g. 'ANT:Medellín'), unique in
// its country: the data set has no DIVIPOLA codes (decision 140, docs/decisions/).
import { City, State } from 'country-state-city';

/** The countries whose cities the data set serves, by the alpha-3 code clients store. */
const ALPHA2: Readonly<Record<string, string>> = { COL: 'CO' };

export const DEFAULT_CITY = 'DC:Bogotá D.C.';

export interface CityView {
  /** The stored code, also `id` for Refine's data provider. */
  id: string;
  code: string;
  name: string;
  department: string;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const byCountry = new Map<string, { list: CityView[]; byCode: Map<string, CityView>; folded: string[] }>();

function load(country: string) {
  const cached = byCountry.get(country);
  if (cached) return cached;
  const alpha2 = ALPHA2[country];
  const states = new Map((alpha2 ? State.getStatesOfCountry(alpha2) : []).map((s) => [s.isoCode, s.name]));
  const byCode = new Map<string, CityView>();
  for (const c of alpha2 ? (City.getCitiesOfCountry(alpha2) ?? []) : []) {
    const code = `${c.stateCode}:${c.name}`;
    if (!byCode.has(code)) byCode.set(code, { id: code, code, name: c.name, department: states.get(c.stateCode) ?? c.stateCode });
  }
  const list = [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name, 'es') || a.department.localeCompare(b.department, 'es'));
  const entry = { list, byCode, folded: list.map((c) => fold(`${c.name} ${c.department}`)) };
  byCountry.set(country, entry);
  return entry;
}

export const hasCities = (country: string): boolean => Boolean(ALPHA2[country]);

export const findCity = (country: string, code: string): CityView | undefined => load(country).byCode.get(code);

/** Cities whose name or department contains every word of `q` (accents and case ignored), a page of them and the total. */
export function searchCities(country: string, q: string, start: number, end: number): { rows: CityView[]; total: number } {
  const { list, folded } = load(country);
  const words = fold(q).split(/\s+/).filter(Boolean);
  const hits = words.length ? list.filter((_c, i) => words.every((w) => folded[i].includes(w))) : list;
  return { rows: hits.slice(start, end), total: hits.length };
}
