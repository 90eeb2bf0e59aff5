// GET /api/users/limit (GetCompanyUsersLimit): the company's active-user limit and how many
// members are active now, shown above the users list ("12 de 20 usuarios activos").
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import { defineRoute } from '../../platform/http/route.ts';
import { usersLimit } from './users.service.ts';

export function usersLimitRoutes(db: () => Knex): ServerRoute[] {
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/users/limit',
      permission: 'AdministrationUsers',
      tags: ['users'],
      description: 'The active-user limit of the company (null = unlimited) and its active users: { limit, active }',
      handler: async ({ trx, auth }) => {
        const { limit, active } = await usersLimit(trx, auth.companyId);
        // i18next's context picks the "no limit" wording of the admin's summary.
        return { limit, active, ...(limit === null ? { context: 'unlimited' } : {}) };
      },
    }),
  ];
}
