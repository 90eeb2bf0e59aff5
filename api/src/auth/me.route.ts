// GET /api/me (who is signed in, where, with which permissions, and what the admin shows next),
// GET /api/me/tenants (tenants with their companies) and POST /api/me/company (switch).
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { idSchema } from '../platform/resource/validation.ts';
import { authRoute } from './auth-route.ts';
import { listTenants, meBody, switchCompany } from './tenancy.ts';
import { viewAsSummary } from '../authorization/view-as.ts';

export function meRoutes(db: () => Knex): ServerRoute[] {
  return [
    authRoute({
      method: 'GET', path: '/api/me', auth: 'session',
      description: 'The signed-in user, active tenant and company, its companies, permission codes, tenant count and next step',
      // While viewing as another user: that user's panel, plus who is viewed and by whom.
      handler: async ({ caller }) => {
        const body = await meBody(db(), caller);
        return caller.viewAs ? { ...body, viewAs: await viewAsSummary(db(), caller) } : body;
      },
    }),
    authRoute({
      method: 'GET', path: '/api/me/tenants', auth: 'session',
      description: 'The tenants the user belongs to, each with the companies the user belongs to there',
      handler: ({ caller }) => listTenants(db(), caller),
    }),
    authRoute({
      method: 'POST', path: '/api/me/company', auth: 'browser-session',
      description: "Makes a company (or a tenant's default company) the session's active one; answers as GET /api/me",
      validate: { payload: Joi.object({ companyId: idSchema, tenantId: idSchema }).allow(null).label('switch-company') },
      handler: async ({ caller, request }) => {
        const target = (request.payload ?? {}) as { companyId?: string; tenantId?: string };
        return meBody(db(), await switchCompany(db(), caller, target));
      },
    }),
  ];
}
