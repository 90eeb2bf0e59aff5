// What the electronic-invoicing screens read ("Noova state and report") and the invoices'
// indicators and dashboard ('Liquidadas'), all under the invoices' pair (SettlementReadLiquidatedAll /
// Workgroup): All reads the company's invoices, Workgroup those of the projects staffed by one of
// the caller's work groups, in the SQL itself. Amounts are summed per currency, never across.
// einvoicing.routes.ts validates and calls these.
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors/app-error.ts';
import { today } from '../../platform/time/company-day.ts';
import type { SettlementCaller } from '../settlement-flow.ts';
import { reachOf } from '../settlement-scope.ts';
import { whereProjectVisible } from '../../authorization/visibility.ts';

/**
 * Rows over `from` (aliased `i`, with company_id, project_id and currency_id) the caller sees under
 * the invoices' pair, with their currency (`cu`): the company's, or under Workgroup those of their
 * work groups' projects.
 */
function underInvoicesPair(trx: Knex.Transaction, caller: SettlementCaller, from: Knex.Raw | string) {
  const reach = reachOf(caller, 'SettlementReadLiquidated');
  if (!reach) throw new AppError('FORBIDDEN');
  return trx
    .from(from)
    .join('currencies as cu', 'cu.id', 'i.currency_id')
    .where('i.company_id', caller.companyId)
    .modify((q) => whereProjectVisible(q, caller, 'SettlementReadLiquidated', 'i.project_id'));
}

/** The invoices the caller sees (`i`), with their currency (`cu`). */
const visibleInvoices = (trx: Knex.Transaction, caller: SettlementCaller) => underInvoicesPair(trx, caller, 'invoices as i');

/**
 * The electronic documents the caller sees (`i`): the invoices, and the credit notes (dated the day
 * they were made in the company's zone, valued at what they took off their invoice, in its
 * currency, in the invoice's project), under the invoices' pair; with their currency (`cu`).
 */
function visibleDocuments(trx: Knex.Transaction, caller: SettlementCaller) {
  const documents = trx.raw(`(
    select i.id, 'invoice' as kind, i.company_id, i.project_id, i.client_id, i.currency_id, i.issue_date,
      i.prefix || '-' || lpad(i.number::text, 6, '0') as number, i.total, i.state, i.einvoice_state, i.einvoice_message, i.einvoice_reference, i.einvoice_at
    from invoices i
    union all
    select n.id, 'credit-note', n.company_id, i.project_id, i.client_id, i.currency_id, (n.created_at at time zone co.time_zone)::date,
      n.code, n.invoice_value, 'approved', n.einvoice_state, n.einvoice_message, n.einvoice_reference, n.einvoice_at
    from credit_notes n join invoices i on i.id = n.invoice_id join companies co on co.id = n.company_id) as i`);
  return underInvoicesPair(trx, caller, documents);
}

/** A sum as text with the currency's decimals (never a float). */
const sumOf = (trx: Knex.Transaction, expression: string, as: string) => trx.raw(`round(coalesce(sum(${expression}), 0), max(cu.decimals))::text as "${as}"`);

/** What the report asks: the issue dates from and to (either may be absent), a state at the provider, a page. */
export interface ReportQuery {
  from?: string;
  to?: string;
  einvoiceState?: string;
  start: number;
  end: number;
}

/**
 * The invoices and credit notes issued in the period with their state at the provider: a page
 * narrowed by the state, its total, and the count and total per kind, state and currency over the whole period.
 */
