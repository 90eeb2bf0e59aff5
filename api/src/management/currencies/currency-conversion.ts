// An amount of a currency or indexing unit of the caller's company in its standard currency on a
// date, read from the database and worked by conversion.ts: for the admin's indexing unit page.
import type { Knex } from 'knex';
import { fail } from '../../platform/errors/app-error.ts';
import { convert, equivalencyOn, NoEquivalencyError, roundTo, type Equivalency } from './conversion.ts';
import { INDEXING_UNIT } from './currencies.resource.ts';

/** A unit's equivalencies, each as { validFrom: YYYY-MM-DD, value } in exact decimal text. */
export async function equivalenciesOf(trx: Knex.Transaction, currencyId: string): Promise<Equivalency[]> {
  return (await trx('currency_equivalencies')
    .where({ currencyId })
    .select(trx.raw(`to_char(valid_from, 'YYYY-MM-DD') as "validFrom"`), trx.raw('value::text as value'))) as Equivalency[];
}

/** `amount` of the unit on `date`: the equivalency in force, the exact result and the result rounded to the standard's decimals. */
export async function convertOn(trx: Knex.Transaction, companyId: string, currencyId: string, amount: string, date: string) {
  const unit = await trx('currencies').where({ id: currencyId, companyId }).first('id', 'type', 'standardCurrencyId', 'decimals');
  if (!unit) throw fail('NOT_FOUND');
  if (Number(unit.type) !== INDEXING_UNIT) {
    // A currency is its own standard: one unit is one unit.
    return { amount, date, standardCurrencyId: unit.id, equivalency: null, result: amount, rounded: roundTo(amount, Number(unit.decimals)) };
  }
  const equivalencies = await equivalenciesOf(trx, unit.id as string);
  const standard = await trx('currencies').where({ id: unit.standardCurrencyId }).first('decimals');
  try {
    const equivalency = equivalencyOn(equivalencies, date);
    const result = convert(amount, [equivalency], date);
    return { amount, date, standardCurrencyId: unit.standardCurrencyId, equivalency, result, rounded: roundTo(result, Number(standard.decimals)) };
  } catch (error) {
    if (error instanceof NoEquivalencyError) throw fail('CONVERSION_BEFORE_FIRST_EQUIVALENCY', { date, first: error.first ?? '—' });
    throw error;
  }
}
