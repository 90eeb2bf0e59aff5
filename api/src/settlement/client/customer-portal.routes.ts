// The customer portal (document 1, 'dashboard-customer-portal'): a signed-in client contact reads
// their client's projects, pre-invoices and invoices, opens each, downloads its PDF and comments on a
// pre-invoice in revision. No permission code names it (the CLIENTE role holds none): the routes are
// the contacts' only (guard.ts: the firm's staff have the firm's screens) and read the client of the caller's own contact profile in the active
// company only (visibility.ts, portalClient), so nobody reads another client (decision 219). The
// firm's drafts stay the firm's: a pre-invoice reaches the portal once it is sent for revision.
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import * as audit from '../../audit/audit-log.ts';
import { portalClient } from '../../authorization/visibility.ts';
import { clientView } from './client-view.ts';
import { ensureNonEmpty } from '../preinvoices/preinvoices.resource.ts';
import { invoiceNumber } from '../settlement-flow.ts';
import { settlementPdf, type PdfLanguage } from '../documents/settlement-pdf.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';

/** The newest rows of each list the portal shows (the counts say how many there are in all). */
export const PORTAL_ROWS = 100;
/** The pre-invoices a client sees: sent for its revision, and approved (the invoice's origin). */
export const PORTAL_PREINVOICE_STATES = ['revision', 'approved'] as const;

const tags = ['settlement'];
const byId = { params: Joi.object({ id: idSchema.required() }) };
const pdfQuery = Joi.object({ language: Joi.string().valid('es', 'en') });

const pdf = (h: ResponseToolkit, body: Buffer, name: string) =>
  h
    .response(body)
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('access-control-expose-headers', 'content-disposition');

/** The client's pre-invoices a contact sees (alias `p`). */
const preinvoicesOf = (trx: Knex.Transaction, companyId: string, clientId: string) =>
  trx('preinvoices as p').where({ 'p.companyId': companyId, 'p.clientId': clientId }).whereIn('p.state', PORTAL_PREINVOICE_STATES);

/** The client's invoices (alias `i`). */
const invoicesOf = (trx: Knex.Transaction, companyId: string, clientId: string) =>
  trx('invoices as i').where({ 'i.companyId': companyId, 'i.clientId': clientId });

/** Amounts rounded to their currency's decimals (alias `cu` joined), as text. */
const money = (trx: Knex.Transaction, alias: string, fields: string[]) =>
  fields.map((f) => trx.raw(`round(${alias}.${f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}, cu.decimals)::text as "${f}"`));

