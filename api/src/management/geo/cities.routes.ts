// GET /api/cities?country=COL&q=&_start=&_end= (searchable, paged as a Refine list) and
// GET /api/cities?country=COL&id=a&id=b (the names of stored codes, for lists and detail pages).
import type { ServerRoute } from '@hapi/hapi';
import Joi from 'joi';
import type { Knex } from 'knex';
import { defineRoute } from '../../platform/http/route.ts';
import { findCity, searchCities, type CityView } from './cities.ts';
import { FALLBACK_COUNTRY } from '../../auth/countries.ts';
import { pageKeys, pageOf, paged } from '../../platform/http/paged.ts';

const MAX_PAGE = 100;

export function cityRoutes(db: () => Knex): ServerRoute[] {
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/cities',
      permission: null,
      tags: ['cities'],
      description:
        "Cities of a country with their department, by name (q) and paged (_start, _end; x-total-count), or by stored code (id, repeatable, as Refine's getMany asks)",
      validate: {
        query: Joi.object<{ country: string; q: string; id?: string[]; _sort?: string; _order?: string; _start: number; _end: number }>({
          country: Joi.string().max(3).default(FALLBACK_COUNTRY),
          q: Joi.string().allow('').max(100).default(''),
          id: Joi.array().items(Joi.string().max(80)).single().max(MAX_PAGE),
          _sort: Joi.string().valid('name'),
          _order: Joi.string().valid('asc'),
          ...pageKeys(),
        }),
      },
      handler: async ({ query, h }) => {
        const country = query.country;
        if (query.id) {
          const rows = query.id.map((c) => findCity(country, c)).filter((c): c is CityView => Boolean(c));
          return paged(h, rows, rows.length);
        }
        const { start, end } = pageOf(query, MAX_PAGE);
        const { rows, total } = searchCities(country, query.q, start, end);
        return paged(h, rows, total);
      },
    }),
  ];
}
