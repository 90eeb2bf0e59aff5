// The member's notifications (OperativeNotifications): the newest first with the unread count,
// mark one or all read, delete one. Only one's own, in the active company (inbox.ts).
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { pageKeys, pageOf, paged } from '../../platform/http/paged.ts';
import { deleteNotification, markAllRead, markRead, notificationsPage } from './inbox.ts';

export function notificationRoutes(db: () => Knex): ServerRoute[] {
  const tags = ['notifications'];
  const id = Joi.object<{ id: string }>({ id: idSchema.required() });
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/notifications',
      permission: null,
      audience: 'members',
      tags,
      description: "The caller's notifications, newest first (page of 20, x-total-count), with the unread count (x-unread-count)",
      validate: { query: Joi.object<{ _start: number; _end: number; unread?: boolean }>({ ...pageKeys(200), unread: Joi.boolean() }) },
      handler: async ({ trx, auth, query, h }) => {
        const { rows, total, unread } = await notificationsPage(trx, auth, pageOf(query), query.unread ?? false);
        return paged(h, rows, total, { 'x-unread-count': unread });
      },
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/notifications/{id}/read',
      permission: null,
      audience: 'members',
      tags,
      description: "Mark one of the caller's notifications read (UpdateStatusNotificationById)",
      validate: { params: id },
      handler: async ({ trx, auth, params }) => {
        await markRead(trx, auth, params.id);
        return { id: params.id, read: true };
      },
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/notifications/read-all',
      permission: null,
      audience: 'members',
      tags,
      description: 'Mark every notification of the caller read (UpdateStatusNotificationAllByUserId)',
      handler: async ({ trx, auth }) => ({ read: await markAllRead(trx, auth) }),
    }),
    defineRoute(db, {
      method: 'DELETE',
      path: '/api/notifications/{id}',
      permission: null,
      audience: 'members',
      tags,
      description: "Delete one of the caller's notifications (UpdateStatusDeleteNotificationById)",
      validate: { params: id },
      handler: async ({ trx, auth, params }) => {
        await deleteNotification(trx, auth, params.id);
        return { id: params.id, deleted: true };
      },
    }),
  ];
}
