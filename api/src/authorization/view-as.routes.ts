// POST /api/view-as starts viewing another user's panel; DELETE /api/view-as ends it. Both belong
// to the browser session of the real user (the X-View-As header does not change who calls them).
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { authRoute } from '../auth/auth-route.ts';
import { idSchema } from '../platform/resource/validation.ts';
import { VIEW_AS_PERMISSION, endViewAs, startViewAs, viewAsCandidates, viewAsHeader } from './view-as.ts';

export function viewAsRoutes(db: () => Knex): ServerRoute[] {
  return [
    authRoute({
      method: 'POST',
      path: '/api/view-as',
      auth: 'browser-session',
      permission: VIEW_AS_PERMISSION,
      description: "Starts viewing another principal user's panel (read-only; later calls carry X-View-As); answers the viewed user; written to the audit log",
      validate: { payload: Joi.object({ userId: idSchema.required() }).label('view-as') },
      handler: ({ caller, request }) => startViewAs(db(), caller, (request.payload as { userId: string }).userId),
    }),
    authRoute({
      method: 'GET',
      path: '/api/view-as/candidates',
      auth: 'browser-session',
      permission: VIEW_AS_PERMISSION,
      description: 'The people the caller may view as (principal users of the company other than oneself), by name; q searches name and email',
      validate: { query: Joi.object({ q: Joi.string().allow('').max(200) }).label('view-as-candidates') },
      handler: ({ caller, request }) => viewAsCandidates(db(), caller, String((request.query as { q?: string }).q ?? '')),
    }),
    authRoute({
      method: 'DELETE',
      path: '/api/view-as',
      auth: 'browser-session',
      description: 'Ends viewing the user named by X-View-As; written to the audit log',
      handler: async ({ caller, request, h }) => {
        await endViewAs(db(), caller, viewAsHeader(request.headers));
        return h.response().code(204);
      },
    }),
  ];
}
