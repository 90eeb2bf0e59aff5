// GET /api/currencies/{id}/convert: an amount of a currency or indexing unit in its standard
// currency on a date (currency-conversion.ts), for the admin's indexing unit page; agreements and settlement
// call convert() themselves.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { isCalendarDate } from '../../contract/field-checks.ts';
import { PATTERNS } from '../../contract/patterns.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { convertOn } from './currency-conversion.ts';

/** A real calendar day YYYY-MM-DD in a query (INVALID_DATE otherwise, by the route's errorCode). */
export const calendarDate = Joi.string().custom((v: string, helpers) => (isCalendarDate(v) ? v : helpers.error('any.invalid')));

export function currenciesRoutes(db: () => Knex): ServerRoute[] {
  return [
    defineRoute(db, {
      // Every member picks currencies (the resource's lookup), so every member may convert.
      method: 'GET',
      path: '/api/currencies/{id}/convert',
      permission: null,
      tags: ['currencies'],
      description:
        'An amount of the currency or indexing unit in its standard currency on a date: ' +
        '{ amount, date, standardCurrencyId, equivalency: { validFrom, value }, result (exact), rounded (to the standard currency decimals) }',
      validate: {
        params: Joi.object<{ id: string }>({ id: idSchema }),
        query: Joi.object<{ amount: string; date: string }>({ amount: Joi.string().pattern(PATTERNS.decimal).required(), date: calendarDate.required() }),
      },
      errorCode: (d) => (d.path[0] === 'date' ? 'INVALID_DATE' : d.path[0] === 'amount' ? 'NOT_A_NUMBER' : 'INVALID_VALUE'),
      handler: ({ trx, auth, params, query }) => convertOn(trx, auth.companyId, params.id, query.amount, query.date),
    }),
  ];
}
