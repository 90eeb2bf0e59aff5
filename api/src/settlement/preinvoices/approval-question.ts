// What approving a pre-invoice will do, asked before it is done (PREINVOICE_APPROVAL_CONFIRM): the
// invoice's series, its client and its total in the pre-invoice's currency, said in each language,
// and the work it bills. The approve action verifies with it; save-and-approve asks it after saving.
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Verification } from '../../platform/resource/actions.ts';
import { Decimal } from '../../management/currencies/conversion.ts';
import { amountIn } from '../documents/amount-text.ts';

/**
 * The work a pre-invoice holds (decision 290): while it is under revision, what its approval bills
 * and its cancellation sends back to the blocks.
 */
export const workOfPreinvoice = (trx: Knex.Transaction, preinvoiceId: string) => trx('preinvoice_work').where({ preinvoiceId });

/** How many activities approving or canceling the pre-invoice moves (the questions' `affected`). */
export async function countWork(trx: Knex.Transaction, preinvoiceId: string): Promise<number> {
  const [{ count }] = await workOfPreinvoice(trx, preinvoiceId).count({ count: '*' });
  return Number(count);
}

/**
 * The question names the invoice's prefix, never its number: the number is taken from the gapless
 * counter only inside the approval's transaction, and another approval may take the next one
 * between the question and the answer. A pre-invoice of 0.00 is refused here as the approval
 * would refuse it, so nobody is asked about an invoice that cannot be made.
 */
export async function approvalQuestion(trx: Knex.Transaction, companyId: string, preinvoiceId: string): Promise<Verification> {
  const p = await trx('preinvoices as p')
    .join('clients as c', 'c.id', 'p.client_id')
    .join('currencies as cu', 'cu.id', 'p.currency_id')
    .where('p.id', preinvoiceId)
    .first(trx.raw('p.total::text as total'), 'c.name as client', 'cu.code as currency', 'cu.decimals');
  if (new Decimal(p.total).isZero()) throw new AppError('PREINVOICE_TOTAL_ZERO');
  const company = await trx('companies').where({ id: companyId }).first('invoicePrefix');
  return {
    affected: { activities: await countWork(trx, preinvoiceId) },
    confirm: {
      code: 'PREINVOICE_APPROVAL_CONFIRM',
      params: { prefix: String(company.invoicePrefix), client: String(p.client), total: amountIn(p.total, Number(p.decimals), String(p.currency)) },
    },
  };
}
