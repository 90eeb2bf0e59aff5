// GET /api/clients/exists?documentNumber=&excludeId= (the specification's
// ExistsClientByUniqueIdentificationNumber/{nit}/{id}): the clients of the caller's company with
// that document number, other than `excludeId`. The client form asks it on blur of the number;
// saving still asks confirmation (CLIENT_DOCUMENT_DUPLICATE) under a lock.
import type { ServerRoute } from '@hapi/hapi';
import Joi from 'joi';
import type { Knex } from 'knex';
import { defineRoute } from '../../platform/http/route.ts';
import { clientsWithDocument } from './client-queries.ts';

export function clientExistsRoutes(db: () => Knex): ServerRoute[] {
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/clients/exists',
      permission: 'ClientFullAccess',
      alsoAllowed: ['AdministrationClient'],
      tags: ['clients'],
      description: 'Whether clients of the company have this document number (other than excludeId): { exists, clients: [{ id, name }] }',
      validate: {
        query: Joi.object<{ documentNumber: string; excludeId?: string }>({
          documentNumber: Joi.string()
            .trim()
            .pattern(/^\d{1,30}$/)
            .required(),
          excludeId: Joi.string().guid(),
        }),
      },
      handler: async ({ trx, auth, query }) => {
        const clients = await clientsWithDocument(trx, auth.companyId, query.documentNumber, query.excludeId);
        return { exists: clients.length > 0, clients };
      },
    }),
  ];
}
