// The settlement calls beyond the generated lists and actions: send audited work to awaiting
// pre-invoice, a block's amounts by the fee engine, pre-invoices from blocks (the audited work, a
// pre-invoice's lines and comments, and an invoice's lines, are declared resources). Each runs in the request's one
// transaction; creating POSTs take an Idempotency-Key.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../platform/http/route.ts';
import { idSchema } from '../platform/resource/validation.ts';
import { reachable } from './settlement-scope.ts';
import { priceBlocks } from './fees/pricing.ts';
import { createPreinvoices, sendToPreInvoice } from './settlement-flow.ts';

const ids = Joi.array().items(idSchema).max(500).default([]);

export function settlementRoutes(db: () => Knex): ServerRoute[] {
  const tags = ['settlement'];
  return [
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
  ];
}
