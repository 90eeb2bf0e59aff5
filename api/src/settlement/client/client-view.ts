// What a client reads of its pre-invoice, the same through the signed link (external-link.ts) and in
// the customer portal (customer-portal.routes.ts): the firm's internal comments stay with the firm.
import type { Knex } from 'knex';
import { lineHeadColumns, preinvoiceProjectNames, preinvoiceWithParties } from '../preinvoices/preinvoice-reads.ts';

/** The most lines the client's page shows; the PDF prints up to its own limit. */
export const CLIENT_VIEW_MAX_LINES = 500;

/** What the client sees: the header, the lines (up to CLIENT_VIEW_MAX_LINES), the totals, the rounding rule and the comments. */
export async function clientView(trx: Knex.Transaction, preinvoiceId: string) {
  const head = await preinvoiceWithParties(trx, preinvoiceId).first(
    'p.id',
    'p.code',
    'p.state',
    trx.raw(`to_char(p.period, 'YYYY-MM') as period`),
    'c.name as clientName',
    'c.documentNumber as clientDocument',
    'cu.code as currency',
    'cu.decimals',
    'co.name as companyName',
    'co.mainColor',
    'p.roundingEs',
    'p.roundingEn',
    ...['subtotal', 'taxes', 'withholdings', 'total'].map((f) => trx.raw(`round(p.${f}, cu.decimals)::text as ${f}`)),
  );
  const projects = await preinvoiceProjectNames(trx, preinvoiceId);
  const [{ total }] = await trx('preinvoice_lines').where({ preinvoiceId }).count({ total: '*' });
  const lines = await trx('preinvoice_lines as l')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('projects as pr', 'pr.id', 'l.project_id')
    .where('l.preinvoice_id', preinvoiceId)
    .select(
      ...lineHeadColumns(trx),
      trx.raw('trim_scale(l.quantity)::text as quantity'),
      trx.raw('trim_scale(l.unit_price)::text as "unitPrice"'),
      ...['amount', 'taxes', 'withholdings'].map((c) => trx.raw(`round(l.${c}, ?)::text as ${c}`, [Number(head.decimals)])),
      'pr.name as projectName',
      trx.raw(`coalesce(trim(u.name || ' ' || u.last_name), '') as "userName"`),
    )
    .orderBy('l.position')
    .limit(CLIENT_VIEW_MAX_LINES);
  // The firm's internal comments stay with the firm: the client reads what was written for it, and its own.
  const comments = await trx('preinvoice_comments')
    .where({ preinvoiceId })
    .where((w) => w.where('forClient', true).orWhere('fromClient', true))
    .orderBy('createdAt')
    .orderBy('id')
    .select('id', 'authorName', 'body', 'createdAt', 'fromClient');
  return { ...head, projects, lines, lineCount: Number(total), comments };
}
