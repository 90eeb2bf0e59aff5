// GET /api/rate-books/lookup: the rate of a professional for an activity type on a project on a
// date (rate-lookup.ts reads the rows that can apply; rates.ts decides).
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { calendarDate } from '../currencies/currencies.routes.ts';
import { RATE_BOOK_TYPES } from './rate-books.resource.ts';
import { lookupRate, type RateLookup } from './rate-lookup.ts';

export function ratesRoutes(db: () => Knex): ServerRoute[] {
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/rate-books/lookup',
      permission: 'AdministrationCompany',
      alsoAllowed: ['AdministrationProjects'],
      tags: ['rate-books'],
      description:
        'The rate of a professional for an activity type on a project on a date, from the rate books (docs/rates.md): ' +
        '{ bookId, bookTitle, currencyId, currencyCode, value, lineId, specificity, tariffCategoryId }; 404 RATE_NOT_FOUND when no book prices it',
      validate: {
        query: Joi.object<{ userId: string; projectId: string; activityTypeId?: string; date: string; type: RateLookup['type'] }>({
          userId: idSchema.required(),
          projectId: idSchema.required(),
          activityTypeId: idSchema.allow(''),
          date: calendarDate.required(),
          type: Joi.string()
            .valid(...RATE_BOOK_TYPES)
            .default('hour'),
        }),
      },
      errorCode: (d) => (d.path[0] === 'date' ? 'INVALID_DATE' : d.type === 'any.required' ? 'REQUIRED' : 'INVALID_VALUE'),
      handler: async ({ trx, auth, query }) =>
        lookupRate(trx, auth.companyId, {
          userId: query.userId,
          projectId: query.projectId,
          activityTypeId: query.activityTypeId || null,
          date: query.date,
          type: query.type,
        }),
    }),
  ];
}
