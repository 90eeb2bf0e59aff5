// The roles' routes beyond their generated CRUD and declared actions (duplicate): the permission catalogue.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import { defineRoute } from '../../platform/http/route.ts';
import { permissionCatalogue } from './permission-catalogue.ts';

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
      handler: ({ trx }) => permissionCatalogue(trx),
    }),
  ];
}
