// The customer portal's reads and its one write (customer-portal.routes.ts calls them): a client
// contact's projects, pre-invoices and invoices, each of their client only, in the active company
// (the routes take the client from visibility.ts, portalClient), and a comment on a pre-invoice in
// revision. The firm's drafts stay the firm's: a pre-invoice reaches the portal once it is sent for revision.
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors/app-error.ts';
import * as audit from '../../audit/audit-log.ts';
import { clientView } from './client-view.ts';
import { invoiceNumber } from '../settlement-flow.ts';

/** The newest rows of each list the portal shows (the counts say how many there are in all). */
export const PORTAL_ROWS = 100;
/** The pre-invoices a client sees: sent for its revision, and approved (the invoice's origin). */
export const PORTAL_PREINVOICE_STATES = ['revision', 'approved'] as const;

/** The client's pre-invoices a contact sees (alias `p`). */
const preinvoicesOf = (trx: Knex.Transaction, companyId: string, clientId: string) =>
  trx('preinvoices as p').where({ 'p.companyId': companyId, 'p.clientId': clientId }).whereIn('p.state', PORTAL_PREINVOICE_STATES);

/** The client's invoices (alias `i`). */
const invoicesOf = (trx: Knex.Transaction, companyId: string, clientId: string) =>
  trx('invoices as i').where({ 'i.companyId': companyId, 'i.clientId': clientId });

/** Amounts rounded to their currency's decimals (alias `cu` joined), as text. */
const money = (trx: Knex.Transaction, alias: string, fields: string[]) =>
  fields.map((f) => trx.raw(`round(${alias}.${f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}, cu.decimals)::text as "${f}"`));

/** The newest PORTAL_ROWS of a list of pre-invoices or invoices (alias `alias`), with their currency (`cu`) and project (`pr`) joined. */
const newestRows = (q: Knex.QueryBuilder, alias: 'p' | 'i', newestFirstBy: string) =>
  q
    .clone()
    .join('currencies as cu', 'cu.id', `${alias}.currency_id`)
    .join('projects as pr', 'pr.id', `${alias}.project_id`)
    .orderBy(`${alias}.${newestFirstBy}`, 'desc')
    .orderBy(`${alias}.id`)
    .limit(PORTAL_ROWS);

const preinvoiceRows = (trx: Knex.Transaction, q: Knex.QueryBuilder) =>
  newestRows(q, 'p', 'createdAt').select(
    'p.id',
    'p.code',
    'p.state',
    trx.raw(`to_char(p.period, 'YYYY-MM') as period`),
    'pr.id as projectId',
    'pr.name as projectName',
    'cu.code as currency',
    'cu.decimals',
    ...money(trx, 'p', ['total']),
  );

const invoiceRows = (trx: Knex.Transaction, q: Knex.QueryBuilder) =>
  newestRows(q, 'i', 'approvedAt').select(
    'i.id',
    trx.raw(`i.prefix || '-' || lpad(i.number::text, 6, '0') as number`),
    'i.state',
    trx.raw(`to_char(i.issue_date, 'YYYY-MM-DD') as "issueDate"`),
    'pr.id as projectId',
    'pr.name as projectName',
    'cu.code as currency',
    'cu.decimals',
    ...money(trx, 'i', ['total']),
    trx.raw('round(i.total - i.credited - i.paid, cu.decimals)::text as balance'),
  );

/** What the client owes, per currency (annulled invoices owe nothing). */
const balancesOf = (trx: Knex.Transaction, q: Knex.QueryBuilder) =>
  q
    .clone()
    .join('currencies as cu', 'cu.id', 'i.currency_id')
    .where('i.state', 'approved')
    .groupBy('cu.code', 'cu.decimals')
    .orderBy('cu.code')
    .select('cu.code as currency', 'cu.decimals', trx.raw('round(sum(i.total - i.credited - i.paid), cu.decimals)::text as balance'));

const count = async (q: Knex.QueryBuilder) => Number((await q.clone().clearSelect().count({ n: '*' }))[0].n);

/** The contact's pre-invoice, or 404 (another client's, a draft, a canceled one: the same answer). */
export async function ownPreinvoice(trx: Knex.Transaction, companyId: string, clientId: string, id: string) {
  const row = await preinvoicesOf(trx, companyId, clientId).where('p.id', id).first('p.id', 'p.code', 'p.state');
  if (!row) throw new AppError('NOT_FOUND');
  return row as { id: string; code: string; state: string };
}

export async function ownInvoice(trx: Knex.Transaction, companyId: string, clientId: string, id: string) {
  const row = await invoicesOf(trx, companyId, clientId).where('i.id', id).first('i.id', 'i.preinvoiceId', 'i.prefix', 'i.number');
  if (!row) throw new AppError('NOT_FOUND');
  return row as { id: string; preinvoiceId: string; prefix: string; number: string };
}

/** Who reads the portal: the contact's tenant, company, user and their client. */
export interface PortalReader {
  tenantId: string;
  companyId: string;
  userId: string;
  email: string;
  clientId: string;
}

