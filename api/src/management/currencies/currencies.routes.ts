// GET /api/currencies/{id}/convert: an amount of a currency or indexing unit in its standard
// currency on a date (conversion.ts), for the admin's indexing unit page; agreements and settlement
// call convert() themselves.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { isCalendarDate } from '../../contract/field-checks.ts';
import { PATTERNS } from '../../contract/patterns.ts';
import { fail } from '../../platform/errors/app-error.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { convert, equivalencyOn, NoEquivalencyError, roundTo, type Equivalency } from './conversion.ts';
import { INDEXING_UNIT } from './currencies.resource.ts';

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
        params: Joi.object({ id: idSchema }),
        query: Joi.object({ amount: Joi.string().pattern(PATTERNS.decimal).required(), date: calendarDate.required() }),
      },
      errorCode: (d) => (d.path[0] === 'date' ? 'INVALID_DATE' : d.path[0] === 'amount' ? 'NOT_A_NUMBER' : 'INVALID_VALUE'),
      handler: async ({ trx, auth, params, query }) => {
        const unit = await trx('currencies').where({ id: params.id, companyId: auth.companyId }).first('id', 'type', 'standardCurrencyId', 'decimals');
        if (!unit) throw fail('NOT_FOUND');
        const amount = String(query.amount);
        const date = String(query.date);
        if (Number(unit.type) !== INDEXING_UNIT) {
          // A currency is its own standard: one unit is one unit.
          return { amount, date, standardCurrencyId: unit.id, equivalency: null, result: amount, rounded: roundTo(amount, Number(unit.decimals)) };
        }
        const equivalencies = (await trx('currency_equivalencies')
          .where({ currencyId: unit.id })
          .select(trx.raw(`to_char(valid_from, 'YYYY-MM-DD') as "validFrom"`), trx.raw('value::text as value'))) as Equivalency[];
        const standard = await trx('currencies').where({ id: unit.standardCurrencyId }).first('decimals');
        try {
          const equivalency = equivalencyOn(equivalencies, date);
          const result = convert(amount, [equivalency], date);
          return { amount, date, standardCurrencyId: unit.standardCurrencyId, equivalency, result, rounded: roundTo(result, Number(standard.decimals)) };
        } catch (error) {
          if (error instanceof NoEquivalencyError) throw fail('CONVERSION_BEFORE_FIRST_EQUIVALENCY', { date, first: error.first ?? '—' });
          throw error;
        }
      },
    }),
  ];
}
