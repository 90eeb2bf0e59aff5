// GET /api/settlement/indicators/awaiting and /preinvoices: the indicators above the settlement
// queues (document 2, section 7.9), worked out in indicators.ts.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import { defineRoute } from '../platform/http/route.ts';
import { awaitingIndicator, preinvoiceIndicator } from './indicators.ts';

export function indicatorRoutes(db: () => Knex): ServerRoute[] {
  const tags = ['settlement'];
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/settlement/indicators/awaiting',
      permission: 'SettlementReadPendingPreinvoicesAll',
      alsoAllowed: ['SettlementReadPendingPreinvoicesWorkgroup'],
      tags,
      description:
        'Awaiting pre-invoice at a glance: blocks by state, the awaiting activities and billable hours of the open ones, the oldest open month and the blocks opened ahead of their work',
      handler: ({ trx, auth }) => awaitingIndicator(trx, auth),
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/settlement/indicators/preinvoices',
      permission: 'SettlementReadPreinvoicesAll',
      alsoAllowed: ['SettlementReadPreinvoicesWorkgroup'],
      tags,
      description: "The pre-invoices' money indicator: count and total (with subtotal, taxes and withholdings) by state, in each billing currency",
      handler: ({ trx, auth }) => preinvoiceIndicator(trx, auth),
    }),
  ];
}