const preinvoiceRows = (trx: Knex.Transaction, q: Knex.QueryBuilder) =>
  q
    .clone()
    .join('currencies as cu', 'cu.id', 'p.currency_id')
    .join('projects as pr', 'pr.id', 'p.project_id')
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id')
    .limit(PORTAL_ROWS)
    .select(
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
  q
    .clone()
    .join('currencies as cu', 'cu.id', 'i.currency_id')
    .join('projects as pr', 'pr.id', 'i.project_id')
    .orderBy('i.approvedAt', 'desc')
    .orderBy('i.id')
    .limit(PORTAL_ROWS)
    .select(
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
async function ownPreinvoice(trx: Knex.Transaction, companyId: string, clientId: string, id: string) {
  const row = await preinvoicesOf(trx, companyId, clientId).where('p.id', id).first('p.id', 'p.code', 'p.state');
  if (!row) throw new AppError('NOT_FOUND');
  return row as { id: string; code: string; state: string };
}

async function ownInvoice(trx: Knex.Transaction, companyId: string, clientId: string, id: string) {
  const row = await invoicesOf(trx, companyId, clientId).where('i.id', id).first('i.id', 'i.preinvoiceId', 'i.prefix', 'i.number');
  if (!row) throw new AppError('NOT_FOUND');
  return row as { id: string; preinvoiceId: string; prefix: string; number: string };
}

export function customerPortalRoutes(db: () => Knex, storage: () => FileStorage): ServerRoute[] {
  const portal = { permission: null, audience: 'contacts', tags } as const;
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/customer-portal',
      ...portal,
      description:
        "The client contact's portal: their client's projects, pre-invoices (in revision or approved) and invoices with balances, " +
        `the newest ${PORTAL_ROWS} of each with counts, and what is owed per currency`,
      validate: { query: Joi.object({}) },
      handler: async ({ trx, auth }) => {
        const clientId = portalClient(auth);
        const client = await trx('clients').where({ id: clientId, companyId: auth.companyId }).first('name');
        const projects = trx('projects').where({ companyId: auth.companyId, clientId });
        const preinvoices = preinvoicesOf(trx, auth.companyId, clientId);
        const invoices = invoicesOf(trx, auth.companyId, clientId);
        return {
          contact: { clientId, clientName: client?.name ?? '' },
          counts: { projects: await count(projects), preinvoices: await count(preinvoices), invoices: await count(invoices) },
          projects: await projects.clone().orderBy('name').orderBy('id').limit(PORTAL_ROWS).select('id', 'name', 'state', 'clientMatterCode'),
          preinvoices: await preinvoiceRows(trx, preinvoices),
          invoices: await invoiceRows(trx, invoices),
          balances: await balancesOf(trx, invoices),
        };
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/customer-portal/projects/{id}',
      ...portal,
      description: "One of the contact's client's projects: what it is, its agreements, and its pre-invoices, invoices and balance; 404 for any other project",
      validate: byId,
      handler: async ({ trx, auth, params }) => {
        const clientId = portalClient(auth);
        const project = await trx('projects')
          .where({ id: params.id, companyId: auth.companyId, clientId })
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
        const invoices = invoicesOf(trx, auth.companyId, clientId).where('i.projectId', project.id);
        return {
          ...project,
          agreements,
          preinvoices: await preinvoiceRows(trx, preinvoicesOf(trx, auth.companyId, clientId).where('p.projectId', project.id)),
          invoices: await invoiceRows(trx, invoices),
          balances: await balancesOf(trx, invoices),
        };
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/customer-portal/preinvoices/{id}',
      ...portal,
      description:
        "One of the client's pre-invoices as the client reads it (header, lines, totals, rounding rule, the comments written for it and its own) " +
        "and whether it may still comment (in revision); 404 for another client's, a draft or a canceled one",
      validate: byId,
      handler: async ({ trx, auth, params }) => {
        const row = await ownPreinvoice(trx, auth.companyId, portalClient(auth), params.id);
        return { ...(await clientView(trx, row.id)), canComment: row.state === 'revision' };
      },
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/customer-portal/preinvoices/{id}/comments',
      ...portal,
      description:
        "The contact comments on their client's pre-invoice in revision ({ body }; 'Debes escribir un mensaje' when empty): " +
        "signed with their name, it joins the pre-invoice's comments the firm reads; 409 PREINVOICE_NOT_IN_REVISION otherwise",
      validate: { ...byId, payload: Joi.object({ body: Joi.string().allow('').max(2000).required() }) },
      errorCode: (d) => (d.type === 'object.unknown' ? 'UNKNOWN_FIELD' : d.type === 'string.max' ? 'TOO_LONG' : 'MESSAGE_REQUIRED'),
      handler: async ({ trx, auth, params, payload, h }) => {
        const row = await ownPreinvoice(trx, auth.companyId, portalClient(auth), params.id);
        const body = ensureNonEmpty(payload.body);
        // Locked against an approval at the same moment: a comment lands on a pre-invoice still in revision.
        const state = (await trx('preinvoices').where({ id: row.id }).forUpdate().first('state')).state as string;
        if (state !== 'revision') throw new AppError('PREINVOICE_NOT_IN_REVISION');
        const me = await trx('users').where({ id: auth.userId }).first(trx.raw(`trim(name || ' ' || coalesce(last_name, '')) as "fullName"`));
        const [comment] = await trx('preinvoice_comments')
          .insert({
            tenantId: auth.tenantId,
            preinvoiceId: row.id,
            userId: auth.userId,
            authorName: me?.fullName || auth.email,
            body,
            forClient: true,
            fromClient: true,
          })
          .returning(['id', 'authorName', 'body', 'createdAt', 'fromClient']);
        await audit.record(trx, {
          tenantId: auth.tenantId,
          companyId: auth.companyId,
          actorId: auth.userId,
          entity: 'preinvoices',
          entityId: row.id,
          action: 'clientComment',
          before: {},
          after: { commentId: comment.id },
        });
        return h.response(comment).code(201);
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/customer-portal/preinvoices/{id}/pdf',
      ...portal,
      description: "The client's pre-invoice as a PDF, es or en (?language=)",
      validate: { ...byId, query: pdfQuery },
      handler: async ({ trx, auth, params, query, locale, h }) => {
        const row = await ownPreinvoice(trx, auth.companyId, portalClient(auth), params.id);
        return pdf(h, await settlementPdf(trx, storage(), row.id, ((query.language as string | undefined) ?? locale) as PdfLanguage), `${row.code}.pdf`);
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/customer-portal/invoices/{id}',
      ...portal,
      description:
        "One of the client's invoices: number, state, dates, totals, what was credited and paid (its credit notes and the cash receipts applied to it), the balance, and its lines; 404 for another client's",
      validate: byId,
      handler: async ({ trx, auth, params }) => {
        const own = await ownInvoice(trx, auth.companyId, portalClient(auth), params.id);
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
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/customer-portal/invoices/{id}/pdf',
      ...portal,
      description: "The client's invoice as a PDF, es or en (?language=)",
      validate: { ...byId, query: pdfQuery },
      handler: async ({ trx, auth, params, query, locale, h }) => {
        const own = await ownInvoice(trx, auth.companyId, portalClient(auth), params.id);
        const bytes = await settlementPdf(trx, storage(), own.preinvoiceId, ((query.language as string | undefined) ?? locale) as PdfLanguage, own.id);
        return pdf(h, bytes, `${invoiceNumber(own.prefix, own.number)}.pdf`);
      },
    }),
  ];
}
