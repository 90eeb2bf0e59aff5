// The electronic-invoicing calls ("Noova state and report") and the invoices' indicators and
// dashboard ('Liquidadas'), all behind the invoices' pair (SettlementReadLiquidatedAll /
// Workgroup); what they read is invoice-reports.ts's, what they move einvoicing.ts's. A document's
// log of moves is a declared view (einvoice-log.resource.ts).
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { loadConfig } from '../../platform/config.ts';
import { defineRoute, type RouteSpec } from '../../platform/http/route.ts';
import { pageKeys, pageOf } from '../../platform/http/paged.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { EINVOICE_STATES } from '../invoices/invoices.resource.ts';
import { resendDocument } from './einvoicing.ts';
import { einvoiceReport, invoicesDashboard } from './invoice-reports.ts';

const PAIR: Pick<RouteSpec, 'permission' | 'alsoAllowed'> = { permission: 'SettlementReadLiquidatedAll', alsoAllowed: ['SettlementReadLiquidatedWorkgroup'] };
const NOTES_PAIR: Pick<RouteSpec, 'permission' | 'alsoAllowed'> = { permission: 'SettlementCreditNotesAll', alsoAllowed: ['SettlementCreditNotesWorkgroup'] };
const tags = ['settlement'];
const day = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .custom((v: string, helpers) => (Number.isNaN(Date.parse(v)) ? helpers.error('any.invalid') : v));

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
      path: '/api/einvoicing/report',
      ...PAIR,
      tags,
      description:
        "Electronic-invoicing report: the invoices and credit notes issued from `from` to `to` (their issue date; a note's day) with their " +
        'state at the provider, a page narrowed by `einvoiceState`, and the count and total per kind, state and currency over the whole period',
      validate: {
        query: Joi.object<{ from?: string; to?: string; einvoiceState?: string; _start: number; _end: number }>({
          from: day,
          to: day,
          einvoiceState: Joi.string().valid(...EINVOICE_STATES),
          ...pageKeys(1000),
        }),
      },
      handler: async ({ trx, auth, query }) =>
        einvoiceReport(trx, auth, { from: query.from, to: query.to, einvoiceState: query.einvoiceState, ...pageOf(query) }),
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/invoices/dashboard',
      ...PAIR,
      tags,
      description:
        "The invoices' indicators over those the caller sees, per currency: count and total by state and by electronic-invoicing state, " +
        'invoiced this month and the previous one, the last twelve months, the outstanding balance, and the first ten clients and projects by amount in each',
      handler: async ({ trx, auth }) => invoicesDashboard(trx, auth),
    }),
  ];
}
