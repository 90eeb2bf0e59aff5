// The roles' routes beyond their generated CRUD and declared actions (duplicate): the permission catalogue.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';
import { defineRoute } from '../../platform/http/route.ts';

export function rolesRoutes(db: () => Knex): ServerRoute[] {
  return [
    // Any member of the company reads the catalogue (the specification loads it at start-up for
    // everyone: Roles/Getpermisos); it is the product's list of codes, not company data.
    defineRoute(db, {
      method: 'GET',
      path: '/api/permissions',
      permission: null,
      tags: ['roles'],
      description: 'The permission catalogue: every code with its area (clients, administration, settlement), in catalogue order',
      handler: async ({ trx }) =>
        trx('permissions')
          .select('code', 'area')
          .orderByRaw('array_position(?::text[], code::text) nulls last, code', [PERMISSION_CODES as unknown as string[]]),
    }),
  ];
}
