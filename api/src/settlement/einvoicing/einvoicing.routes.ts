// The electronic-invoicing calls ("Noova state and report") and the invoices' indicators and
// dashboard ('Liquidadas'), all behind the invoices' pair (SettlementReadLiquidatedAll /
// Workgroup): All reads the company's invoices, Workgroup those of the projects staffed by one of
// the caller's work groups, in the SQL itself. Amounts are summed per currency, never across.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { loadConfig } from '../../platform/config.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { defineRoute, type RouteSpec } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { today } from '../../platform/time/company-day.ts';
import { EINVOICE_STATES } from '../invoices/invoices.resource.ts';
import type { SettlementCaller } from '../settlement-flow.ts';
import { reachable, reachOf } from '../settlement-scope.ts';
import { whereProjectVisible } from '../../authorization/visibility.ts';
import { resendDocument } from './einvoicing.ts';

const PAIR: Pick<RouteSpec, 'permission' | 'alsoAllowed'> = { permission: 'SettlementReadLiquidatedAll', alsoAllowed: ['SettlementReadLiquidatedWorkgroup'] };
const NOTES_PAIR: Pick<RouteSpec, 'permission' | 'alsoAllowed'> = { permission: 'SettlementCreditNotesAll', alsoAllowed: ['SettlementCreditNotesWorkgroup'] };
/** A credit note's project: its invoice's (the credit notes' pair narrows by it). */
const NOTE_PROJECT = '(select i.project_id from invoices i where i.id = t.invoice_id)';
const tags = ['settlement'];
const day = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .custom((v: string, helpers) => (Number.isNaN(Date.parse(v)) ? helpers.error('any.invalid') : v));

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

/** A document's moves at the provider, oldest first, with who made each (none: the job). */
const logOf = (trx: Knex.Transaction) =>
  trx('einvoice_log as l')
    .leftJoin('users as u', 'u.id', 'l.actor_id')
    .orderBy('l.createdAt')
    .orderBy('l.id')
    .select(
      'l.id',
      'l.provider',
      'l.fromState',
      'l.toState',
      'l.message',
      'l.reference',
      'l.createdAt',
      trx.raw(`trim(u.name || ' ' || u.last_name) as "actorName"`),
    );

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

export function einvoicingRoutes(db: () => Knex): ServerRoute[] {
  const providerName = loadConfig().einvoice.provider;
  return [
    defineRoute(db, {
      method: 'POST',
      path: '/api/invoices/{id}/einvoice/resend',
      ...PAIR,
      tags,
      description:
        '"Reenviar": a rejected or failed invoice goes back to pending and is submitted to the electronic-invoicing provider once committed (409 EINVOICE_NOT_RESENDABLE otherwise)',
      validate: { params: Joi.object({ id: idSchema.required() }) },
      handler: async ({ trx, auth, params }) => resendDocument(trx, auth, { invoiceId: params.id }, providerName),
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/credit-notes/{id}/einvoice/resend',
      ...NOTES_PAIR,
      tags,
      description:
        '"Reenviar": a rejected or failed credit note goes back to pending and is submitted to the electronic-invoicing provider once committed (409 EINVOICE_NOT_RESENDABLE otherwise)',
      validate: { params: Joi.object({ id: idSchema.required() }) },
      handler: async ({ trx, auth, params }) => resendDocument(trx, auth, { creditNoteId: params.id }, providerName),
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/credit-notes/{id}/einvoice-log',
      ...NOTES_PAIR,
      tags,
      description: "The credit note's moves at the electronic-invoicing provider, oldest first: from, to, message, reference, who (none: the job) and when",
      validate: { params: Joi.object({ id: idSchema.required() }) },
      handler: async ({ trx, auth, params }) => {
        await reachable(trx, auth, 'SettlementCreditNotes', 'credit_notes', params.id, NOTE_PROJECT);
        return logOf(trx).where('l.creditNoteId', params.id);
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/invoices/{id}/einvoice-log',
      ...PAIR,
      tags,
      description: "The invoice's moves at the electronic-invoicing provider, oldest first: from, to, message, reference, who (none: the job) and when",
      validate: { params: Joi.object({ id: idSchema.required() }) },
      handler: async ({ trx, auth, params }) => {
        await reachable(trx, auth, 'SettlementReadLiquidated', 'invoices', params.id);
        // The invoice's own moves (its credit notes' are on each note).
        return logOf(trx).where('l.invoiceId', params.id).whereNull('l.creditNoteId');
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/einvoicing/report',
      ...PAIR,
      tags,
      description:
        "Electronic-invoicing report: the invoices and credit notes issued from `from` to `to` (their issue date; a note's day) with their " +
        'state at the provider, a page narrowed by `einvoiceState`, and the count and total per kind, state and currency over the whole period',
      validate: {
        query: Joi.object({
          from: day,
          to: day,
          einvoiceState: Joi.string().valid(...EINVOICE_STATES),
          _start: Joi.number().integer().min(0).default(0),
          _end: Joi.number().integer().min(1).max(1000).default(20),
        }),
      },
      handler: async ({ trx, auth, query }) => {
        const from = query.from as string | undefined;
        const to = query.to as string | undefined;
        if (from && to && from > to) throw new AppError('EINVOICE_REPORT_RANGE');
        const period = visibleDocuments(trx, auth).modify((q) => {
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
          if (query.einvoiceState) q.where('i.einvoice_state', query.einvoiceState as string);
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
          .offset(query._start as number)
          .limit((query._end as number) - (query._start as number));
        return { rows, total: Number(count), totals };
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/invoices/dashboard',
      ...PAIR,
      tags,
      description:
        "The invoices' indicators over those the caller sees, per currency: count and total by state and by electronic-invoicing state, " +
        'invoiced this month and the previous one, the last twelve months, the outstanding balance, and the first ten clients and projects by amount in each',
      handler: async ({ trx, auth }) => {
        const caller = auth;
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
          .select(
            trx.raw(`to_char(i.issue_date, 'YYYY-MM') as month`),
            'cu.code as currency',
            trx.raw('count(*)::int as count'),
            sumOf(trx, 'i.total', 'total'),
          );
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
      },
    }),
  ];
}
