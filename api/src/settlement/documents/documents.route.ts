// The PDFs of a pre-invoice and of an invoice, in the caller's language or the one asked
// (`?language=es|en`), each behind its screen's All/Workgroup pair.
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { reachable } from '../settlement-scope.ts';
import { invoiceNumber, type SettlementCaller } from '../settlement-flow.ts';
import { settlementPdf, type PdfLanguage } from './settlement-pdf.ts';
import { ledes1998b } from './ledes.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';

/** A file the browser saves under `name`. */
const attachment = (h: ResponseToolkit, body: Buffer | string, type: string, name: string) =>
  h.response(body).type(type).header('content-disposition', `attachment; filename="${name}"`)
    .header('access-control-expose-headers', 'content-disposition');

export function settlementDocumentRoutes(db: () => Knex, storage: () => FileStorage): ServerRoute[] {
  const validate = { params: Joi.object({ id: idSchema.required() }), query: Joi.object({ language: Joi.string().valid('es', 'en') }) };
  return [
    defineRoute(db, {
      method: 'GET', path: '/api/preinvoices/{id}/pdf', permission: 'SettlementReadPreinvoicesAll', alsoAllowed: ['SettlementReadPreinvoicesWorkgroup'], tags: ['settlement'],
      description: 'The pre-invoice as a PDF (the company\'s logo and colours, the lines, totals and the rounding rule), es or en',
      validate,
      handler: async ({ trx, auth, params, query, locale, h }) => {
        const row = await reachable(trx, auth as SettlementCaller, 'SettlementReadPreinvoices', 'preinvoices', params.id);
        const bytes = await settlementPdf(trx, storage(), params.id, ((query.language as string | undefined) ?? locale) as PdfLanguage);
        return attachment(h, bytes, 'application/pdf', `${row.code}.pdf`);
      },
    }),
    defineRoute(db, {
      method: 'GET', path: '/api/invoices/{id}/pdf', permission: 'SettlementReadLiquidatedAll', alsoAllowed: ['SettlementReadLiquidatedWorkgroup'], tags: ['settlement'],
      description: 'The invoice as a PDF (its number, state and balance besides the pre-invoice\'s content), es or en',
      validate,
      handler: async ({ trx, auth, params, query, locale, h }) => {
        const row = await reachable(trx, auth as SettlementCaller, 'SettlementReadLiquidated', 'invoices', params.id);
        const bytes = await settlementPdf(trx, storage(), row.preinvoiceId, ((query.language as string | undefined) ?? locale) as PdfLanguage, params.id);
        return attachment(h, bytes, 'application/pdf', `${invoiceNumber(row.prefix, row.number)}.pdf`);
      },
    }),
    defineRoute(db, {
      method: 'GET', path: '/api/invoices/{id}/ledes', permission: 'SettlementReadLiquidatedAll', alsoAllowed: ['SettlementReadLiquidatedWorkgroup'], tags: ['settlement'],
      description: 'The invoice in LEDES 1998B (pipe-delimited, one line per invoice line), for agreements with the LEDES flag; 409 INVOICE_NOT_LEDES otherwise',
      validate: { params: Joi.object({ id: idSchema.required() }) },
      handler: async ({ trx, auth, params, h }) => {
        const row = await reachable(trx, auth as SettlementCaller, 'SettlementReadLiquidated', 'invoices', params.id);
        const flagged = await trx('preinvoiceBlocks as pb').join('settlementBlocks as b', 'b.id', 'pb.block_id')
          .join('tradeAgreements as a', 'a.id', 'b.trade_agreement_id').where({ 'pb.preinvoiceId': row.preinvoiceId, 'a.ledesExport': true }).first('a.id');
        if (!flagged) throw new AppError('INVOICE_NOT_LEDES');
        const head = await trx('preinvoices as p').join('clients as c', 'c.id', 'p.client_id').join('projects as pr', 'pr.id', 'p.project_id')
          .join('companies as co', 'co.id', 'p.company_id').where('p.id', row.preinvoiceId)
          .first('c.documentNumber', 'pr.name as projectName', 'pr.matterCode', 'pr.clientMatterCode', 'co.taxDocument', trx.raw(`to_char(p.period, 'YYYY-MM-DD') as "from"`),
            trx.raw(`to_char((p.period + interval '1 month - 1 day')::date, 'YYYY-MM-DD') as "to"`), trx.raw(`to_char(?::date, 'YYYY-MM-DD') as issued`, [row.issueDate]));
        // The timekeeper: their identification number (else their id, 20 characters of it), and the LEDES
        // classification of their tariff category (OT when it has none). UTBMS codes: the line's first
        // activity's own, else its type's.
        const lines = await trx('preinvoiceLines as l').join('preinvoices as p', 'p.id', 'l.preinvoice_id').leftJoin('users as u', 'u.id', 'l.user_id')
          .leftJoin('activities as act', 'act.id', trx.raw('l.activity_ids[1]'))
          .leftJoin('activityTypes as at', 'at.id', 'act.activity_type_id')
          .where('l.preinvoiceId', row.preinvoiceId).orderBy('l.position')
          .select(trx.raw(`to_char(l.line_date, 'YYYY-MM-DD') as date`), trx.raw('trim_scale(l.quantity)::text as units'),
            trx.raw('trim_scale(l.unit_price)::text as "unitCost"'), trx.raw('l.amount::text as total'), 'l.description', 'l.concept',
            trx.raw(`coalesce(nullif(u.id_number, ''), left(replace(l.user_id::text, '-', ''), 20), '') as "timekeeperId"`),
            trx.raw(`coalesce(trim(u.name || ' ' || u.last_name), '') as "userName"`),
            trx.raw(`coalesce(act.utbms_task_code, at.utbms_task_code, '') as "taskCode"`),
            trx.raw(`coalesce(act.utbms_activity_code, at.utbms_activity_code, '') as "activityCode"`),
            trx.raw(`case when l.user_id is null then '' else coalesce((select min(tc.ledes_classification) from tariff_category_users cu
              join tariff_categories tc on tc.id = cu.tariff_category_id where cu.user_id = l.user_id and tc.company_id = p.company_id), 'OT') end as "classification"`));
        const number = invoiceNumber(row.prefix, row.number);
        const text = ledes1998b({
          date: head.issued, number, clientId: String(head.documentNumber ?? ''),
          // The project's matter codes, the firm's then the client's; the project's name where none is kept.
          matterId: String(head.matterCode ?? head.projectName), clientMatterId: String(head.clientMatterCode ?? head.matterCode ?? head.projectName),
          periodStart: head.from, periodEnd: head.to, description: `${number} ${head.projectName}`, lawFirmId: String(head.taxDocument ?? ''),
        }, lines.map((l) => ({
          date: l.date, type: 'F' as const, units: String(l.units), unitCost: String(l.unitCost), total: String(l.total),
          description: String(l.description || l.concept), taskCode: String(l.taskCode), activityCode: String(l.activityCode), expenseCode: '',
          timekeeperId: String(l.timekeeperId), timekeeperName: String(l.userName), timekeeperClass: String(l.classification),
        })));
        return attachment(h, text, 'text/plain; charset=utf-8', `${number}.ledes.txt`);
      },
    }),
  ];
}
