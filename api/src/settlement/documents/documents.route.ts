// The PDFs of a pre-invoice and of an invoice, in the caller's language or the one asked
// (`?language=es|en`), each behind its screen's All/Workgroup pair.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { AppError } from '../../platform/errors/app-error.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { reachOf, type SettlementPair } from '../blocks.resource.ts';
import type { SettlementCaller } from '../settlement-flow.ts';
import { settlementPdf, type PdfLanguage } from './settlement-pdf.ts';

/** The row if the caller reaches it under the pair (its project in their work groups for Workgroup). */
async function reach(trx: Knex.Transaction, caller: SettlementCaller, pair: SettlementPair, table: string, id: string) {
  const scope = reachOf(caller, pair);
  if (!scope) throw new AppError('FORBIDDEN');
  const row = await trx(`${table} as t`).where({ 't.id': id, 't.company_id': caller.companyId })
    .modify((q) => {
      if (scope === 'workgroup') {
        q.whereRaw(`t.project_id in (select pw.project_id from project_work_groups pw
          join work_group_members m on m.work_group_id = pw.work_group_id where m.user_id = ?)`, [caller.userId]);
      }
    }).first('t.*');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export function settlementDocumentRoutes(db: () => Knex, filesDir: () => string): ServerRoute[] {
  const validate = { params: Joi.object({ id: idSchema.required() }), query: Joi.object({ language: Joi.string().valid('es', 'en') }) };
  return [
    defineRoute(db, {
      method: 'GET', path: '/api/preinvoices/{id}/pdf', permission: 'SettlementReadPreinvoicesAll', alsoAllowed: ['SettlementReadPreinvoicesWorkgroup'], tags: ['settlement'],
      description: 'The pre-invoice as a PDF (the company\'s logo and colours, the lines, totals and the rounding rule), es or en',
      validate,
      handler: async ({ trx, auth, params, query, locale, h }) => {
        const row = await reach(trx, auth as SettlementCaller, 'SettlementReadPreinvoices', 'preinvoices', params.id);
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
        const row = await reach(trx, auth as SettlementCaller, 'SettlementReadLiquidated', 'invoices', params.id);
        const bytes = await settlementPdf(trx, filesDir(), row.preinvoiceId, ((query.language as string | undefined) ?? locale) as PdfLanguage, params.id);
        const name = `${row.prefix}-${String(row.number).padStart(6, '0')}`;
        return h.response(bytes).type('application/pdf').header('content-disposition', `attachment; filename="${name}.pdf"`)
          .header('access-control-expose-headers', 'content-disposition');
      },
    }),
  ];
}
