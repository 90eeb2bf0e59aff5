// The customer portal (document 1, 'dashboard-customer-portal'): a signed-in client contact reads
// their client's projects, pre-invoices and invoices, opens each, downloads its PDF and comments on a
// pre-invoice in revision. No permission code names it (the CLIENTE role holds none): the routes are
// the contacts' only (guard.ts: the firm's staff have the firm's screens) and read the client of the caller's own contact profile in the active
// company only (visibility.ts, portalClient), so nobody reads another client (decision 219). What
// they read and write is customer-portal.ts's.
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute, type HandlerArgs } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { portalClient } from '../../authorization/visibility.ts';
import { clientView } from './client-view.ts';
import { ensureNonEmpty } from '../preinvoices/preinvoices.resource.ts';
import { invoiceNumber } from '../settlement-flow.ts';
import { settlementPdf, type PdfLanguage } from '../documents/settlement-pdf.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { commentAsClient, ownInvoice, ownPreinvoice, portalInvoice, portalOverview, portalProject, PORTAL_ROWS, type PortalReader } from './customer-portal.ts';

const tags = ['settlement'];
const byId = { params: Joi.object<{ id: string }>({ id: idSchema.required() }) };
const pdfQuery = Joi.object<{ language?: PdfLanguage }>({ language: Joi.string().valid('es', 'en') });

const pdf = (h: ResponseToolkit, body: Buffer, name: string) =>
  h
    .response(body)
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('access-control-expose-headers', 'content-disposition');

/** The contact reading, with the client of their contact profile (404 for a caller who is not a contact). */
const readerOf = (auth: HandlerArgs['auth']): PortalReader => ({
  tenantId: auth.tenantId,
  companyId: auth.companyId,
  userId: auth.userId!,
  email: auth.email,
  clientId: portalClient(auth),
});

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
      handler: async ({ trx, auth }) => portalOverview(trx, readerOf(auth)),
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/customer-portal/projects/{id}',
      ...portal,
      description: "One of the contact's client's projects: what it is, its agreements, and its pre-invoices, invoices and balance; 404 for any other project",
      validate: byId,
      handler: async ({ trx, auth, params }) => portalProject(trx, readerOf(auth), params.id),
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
        const reader = readerOf(auth);
        const row = await ownPreinvoice(trx, reader.companyId, reader.clientId, params.id);
        return h.response(await commentAsClient(trx, reader, row.id, ensureNonEmpty(payload.body))).code(201);
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
        return pdf(h, await settlementPdf(trx, storage(), row.id, query.language ?? locale), `${row.code}.pdf`);
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/customer-portal/invoices/{id}',
      ...portal,
      description:
        "One of the client's invoices: number, state, dates, totals, what was credited and paid (its credit notes and the cash receipts applied to it), the balance, and its lines; 404 for another client's",
      validate: byId,
      handler: async ({ trx, auth, params }) => portalInvoice(trx, readerOf(auth), params.id),
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/customer-portal/invoices/{id}/pdf',
      ...portal,
      description: "The client's invoice as a PDF, es or en (?language=)",
      validate: { ...byId, query: pdfQuery },
      handler: async ({ trx, auth, params, query, locale, h }) => {
        const own = await ownInvoice(trx, auth.companyId, portalClient(auth), params.id);
        const bytes = await settlementPdf(trx, storage(), own.preinvoiceId, query.language ?? locale, own.id);
        return pdf(h, bytes, `${invoiceNumber(own.prefix, own.number)}.pdf`);
      },
    }),
  ];
}
