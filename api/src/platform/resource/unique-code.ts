// A company's codes (roles, work groups, dynamic forms) are unique without regard to case. The
// unique index on lower(code) is the last word; this check answers first with the resource's own
// code and message, under a lock so two parallel saves of the same code cannot both pass it.
import type { Knex } from 'knex';
import type { ErrorCode } from '../../contract/error-catalogue.ts';
import { lockFor } from '../db/knex.ts';
import { fail } from '../errors/app-error.ts';

/** Throws `taken` when another row of the company's `table` has this code in any case. */
export async function refuseTakenCode(
  trx: Knex.Transaction,
  table: string,
  companyId: string,
  code: string,
  id: string | undefined,
  taken: ErrorCode,
): Promise<void> {
  await lockFor(trx, table, 'code', companyId, code.toLowerCase());
  const same = await trx(table)
    .where({ companyId })
    .whereRaw('lower(code) = lower(?)', [code])
    .modify((q) => {
      if (id) q.whereNot({ id });
    })
    .first('id');
  if (same) throw fail(taken);
}
