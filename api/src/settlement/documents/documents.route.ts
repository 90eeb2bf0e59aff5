// The PDFs of a pre-invoice and of an invoice, in the caller's language or the one asked
// (`?language=es|en`), each behind its screen's All/Workgroup pair.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { reachable } from '../settlement-scope.ts';
import type { SettlementCaller } from '../settlement-flow.ts';
import { settlementPdf, type PdfLanguage } from './settlement-pdf.ts';

export function settlementDocumentRoutes(db: () => Knex, filesDir: () => string): ServerRoute[] {
  const validate = { params: Joi.object({ id: idSchema.required() }), query: Joi.object({ language: Joi.string().valid('es', 'en') }) };
  return [
    defineRoute(db, {
      method: 'GET', path: '/api/preinvoices/{id}/pdf', permission: 'SettlementReadPreinvoicesAll', alsoAllowed: ['SettlementReadPreinvoicesWorkgroup'], tags: ['settlement'],
      description: 'The pre-invoice as a PDF (the company\'s logo and colours, the lines, totals and the rounding rule), es or en',
      validate,
      handler: async ({ trx, auth, params, query, locale, h }) => {
        const row = await reachable(trx, auth as SettlementCaller, 'SettlementReadPreinvoices', 'preinvoices', params.id);
        const bytes = await settlementPdf(trx, filesDir(), params.id, ((query.language as string | undefined) ?? locale) as PdfLanguage);
        return h.response(bytes).type('application/pdf').header('content-disposition', `attachment; filename="${row.code}.pdf"`)
          .header('access-control-expose-headers', 'content-disposition');
      },
    }),
    defineRoute(db, {
      method: 'GET', path: '/api/invoices/{id}/pdf', permission: 'SettlementReadLiquidatedAll', alsoAllowed: ['SettlementReadLiquidatedWorkgroup'], tags: ['settlement'],
      description: 'The invoice as a PDF (its number, state and balance besides the pre-invoice\'s content), es or en',
      validate,
      handler: async ({ trx, auth, params, query, locale, h }) => {
        const row = await reachable(trx, auth as SettlementCaller, 'SettlementReadLiquidated', 'invoices', params.id);
        const bytes = await settlementPdf(trx, filesDir(), row.preinvoiceId, ((query.language as string | undefined) ?? locale) as PdfLanguage, params.id);
        const name = `${row.prefix}-${String(row.number).padStart(6, '0')}`;
        return h.response(bytes).type('application/pdf').header('content-disposition', `attachment; filename="${name}.pdf"`)
          .header('access-control-expose-headers', 'content-disposition');
      },
    }),
  ];
}
