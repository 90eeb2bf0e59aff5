// The PDFs of a pre-invoice and of an invoice, in the caller's language or the one asked
// (`?language=es|en`), each behind its screen's All/Workgroup pair.
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { reachable } from '../settlement-scope.ts';
import { invoiceNumber } from '../settlement-flow.ts';
import { settlementPdf, type PdfLanguage } from './settlement-pdf.ts';
import { invoiceLedes, LEDES_FORMATS, type LedesFormat } from './ledes-invoice.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';

/** A file the browser saves under `name`. */
const attachment = (h: ResponseToolkit, body: Buffer | string, type: string, name: string) =>
  h.response(body).type(type).header('content-disposition', `attachment; filename="${name}"`).header('access-control-expose-headers', 'content-disposition');

export function settlementDocumentRoutes(db: () => Knex, storage: () => FileStorage): ServerRoute[] {
  const validate = {
    params: Joi.object<{ id: string }>({ id: idSchema.required() }),
    query: Joi.object<{ language?: PdfLanguage }>({ language: Joi.string().valid('es', 'en') }),
  };
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/preinvoices/{id}/pdf',
      permission: 'SettlementReadPreinvoicesAll',
      alsoAllowed: ['SettlementReadPreinvoicesWorkgroup'],
      tags: ['settlement'],
      description: "The pre-invoice as a PDF (the company's logo and colours, the lines, totals and the rounding rule), es or en",
      validate,
      handler: async ({ trx, auth, params, query, locale, h }) => {
        const row = await reachable(trx, auth, 'SettlementReadPreinvoices', 'preinvoices', params.id);
        const bytes = await settlementPdf(trx, storage(), params.id, query.language ?? locale);
        return attachment(h, bytes, 'application/pdf', `${row.code}.pdf`);
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/invoices/{id}/pdf',
      permission: 'SettlementReadLiquidatedAll',
      alsoAllowed: ['SettlementReadLiquidatedWorkgroup'],
      tags: ['settlement'],
      description: "The invoice as a PDF (its number, state and balance besides the pre-invoice's content), es or en",
      validate,
      handler: async ({ trx, auth, params, query, locale, h }) => {
        const row = await reachable(trx, auth, 'SettlementReadLiquidated', 'invoices', params.id);
        const bytes = await settlementPdf(trx, storage(), row.preinvoiceId, query.language ?? locale, params.id);
        return attachment(h, bytes, 'application/pdf', `${invoiceNumber(row.prefix, row.number)}.pdf`);
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/invoices/{id}/ledes',
      permission: 'SettlementReadLiquidatedAll',
      alsoAllowed: ['SettlementReadLiquidatedWorkgroup'],
      tags: ['settlement'],
      description:
        'The invoice in LEDES (pipe-delimited, one line per invoice line): `format=1998B` (the default) or `1998BI` (with the parties, the currency and the taxes), for agreements with the LEDES flag; 409 INVOICE_NOT_LEDES otherwise',
      validate: {
        params: Joi.object<{ id: string }>({ id: idSchema.required() }),
        query: Joi.object<{ format: LedesFormat }>({
          format: Joi.string()
            .valid(...LEDES_FORMATS)
            .default('1998B'),
        }),
      },
      handler: async ({ trx, auth, params, query, h }) => {
        const row = await reachable(trx, auth, 'SettlementReadLiquidated', 'invoices', params.id);
        const { text, name } = await invoiceLedes(trx, row, query.format);
        return attachment(h, text, 'text/plain; charset=utf-8', name);
      },
    }),
  ];
}
