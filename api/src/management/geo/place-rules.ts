// A record's country must be one of the product's (the countries table) and its city one of that
// country's in the data set; countries the data set does not cover keep the city as given.
import type { Knex } from 'knex';
import type { FieldError } from '../../platform/errors/app-error.ts';
import { isCountry } from '../../auth/countries.ts';
import { findCity, hasCities } from './cities.ts';

type Row = Record<string, unknown>;

/** Errors of `country` and `city` of the merged row, checked only when one of them changes. */
export async function placeErrors(trx: Knex.Transaction, row: Row, before?: Row | null): Promise<FieldError[]> {
  const country = row.country as string | null | undefined;
  const city = row.city as string | null | undefined;
  if (before && country === before.country && city === before.city) return [];
  if (country && !(await isCountry(trx, country))) return [{ field: 'country', code: 'COUNTRY_UNKNOWN' }];
  if (city && country && hasCities(country) && !findCity(country, city)) return [{ field: 'city', code: 'CITY_UNKNOWN' }];
  return [];
}
