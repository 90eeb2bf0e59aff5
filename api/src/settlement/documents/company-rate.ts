// A document in another currency than its company's is also stated in the company's: the company's
// main currency and the equivalency of the document's currency in force on the document's date.
import type { Knex } from 'knex';
import { equivalencyOn, NoEquivalencyError, type Equivalency } from '../../management/currencies/conversion.ts';
import { unitsOf } from '../fees/pricing.ts';

export interface CompanyCurrency {
  main: { id: string; code: string; decimals: number } | null;
  rate: Equivalency | null;
}

/** The company's main currency, and the rate of `currencyId` to it on `day` (null when it is the same one, or none is in force yet). */
export async function companyCurrency(trx: Knex.Transaction, companyId: string, currencyId: string, day: string): Promise<CompanyCurrency> {
  const main = await trx('currencies').where({ companyId, isDefault: true, type: 1 }).first('id', 'code', 'decimals');
  const own = main && main.id !== currencyId ? (await unitsOf(trx, [currencyId])).get(currencyId) : undefined;
  if (!own?.equivalencies?.length) return { main: main ?? null, rate: null };
  try {
    return { main, rate: equivalencyOn(own.equivalencies, day) };
  } catch (e) {
    if (e instanceof NoEquivalencyError) return { main, rate: null }; // none in force yet: the company-currency figures are left out
    throw e;
  }
}
