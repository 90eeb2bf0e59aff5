// The settlement calls beyond the generated lists and actions: send audited work to awaiting
// pre-invoice, a block's amounts by the fee engine, pre-invoices from blocks, a pre-invoice's lines
// and comments. Each runs in the request's one transaction; creating POSTs take an Idempotency-Key.
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../platform/http/route.ts';
import { idSchema } from '../platform/resource/validation.ts';
import { reachable } from './settlement-scope.ts';
import { priceBlocks } from './fees/pricing.ts';
import { auditedOf, createPreinvoices, sendToPreInvoice } from './settlement-flow.ts';
import { ensureNonEmpty } from './preinvoices/preinvoices.resource.ts';
import { INDEXING_UNIT } from '../management/currencies/currencies.resource.ts';
import { adjustmentOf } from './fees/fee-rounding.ts';
import { pageKeys, paged } from '../platform/http/paged.ts';

const page = pageKeys(1000);
const ids = Joi.array().items(idSchema).max(500).default([]);

type Page = { _start: number; _end: number };

/**
 * A page of a pre-invoice's lines in order, with x-total-count: amounts with the billing currency's
 * decimals, quantities and prices as stored, trailing zeros dropped (an invoice shows its pre-invoice's).
 */
async function linesPage(trx: Knex.Transaction, h: ResponseToolkit, preinvoiceId: string, query: Page) {
  const base = trx('preinvoice_lines as l').where('l.preinvoice_id', preinvoiceId);
  const [{ total }] = await base.clone().count({ total: '*' });
  const decimals = (await trx('preinvoices as p').join('currencies as c', 'c.id', 'p.currency_id').where('p.id', preinvoiceId).first('c.decimals')).decimals;
  const rows = await base
    .clone()
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('projects as p', 'p.id', 'l.project_id')
    .join('settlement_blocks as b', 'b.id', 'l.block_id')
    .join('trade_agreements as t', 't.id', 'b.trade_agreement_id')
    .join('currencies as un', 'un.id', 't.currency_id')
    .select(
      'l.id',
      'l.position',
      'l.concept',
      'l.description',
      trx.raw(`to_char(l.line_date, 'YYYY-MM-DD') as "lineDate"`),
      trx.raw(`un.type = ${INDEXING_UNIT} as "isIndex"`),
      trx.raw('trim_scale(l.quantity)::text as quantity'),
      trx.raw('trim_scale(l.unit_price)::text as "unitPrice"'),
      trx.raw('trim_scale(l.discount_percent)::text as "discountPercent"'),
      ...['amount', 'taxes', 'withholdings'].map((c) => trx.raw(`round(l.${c}, ?)::text as ${c}`, [Number(decimals)])),
      'l.workedMinutes',
      'l.billedMinutes',
      'p.name as projectName',
      trx.raw(`coalesce(trim(u.name || ' ' || u.last_name), '') as "userName"`),
    )
    .orderBy('l.position')
    .offset(query._start)
    .limit(query._end - query._start);
  // What a cap's cut or a billing note changed on a currency line: quantity × unit price − discount + adjustment = amount.
  for (const r of rows) {
    const adjustment = r.isIndex
      ? null
      : adjustmentOf({ quantity: r.quantity, unitPrice: r.unitPrice, discount: r.discountPercent, amount: r.amount }, Number(decimals));
    r.adjustment = adjustment ? adjustment.toFixed(Number(decimals)) : null;
  }
  return paged(h, rows, Number(total));
}