export async function einvoiceReport(trx: Knex.Transaction, caller: SettlementCaller, asked: ReportQuery) {
  const { from, to } = asked;
  if (from && to && from > to) throw new AppError('EINVOICE_REPORT_RANGE');
  const period = visibleDocuments(trx, caller).modify((q) => {
    if (from) q.where('i.issue_date', '>=', from);
    if (to) q.where('i.issue_date', '<=', to);
  });
  // Invoices and credit notes apart: a note's value is never added to an invoice's total.
  const totals = await period
    .clone()
    .groupBy('i.kind', 'i.einvoice_state', 'cu.code')
    .orderBy('i.kind', 'desc')
    .orderBy('i.einvoice_state')
    .orderBy('cu.code')
    .select('i.kind', 'i.einvoice_state as einvoiceState', 'cu.code as currency', trx.raw('count(*)::int as count'), sumOf(trx, 'i.total', 'total'));
  const narrowed = period.clone().modify((q) => {
    if (asked.einvoiceState) q.where('i.einvoice_state', asked.einvoiceState);
  });
  const [{ count }] = await narrowed.clone().count({ count: '*' });
  const rows = await narrowed
    .clone()
    .join('clients as c', 'c.id', 'i.client_id')
    .select(
      'i.id',
      'i.kind',
      'i.number',
      trx.raw(`to_char(i.issue_date, 'YYYY-MM-DD') as "issueDate"`),
      'c.name as clientName',
      'cu.code as currency',
      trx.raw('round(i.total, cu.decimals)::text as total'),
      'i.state',
      'i.einvoiceState',
      'i.einvoiceMessage',
      'i.einvoiceReference',
      'i.einvoiceAt',
    )
    .orderBy('i.issue_date', 'desc')
    .orderBy('i.number', 'desc')
    .orderBy('i.id')
    .offset(asked.start)
    .limit(asked.end - asked.start);
  return { rows, total: Number(count), totals };
}

/**
 * The invoices' indicators over those the caller sees, per currency: by state and by electronic-invoicing
 * state, the last twelve months, the outstanding balance, and the first ten clients and projects by amount.
 */
export async function invoicesDashboard(trx: Knex.Transaction, caller: SettlementCaller) {
  const base = () => visibleInvoices(trx, caller);
  const company = await trx('companies').where({ id: caller.companyId }).first('timeZone');
  const month = today(company.timeZone).slice(0, 7);
  const first = `${month}-01`;
  const byState = await base()
    .groupBy('i.state', 'cu.code')
    .orderBy('i.state')
    .orderBy('cu.code')
    .select('i.state', 'cu.code as currency', trx.raw('count(*)::int as count'), sumOf(trx, 'i.total', 'total'));
  const byEinvoiceState = await base()
    .groupBy('i.einvoice_state', 'cu.code')
    .orderBy('i.einvoice_state')
    .orderBy('cu.code')
    .select('i.einvoice_state as einvoiceState', 'cu.code as currency', trx.raw('count(*)::int as count'), sumOf(trx, 'i.total', 'total'));
  // Approved invoices only from here on: an annulled one is neither invoiced nor owed.
  const approved = () => base().where('i.state', 'approved');
  const months = await approved()
    .where('i.issue_date', '>=', trx.raw(`?::date - interval '11 months'`, [first]))
    .groupByRaw(`to_char(i.issue_date, 'YYYY-MM'), cu.code`)
    .orderByRaw('1, 2')
    .select(trx.raw(`to_char(i.issue_date, 'YYYY-MM') as month`), 'cu.code as currency', trx.raw('count(*)::int as count'), sumOf(trx, 'i.total', 'total'));
  const outstanding = await approved()
    .groupBy('cu.code')
    .orderBy('cu.code')
    .select(
      'cu.code as currency',
      trx.raw('count(*) filter (where i.total - i.credited - i.paid > 0)::int as count'),
      sumOf(trx, 'i.total - i.credited - i.paid', 'balance'),
    );
  // The first ten of each currency by amount invoiced.
  const top = (table: 'clients' | 'projects', column: string) =>
    trx
      .from(
        approved()
          .join(`${table} as x`, 'x.id', column)
          .groupBy('x.id', 'x.name', 'cu.code')
          .select(
            'x.id',
            'x.name',
            'cu.code as currency',
            trx.raw('count(*)::int as count'),
            sumOf(trx, 'i.total', 'total'),
            sumOf(trx, 'i.total - i.credited - i.paid', 'balance'),
            trx.raw('row_number() over (partition by cu.code order by sum(i.total) desc, x.name) as rank'),
          )
          .as('r'),
      )
      .where('r.rank', '<=', 10)
      .orderBy('r.currency')
      .orderBy('r.rank')
      .select('r.id', 'r.name', 'r.currency', 'r.count', 'r.total', 'r.balance');
  const previous = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);
  return {
    thisMonth: month,
    previousMonth: previous,
    byState,
    byEinvoiceState,
    months,
    outstanding,
    byClient: await top('clients', 'i.client_id'),
    byProject: await top('projects', 'i.project_id'),
  };
}
