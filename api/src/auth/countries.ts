// The seeded countries: the list for registration and company forms (Colombia first, then by name
// in the caller's language) and whether a code is one of them. countries.routes.ts answers the list.
import type { Knex } from 'knex';
import type { Locale } from '../platform/http/auth-context.ts';
import { FALLBACK_COUNTRY } from '../../../seeds/countries.ts';

export { FALLBACK_COUNTRY };

export interface CountryView {
  /** The ISO 3166-1 alpha-3 code, also as `id` for Refine's data provider. */
  id: string;
  code: string;
  name: string;
  names: { es: string; en: string };
}

export async function listCountries(knex: Knex, locale: Locale): Promise<CountryView[]> {
  const rows = (await knex('countries').where({ active: true }).select('code', 'nameEs', 'nameEn', 'sortOrder')) as {
    code: string;
    nameEs: string;
    nameEn: string;
    sortOrder: number;
  }[];
  const name = (r: (typeof rows)[number]) => (locale === 'en' ? r.nameEn : r.nameEs);
  return rows
    .sort((a, b) => a.sortOrder - b.sortOrder || name(a).localeCompare(name(b), locale))
    .map((r) => ({ id: r.code, code: r.code, name: name(r), names: { es: r.nameEs, en: r.nameEn } }));
}

export async function isCountry(knex: Knex, code: string): Promise<boolean> {
  return Boolean(await knex('countries').where({ code, active: true }).first('code'));
}
