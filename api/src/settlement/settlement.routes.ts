// The settlement calls beyond the generated lists and actions: send audited work to awaiting
// pre-invoice, a block's amounts by the fee engine, pre-invoices from blocks, a pre-invoice's lines
// and comments. Each runs in the request's one transaction; creating POSTs take an Idempotency-Key.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../platform/http/route.ts';
import { idSchema } from '../platform/resource/validation.ts';
import { reachable } from './settlement-scope.ts';
import { priceBlocks } from './fees/pricing.ts';
import { createPreinvoices, sendToPreInvoice } from './settlement-flow.ts';
import { auditedActivities } from './audit/audited-work.ts';
import { ensureNonEmpty } from './preinvoices/preinvoices.resource.ts';
import { pageKeys, pageOf, paged } from '../platform/http/paged.ts';
import { commentAsFirm, preinvoiceComments, preinvoiceLines } from './preinvoices/preinvoice-reads.ts';

const page = pageKeys(1000);
const ids = Joi.array().items(idSchema).max(500).default([]);

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
        query: Joi.object<{ projectId: string; month?: number; year?: number; _start: number; _end: number }>({
          projectId: idSchema.required(),
          month: Joi.number().integer().min(1).max(12),
          year: Joi.number().integer().min(2000).max(2100),
          ...page,
        }),
      },
      handler: async ({ trx, auth, query, h }) => {
        await reachable(trx, auth, 'SettlementAccessReviewedServices', 'projects', query.projectId, 't.id');
        const { rows, total } = await auditedActivities(trx, auth.companyId, query.projectId, { year: query.year, month: query.month }, pageOf(query, 1000));
        return paged(h, rows, total);
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
        payload: Joi.object<{ activityIds?: string[]; projectId?: string; year?: number; month?: number }>({
          activityIds: Joi.array().items(idSchema).max(5000),
          projectId: idSchema,
          year: Joi.number().integer().min(2000).max(2100),
          month: Joi.number().integer().min(1).max(12),
        }).oxor('activityIds', 'projectId'),
      },
      handler: async ({ trx, auth, payload }) => {
        if (payload.projectId) {
          await reachable(trx, auth, 'SettlementAccessReviewedServices', 'projects', payload.projectId, 't.id');
          return sendToPreInvoice(trx, auth, { projectId: payload.projectId, year: payload.year, month: payload.month });
        }
        return sendToPreInvoice(trx, auth, { activityIds: payload.activityIds ?? [] });
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
      validate: {
        payload: Joi.object<{ blockIds: string[]; separate: boolean; currencyId?: string | null }>({
          blockIds: ids,
          separate: Joi.boolean().default(false),
          currencyId: idSchema.allow(null),
        }),
      },
      handler: async ({ trx, auth, payload, h }) => {
        const created = await createPreinvoices(trx, auth, { blockIds: payload.blockIds, separate: payload.separate, currencyId: payload.currencyId ?? null });
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
        const { rows, total } = await preinvoiceLines(trx, params.id, pageOf(query, 1000));
        return paged(h, rows, total);
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
        const { rows, total } = await preinvoiceLines(trx, String(invoice.preinvoiceId), pageOf(query, 1000));
        return paged(h, rows, total);
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
        return preinvoiceComments(trx, params.id);
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
        return h.response(await commentAsFirm(trx, auth, params.id, { body, forClient: payload.forClient === true })).code(201);
      },
    }),
  ];
}
