// 'Bloques futuros' (specialActivation): the calendar-billed agreements with their activatable
// months, and the activation of one month's block ahead of its work (future-blocks.ts).
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { activateFutureBlock, futureBlocks } from './future-blocks.ts';
import { pageKeys, pageOf, paged } from '../../platform/http/paged.ts';

export function futureBlocksRoutes(db: () => Knex): ServerRoute[] {
  // Either code of the pair opens both; the reach (All or Workgroup) narrows in SQL.
  const pair = () => ({
    permission: 'SettlementReadFutureBlocksAll' as const,
    alsoAllowed: ['SettlementReadFutureBlocksWorkgroup' as const],
    tags: ['settlement'],
  });
  return [
    defineRoute(db, {
      ...pair(),
      method: 'GET',
      path: '/api/settlement/future-blocks',
      description:
        "Fixed-amount and milestone-by-date agreements with the months whose block can be activated ahead of the work, each with the fee engine's amount; a page of agreements with x-total-count",
      validate: {
        query: Joi.object<{ projectId?: string; clientId?: string; _start: number; _end: number }>({
          projectId: idSchema,
          clientId: idSchema,
          ...pageKeys(100),
        }),
      },
      handler: async ({ trx, auth, query, locale, h }) => {
        const { rows, total } = await futureBlocks(trx, auth, { projectId: query.projectId, clientId: query.clientId, ...pageOf(query) }, locale);
        return paged(h, rows, total);
      },
    }),
    defineRoute(db, {
      ...pair(),
      method: 'POST',
      path: '/api/settlement/future-blocks',
      description:
        'Activates the block of one month of a fixed-amount or milestone-by-date agreement ahead of its work (special activation); answers the new block',
      validate: {
        payload: Joi.object<{ agreementId: string; period: string }>({
          agreementId: idSchema.required(),
          period: Joi.string()
            .pattern(/^\d{4}-(0[1-9]|1[0-2])$/)
            .required(),
        }),
      },
      handler: async ({ trx, auth, payload, locale, h }) => {
        const id = await activateFutureBlock(trx, auth, payload.agreementId, payload.period, locale);
        return h.response({ id }).code(201);
      },
    }),
  ];
}
