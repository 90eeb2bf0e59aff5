// What the settlement screens read of a pre-invoice beyond its row, and the firm's comments on it:
// its lines (an invoice shows its pre-invoice's) and its comments; and the reads its documents and
// the client's view share (its parties, its projects). The routes check first that the caller
// reaches the pre-invoice (settlement-scope.ts, reachable).
import type { Knex } from 'knex';
import { INDEXING_UNIT } from '../../management/currencies/currencies.resource.ts';
import { adjustmentOf } from '../fees/fee-rounding.ts';

/**
 * A pre-invoice (alias `p`) with its parties joined: its client (`c`), billing currency (`cu`) and
 * company (`co`). The header of every document and view of it; the caller picks the columns.
 */
export const preinvoiceWithParties = (trx: Knex.Transaction, preinvoiceId: string) =>
  trx('preinvoices as p')
    .join('clients as c', 'c.id', 'p.client_id')
    .join('currencies as cu', 'cu.id', 'p.currency_id')
    .join('companies as co', 'co.id', 'p.company_id')
    .where('p.id', preinvoiceId);

/** The names of the projects a pre-invoice bills (its blocks'), in order. */
export const preinvoiceProjectNames = (trx: Knex.Transaction, preinvoiceId: string): Promise<string[]> =>
  trx('preinvoice_blocks as b')
    .join('projects as pr', 'pr.id', 'b.project_id')
    .where('b.preinvoiceId', preinvoiceId)
    .distinct('pr.name')
    .orderBy('pr.name')
    .pluck('pr.name');

/** Which line it is and what it says (alias `l`): the columns the firm's and the client's pages open a line with. */
export const lineHeadColumns = (trx: Knex.Transaction) => [
  'l.id',
  'l.position',
  'l.concept',
  'l.description',
  trx.raw(`to_char(l.line_date, 'YYYY-MM-DD') as "lineDate"`),
];

/**
 * A page of a pre-invoice's lines in order, with their total: amounts with the billing currency's
 * decimals, quantities and prices as stored, trailing zeros dropped (an invoice shows its pre-invoice's).
 */
export async function preinvoiceLines(trx: Knex.Transaction, preinvoiceId: string, page: { start: number; end: number }) {
  const base = trx('preinvoice_lines as l').where('l.preinvoice_id', preinvoiceId);
  const [{ total }] = await base.clone().count({ total: '*' });
  const decimals = (await trx('preinvoices as p').join('currencies as c', 'c.id', 'p.currency_id').where('p.id', preinvoiceId).first('c.decimals')).decimals;
  const rows = await base
    .clone()
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('projects as p', 'p.id', 'l.project_id')
    .join('settlement_blocks as b', 'b.id', 'l.block_id')
    .join('trade_agreements as t', 't.id', 'b.trade_agreement_id')
    .join('currencies as un', 'un.id', 't.currency_id')
    .select(
      ...lineHeadColumns(trx),
      trx.raw(`un.type = ${INDEXING_UNIT} as "isIndex"`),
      trx.raw('trim_scale(l.quantity)::text as quantity'),
      trx.raw('trim_scale(l.unit_price)::text as "unitPrice"'),
      trx.raw('trim_scale(l.discount_percent)::text as "discountPercent"'),
      ...['amount', 'taxes', 'withholdings'].map((c) => trx.raw(`round(l.${c}, ?)::text as ${c}`, [Number(decimals)])),
      'l.workedMinutes',
      'l.billedMinutes',
      'p.name as projectName',
      trx.raw(`coalesce(trim(u.name || ' ' || u.last_name), '') as "userName"`),
    )
    .orderBy('l.position')
    .offset(page.start)
    .limit(page.end - page.start);
  // What a cap's cut or a billing note changed on a currency line: quantity × unit price − discount + adjustment = amount.
  for (const r of rows) {
    const adjustment = r.isIndex
      ? null
      : adjustmentOf({ quantity: r.quantity, unitPrice: r.unitPrice, discount: r.discountPercent, amount: r.amount }, Number(decimals));
    r.adjustment = adjustment ? adjustment.toFixed(Number(decimals)) : null;
  }
  return { rows, total: Number(total) };
}

/** The comments on a pre-invoice, oldest first: the firm's (internal, or for the client) and the client's. */
export const preinvoiceComments = (trx: Knex.Transaction, preinvoiceId: string) =>
  trx('preinvoice_comments')
    .where({ preinvoiceId })
    .orderBy('createdAt')
    .orderBy('id')
    .select('id', 'userId', 'authorName', 'body', 'createdAt', 'forClient', 'fromClient');

/** A comment of the firm's on a pre-invoice, signed with the writer's name; internal unless `forClient`. */
export async function commentAsFirm(
  trx: Knex.Transaction,
  writer: { tenantId: string; userId: string },
  preinvoiceId: string,
  comment: { body: string; forClient: boolean },
) {
  const user = await trx('users').where({ id: writer.userId }).first('name', 'lastName');
  const [row] = await trx('preinvoice_comments')
    .insert({
      tenantId: writer.tenantId,
      preinvoiceId,
      userId: writer.userId,
      authorName: `${user.name} ${user.lastName}`.trim(),
      body: comment.body,
      forClient: comment.forClient,
    })
    .returning(['id', 'userId', 'authorName', 'body', 'createdAt', 'forClient', 'fromClient']);
  return row;
}
