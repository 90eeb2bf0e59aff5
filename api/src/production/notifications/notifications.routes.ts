// POST /api/notifications/read-all: a command over every unread notification of the caller (inbox.ts).
// Listing, reading one and deleting one are the declared resource's (notifications.resource.ts).
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import { defineRoute } from '../../platform/http/route.ts';
import { markAllRead } from './inbox.ts';

export function notificationRoutes(db: () => Knex): ServerRoute[] {
  return [
    defineRoute(db, {
      method: 'POST',
      path: '/api/notifications/read-all',
      permission: null,
      audience: 'members',
      tags: ['notifications'],
      description: 'Mark every notification of the caller read (UpdateStatusNotificationAllByUserId)',
      handler: async ({ trx, auth }) => ({ read: await markAllRead(trx, auth) }),
    }),
  ];
}