/** The portal's first screen: the client's projects, pre-invoices and invoices (the newest of each, with counts) and what it owes. */
export async function portalOverview(trx: Knex.Transaction, { companyId, clientId }: PortalReader) {
  const client = await trx('clients').where({ id: clientId, companyId }).first('name');
  const projects = trx('projects').where({ companyId, clientId });
  const preinvoices = preinvoicesOf(trx, companyId, clientId);
  const invoices = invoicesOf(trx, companyId, clientId);
  return {
    contact: { clientId, clientName: client?.name ?? '' },
    counts: { projects: await count(projects), preinvoices: await count(preinvoices), invoices: await count(invoices) },
    projects: await projects.clone().orderBy('name').orderBy('id').limit(PORTAL_ROWS).select('id', 'name', 'state', 'clientMatterCode'),
    preinvoices: await preinvoiceRows(trx, preinvoices),
    invoices: await invoiceRows(trx, invoices),
    balances: await balancesOf(trx, invoices),
  };
}

/** One of the client's projects with its agreements, pre-invoices, invoices and balance; 404 for any other. */
export async function portalProject(trx: Knex.Transaction, { companyId, clientId }: PortalReader, id: string) {
  const project = await trx('projects')
    .where({ id, companyId, clientId })
    .first('id', 'name', 'description', 'requestedBy', 'state', 'matterCode', 'clientMatterCode');
  if (!project) throw new AppError('NOT_FOUND');
  const agreements = await trx('trade_agreements as a')
    .leftJoin('currencies as cu', 'cu.id', 'a.currency_id')
    .where({ 'a.projectId': project.id })
    .whereNot('a.state', 'inactive')
    .orderBy('a.startDate', 'desc')
    .orderBy('a.id')
    .select(
      'a.id',
      'a.type',
      'a.state',
      trx.raw(`to_char(a.start_date, 'YYYY-MM-DD') as "startDate"`),
      trx.raw(`to_char(a.end_date, 'YYYY-MM-DD') as "endDate"`),
      'cu.code as currency',
    );
  const invoices = invoicesOf(trx, companyId, clientId).where('i.projectId', project.id);
  return {
    ...project,
    agreements,
    preinvoices: await preinvoiceRows(trx, preinvoicesOf(trx, companyId, clientId).where('p.projectId', project.id)),
    invoices: await invoiceRows(trx, invoices),
    balances: await balancesOf(trx, invoices),
  };
}

/**
 * The contact's comment on their client's pre-invoice in revision, signed with their name; it joins
 * the pre-invoice's comments the firm reads. 409 PREINVOICE_NOT_IN_REVISION once it left revision.
 */
export async function commentAsClient(trx: Knex.Transaction, reader: PortalReader, preinvoiceId: string, body: string) {
  // Locked against an approval at the same moment: a comment lands on a pre-invoice still in revision.
  const state = (await trx('preinvoices').where({ id: preinvoiceId }).forUpdate().first('state')).state as string;
  if (state !== 'revision') throw new AppError('PREINVOICE_NOT_IN_REVISION');
  const me = await trx('users').where({ id: reader.userId }).first(trx.raw(`trim(name || ' ' || coalesce(last_name, '')) as "fullName"`));
  const [comment] = await trx('preinvoice_comments')
    .insert({
      tenantId: reader.tenantId,
      companyId: reader.companyId,
      preinvoiceId,
      userId: reader.userId,
      authorName: me?.fullName || reader.email,
      body,
      forClient: true,
      fromClient: true,
    })
    .returning(['id', 'authorName', 'body', 'createdAt', 'fromClient']);
  await audit.record(trx, {
    tenantId: reader.tenantId,
    companyId: reader.companyId,
    actorId: reader.userId,
    entity: 'preinvoices',
    entityId: preinvoiceId,
    action: 'clientComment',
    before: {},
    after: { commentId: comment.id },
  });
  return comment;
}

/** One of the client's invoices: its head, lines and totals, and the credit notes and payments that settled it. */
export async function portalInvoice(trx: Knex.Transaction, reader: PortalReader, id: string) {
  const own = await ownInvoice(trx, reader.companyId, reader.clientId, id);
  const head = await trx('invoices as i')
    .join('currencies as cu', 'cu.id', 'i.currency_id')
    .where('i.id', own.id)
    .first(
      'i.id',
      'i.state',
      trx.raw(`to_char(i.issue_date, 'YYYY-MM-DD') as "issueDate"`),
      'cu.code as currency',
      'cu.decimals',
      ...money(trx, 'i', ['subtotal', 'taxes', 'withholdings', 'total', 'credited', 'paid']),
      trx.raw('round(i.total - i.credited - i.paid, cu.decimals)::text as balance'),
    );
  const { comments: _internal, code: preinvoiceCode, state: _preinvoiceState, ...content } = await clientView(trx, own.preinvoiceId);
  // What settled it: the credit notes on it and the cash receipts' amounts applied to it, oldest first.
  const creditNotes = await trx('credit_notes as n')
    .join('invoices as i', 'i.id', 'n.invoice_id')
    .join('currencies as cu', 'cu.id', 'i.currency_id')
    .where('n.invoiceId', own.id)
    .orderBy('n.createdAt')
    .orderBy('n.id')
    .select('n.id', 'n.code', 'n.createdAt', ...money(trx, 'n', ['invoiceValue']));
  const payments = await trx('cash_receipt_invoices as ri')
    .join('cash_receipts as r', 'r.id', 'ri.cash_receipt_id')
    .join('invoices as i', 'i.id', 'ri.invoice_id')
    .join('currencies as cu', 'cu.id', 'i.currency_id')
    .where('ri.invoiceId', own.id)
    .orderBy('r.createdAt')
    .orderBy('r.id')
    .select('r.id', 'r.code', 'r.createdAt', ...money(trx, 'ri', ['amount']));
  return { ...content, ...head, number: invoiceNumber(own.prefix, own.number), preinvoiceCode, creditNotes, payments };
}
