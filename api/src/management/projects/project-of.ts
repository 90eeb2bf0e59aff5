// The project a project route names, in the caller's company: another company's or tenant's is not found.
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors/app-error.ts';

export async function projectOf(trx: Knex.Transaction, companyId: string, id: string): Promise<void> {
  if (!(await trx('projects').where({ id, companyId }).first('id'))) throw new AppError('NOT_FOUND');
}
