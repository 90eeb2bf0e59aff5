// Session endpoints (document 2, section 7.1): this browser's session, the user's other open
// sessions and closing them. Browser sessions only: a bearer token has no session row.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { idSchema } from '../platform/resource/validation.ts';
import { authRoute } from './auth-route.ts';
import { closeOtherSessions, closeOwnSession, currentSession, otherSessions, ownSession, touchSession } from './open-sessions.ts';

const idParam = Joi.object({ id: idSchema.required() });

export function sessionRoutes(db: () => Knex): ServerRoute[] {
  return [
    authRoute({
      method: 'GET',
      path: '/api/sessions/current',
      auth: 'any-session',
      description: 'This session: browser, creation, last activity and when inactivity will end it',
      handler: ({ caller }) => currentSession(db(), caller),
    }),
    authRoute({
      method: 'POST',
      path: '/api/sessions/current/activity',
      auth: 'any-session',
      description: 'Reports activity seen in the browser without API calls; answers the new expiry',
      handler: ({ caller }) => touchSession(db(), caller),
    }),
    authRoute({
      method: 'GET',
      path: '/api/sessions/others',
      auth: 'browser-session',
      description: "The user's other open sessions (other browsers or devices)",
      handler: ({ caller }) => otherSessions(db(), caller),
    }),
    authRoute({
      method: 'DELETE',
      path: '/api/sessions/others',
      auth: 'browser-session',
      description: "Closes the user's other open sessions and keeps this one; they are refused with SESSION_CLOSED_ELSEWHERE",
      handler: ({ caller }) => closeOtherSessions(db(), caller),
    }),
    authRoute({
      method: 'GET',
      path: '/api/sessions/{id}',
      auth: 'browser-session',
      description: "One of the user's own sessions",
      validate: { params: idParam },
      handler: ({ caller, request }) => ownSession(db(), caller, request.params.id as string),
    }),
    authRoute({
      method: 'DELETE',
      path: '/api/sessions/{id}',
      auth: 'browser-session',
      description: 'Closes one other session of the user (the current one closes with logout)',
      validate: { params: idParam },
      handler: ({ caller, request }) => closeOwnSession(db(), caller, request.params.id as string),
    }),
  ];
}
