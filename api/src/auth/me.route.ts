// GET /api/me: the signed-in user, the active tenant and company, their companies and permission codes.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import { inContext } from '../platform/db/knex.ts';
import type { AuthContext } from '../platform/http/auth-context.ts';

export function meRoute(db: () => Knex): ServerRoute {
  return {
    method: 'GET',
    path: '/api/me',
    options: {
      description: 'The signed-in user, active tenant and company, companies and permission codes',
      tags: ['api', 'auth'],
      auth: 'session',
      handler: async (request) => {
        const auth = request.auth.credentials as unknown as AuthContext;
        return inContext(db(), { tenantId: auth.tenantId, userId: auth.userId, email: auth.email }, async (trx) => {
          const user = await trx('users').where({ id: auth.userId })
            .first('id', 'email', 'name', 'lastName', 'isSuperAdmin');
          const tenant = auth.tenantId ? await trx('tenants').where({ id: auth.tenantId }).first('id', 'name') : null;
          const companies = await trx('companyMemberships as m')
            .join('companies as c', 'c.id', 'm.companyId')
            .where({ 'm.userId': auth.userId, 'm.active': true, 'c.active': true })
            .modify((q) => { if (auth.tenantId) q.where('m.tenantId', auth.tenantId); })
            .orderBy('c.name')
            .select('c.id', 'c.name', 'c.isMain');
          const company = companies.find((c: { id: string }) => c.id === auth.companyId) ?? null;
          return { user, tenant, company, companies, permissions: auth.permissions };
        });
      },
    },
  };
}