export function settlementRoutes(db: () => Knex): ServerRoute[] {
  const tags = ['settlement'];
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/settlement/audited-activities',
      permission: 'SettlementAccessReviewedServicesAll',
      alsoAllowed: ['SettlementAccessReviewedServicesWorkgroup'],
      tags,
      description: 'The audited-by-leader activities of a project (Servicios revisados, its detail), a page with x-total-count; month and year narrow it',
      validate: {
        query: Joi.object({
          projectId: idSchema.required(),
          month: Joi.number().integer().min(1).max(12),
          year: Joi.number().integer().min(2000).max(2100),
          ...page,
        }),
      },
      handler: async ({ trx, auth, query, h }) => {
        await reachable(trx, auth, 'SettlementAccessReviewedServices', 'projects', String(query.projectId), 't.id');
        const base = auditedOf(trx, auth.companyId, String(query.projectId), query.year as number | undefined, query.month as number | undefined);
        const [{ total }] = await base.clone().count({ total: '*' });
        const rows = await base
          .clone()
          .leftJoin('users as u', 'u.id', 'a.responsible_user_id')
          .select(
            'a.id',
            'a.code',
            'a.title',
            'a.finishedAt',
            'a.workedMinutes',
            'a.billableMinutes',
            'a.tradeAgreementId',
            'a.practiceId',
            trx.raw(`coalesce(trim(u.name || ' ' || u.last_name), '') as "responsibleName"`),
          )
          .orderBy('a.finishedAt', 'desc')
          .orderBy('a.id')
          .offset(query._start as number)
          .limit((query._end as number) - (query._start as number));
        return paged(h, rows, Number(total));
      },
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/settlement/send-to-preinvoice',
      permission: 'SettlementAccessReviewedServicesAll',
      alsoAllowed: ['SettlementAccessReviewedServicesWorkgroup'],
      tags,
      description:
        'Sends audited activities to awaiting pre-invoice, the chosen ones ({ activityIds }) or all of a project ({ projectId, year?, month? }): ' +
        'each joins the block of its project, agreement and month (created when missing)',
      validate: {
        payload: Joi.object({
          activityIds: Joi.array().items(idSchema).max(5000),
          projectId: idSchema,
          year: Joi.number().integer().min(2000).max(2100),
          month: Joi.number().integer().min(1).max(12),
        }).oxor('activityIds', 'projectId'),
      },
      handler: async ({ trx, auth, payload }) => {
        if (payload.projectId) {
          await reachable(trx, auth, 'SettlementAccessReviewedServices', 'projects', String(payload.projectId), 't.id');
          return sendToPreInvoice(trx, auth, {
            projectId: String(payload.projectId),
            year: payload.year as number | undefined,
            month: payload.month as number | undefined,
          });
        }
        return sendToPreInvoice(trx, auth, { activityIds: (payload.activityIds as string[] | undefined) ?? [] });
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/settlement-blocks/{id}/amounts',
      permission: 'SettlementReadPendingPreinvoicesAll',
      alsoAllowed: ['SettlementReadPendingPreinvoicesWorkgroup'],
      tags,
      description: 'What the block would be billed now, by the fee engine: lines, subtotal, taxes, withholdings and total, with the rounding rule',
      validate: { params: Joi.object({ id: idSchema.required() }) },
      handler: async ({ trx, auth, params }) => {
        await reachable(trx, auth, 'SettlementReadPendingPreinvoices', 'settlement_blocks', params.id);
        const [priced] = await priceBlocks(trx, auth.companyId, [params.id]);
        const { next: _next, ...result } = priced.result;
        return { blockId: priced.blockId, currencyId: priced.currencyId, activityCount: priced.activityIds.length, ...result };
      },
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/preinvoices/from-blocks',
      permission: 'SettlementReadPreinvoicesAll',
      alsoAllowed: ['SettlementReadPreinvoicesWorkgroup'],
      tags,
      description: 'Pre-invoices from blocks: one for all (same client, agreement type and billing currency) or one per project (separate); answers their ids',
      validate: { payload: Joi.object({ blockIds: ids, separate: Joi.boolean().default(false), currencyId: idSchema.allow(null) }) },
      handler: async ({ trx, auth, payload, h }) => {
        const created = await createPreinvoices(trx, auth, {
          blockIds: payload.blockIds as string[],
          separate: payload.separate as boolean,
          currencyId: (payload.currencyId as string | undefined) ?? null,
        });
        return h.response({ ids: created }).code(201);
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/preinvoices/{id}/lines',
      permission: 'SettlementReadPreinvoicesAll',
      alsoAllowed: ['SettlementReadPreinvoicesWorkgroup'],
      tags,
      description: 'The lines of a pre-invoice in order, a page with x-total-count',
      validate: { params: Joi.object({ id: idSchema.required() }), query: Joi.object(page) },
      handler: async ({ trx, auth, params, query, h }) => {
        await reachable(trx, auth, 'SettlementReadPreinvoices', 'preinvoices', params.id);
        return linesPage(trx, h, params.id, query as Page);
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/invoices/{id}/lines',
      permission: 'SettlementReadLiquidatedAll',
      alsoAllowed: ['SettlementReadLiquidatedWorkgroup'],
      tags,
      description: "The lines of an invoice (its pre-invoice's, as approved) in order, a page with x-total-count",
      validate: { params: Joi.object({ id: idSchema.required() }), query: Joi.object(page) },
      handler: async ({ trx, auth, params, query, h }) => {
        const invoice = await reachable(trx, auth, 'SettlementReadLiquidated', 'invoices', params.id);
        return linesPage(trx, h, String(invoice.preinvoiceId), query as Page);
      },
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/preinvoices/{id}/comments',
      permission: 'SettlementReadPreinvoicesAll',
      alsoAllowed: ['SettlementReadPreinvoicesWorkgroup'],
      tags,
      description: "The comments on a pre-invoice, oldest first: the firm's (internal, or for the client) and the client's",
      validate: { params: Joi.object({ id: idSchema.required() }) },
      handler: async ({ trx, auth, params }) => {
        await reachable(trx, auth, 'SettlementReadPreinvoices', 'preinvoices', params.id);
        return trx('preinvoice_comments')
          .where({ preinvoiceId: params.id })
          .orderBy('createdAt')
          .orderBy('id')
          .select('id', 'userId', 'authorName', 'body', 'createdAt', 'forClient', 'fromClient');
      },
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/preinvoices/{id}/comments',
      permission: 'SettlementReadPreinvoicesAll',
      alsoAllowed: ['SettlementReadPreinvoicesWorkgroup'],
      tags,
      description: "Comments on a pre-invoice ('Debes escribir un mensaje' when empty); internal unless `forClient`, which shows it on the client's link",
      validate: {
        params: Joi.object({ id: idSchema.required() }),
        payload: Joi.object({ body: Joi.string().allow('').max(2000).required(), forClient: Joi.boolean().default(false) }),
      },
      handler: async ({ trx, auth, params, payload, h }) => {
        await reachable(trx, auth, 'SettlementReadPreinvoices', 'preinvoices', params.id);
        const body = ensureNonEmpty(payload.body);
        const user = await trx('users').where({ id: auth.userId }).first('name', 'lastName');
        const [row] = await trx('preinvoice_comments')
          .insert({
            tenantId: auth.tenantId,
            preinvoiceId: params.id,
            userId: auth.userId,
            authorName: `${user.name} ${user.lastName}`.trim(),
            body,
            forClient: payload.forClient === true,
          })
          .returning(['id', 'userId', 'authorName', 'body', 'createdAt', 'forClient', 'fromClient']);
        return h.response(row).code(201);
      },
    }),
  ];
}
