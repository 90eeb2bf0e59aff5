// GET /api/countries: the seeded list for registration and company forms, Colombia first, then by
// name in the caller's language. Open without a session (the registration form needs it too).
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import { authRoute } from './auth-route.ts';
import { FALLBACK_COUNTRY, listCountries } from './countries.ts';
import { paged } from '../platform/http/paged.ts';

export function countryRoutes(db: () => Knex): ServerRoute[] {
  return [
    authRoute({
      method: 'GET',
      path: '/api/countries',
      auth: false,
      description: `Countries, ${FALLBACK_COUNTRY} first (the fallback), names in the caller's language; x-total-count as a Refine list`,
      handler: async ({ h, locale }) => {
        const countries = await listCountries(db(), locale);
        return paged(h, countries, countries.length, { 'x-default-country': FALLBACK_COUNTRY });
      },
    }),
  ];
}
