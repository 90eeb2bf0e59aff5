// GET /api/me (who is signed in, where, with which permissions, and what the admin shows next),
// GET /api/me/tenants (tenants with their companies) and POST /api/me/company (switch).
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { idSchema } from '../platform/resource/validation.ts';
import { authRoute } from './auth-route.ts';
import { listTenants, meBody, switchCompany } from './tenancy.ts';
import { viewAsSummary } from '../authorization/view-as.ts';
import type { ResourceMeta } from '../contract/resource-meta.ts';

export function meRoutes(db: () => Knex, resourceMetas: () => ResourceMeta[]): ServerRoute[] {
  return [
    authRoute({
      method: 'GET',
      path: '/api/me',
      auth: 'session',
      description:
        'The signed-in user, active tenant and company, its companies, permission codes, tenant count and next step; ' +
        "with=resources adds the resources' metadata (as GET /api/meta/resources) when there is no next step",
      validate: { query: Joi.object({ with: Joi.string().valid('resources') }).label('me-query') },
      // While viewing as another user: that user's panel, plus who is viewed and by whom.
      // with=resources: the admin's first read brings what its pages are built from in the same
      // answer (one round trip fewer on every full load); a next step (registration, choosing an
      // organisation) comes first, so then there is nothing to build yet.
      handler: async ({ caller, request }) => {
        const body = await meBody(db(), caller);
        const withResources = request.query.with === 'resources' && !body.next ? { resources: resourceMetas() } : {};
        return caller.viewAs ? { ...body, viewAs: await viewAsSummary(db(), caller), ...withResources } : { ...body, ...withResources };
      },
    }),
    authRoute({
      method: 'GET',
      path: '/api/me/tenants',
      auth: 'session',
      description: 'The tenants the user belongs to, each with the companies the user belongs to there',
      handler: ({ caller }) => listTenants(db(), caller),
    }),
    authRoute({
      method: 'POST',
      path: '/api/me/company',
      auth: 'browser-session',
      description: "Makes a company (or a tenant's default company) the session's active one; answers as GET /api/me",
      validate: { payload: Joi.object({ companyId: idSchema, tenantId: idSchema }).allow(null).label('switch-company') },
      handler: async ({ caller, request }) => {
        const target = (request.payload ?? {}) as { companyId?: string; tenantId?: string };
        return meBody(db(), await switchCompany(db(), caller, target));
      },
    }),
  ];
}
