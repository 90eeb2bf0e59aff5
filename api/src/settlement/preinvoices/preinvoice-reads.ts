// The reads a pre-invoice's documents and the client's view share: its parties, its projects, the
// head of each line. Its lines and comments as the firm's screens list them are declared resources
// (preinvoice-lines.resource.ts, preinvoice-comments.resource.ts).
import type { Knex } from 'knex';

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

/** Which line it is and what it says (alias `l`): the columns the client's view opens a line with. */
export const lineHeadColumns = (trx: Knex.Transaction) => [
  'l.id',
  'l.position',
  'l.concept',
  'l.description',
  trx.raw(`to_char(l.line_date, 'YYYY-MM-DD') as "lineDate"`),
];
