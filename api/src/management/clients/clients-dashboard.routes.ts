// GET /api/clients/dashboard: the business partners' dashboard (partners-dashboard) in figures,
// within the caller's company: clients by state, by commercial manager (the ten with most
// clients, and those without one), and the newest five (client-queries.ts).
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import { defineRoute } from '../../platform/http/route.ts';
import { clientsDashboard } from './client-queries.ts';

export function clientsDashboardRoutes(db: () => Knex): ServerRoute[] {
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/clients/dashboard',
      permission: 'ClientFullAccess',
      tags: ['clients'],
      description: "The business partners' dashboard: { total, byState, byCommercialManager (top 10), newest (5) } of the company's clients",
      handler: ({ trx, auth }) => clientsDashboard(trx, auth.companyId),
    }),
  ];
}
