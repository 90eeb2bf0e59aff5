// The member's notifications (OperativeNotifications): the newest first with the unread count,
// mark one or all read, delete one. Only one's own, in the active company.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../../platform/http/route.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { pageKeys, pageOf, paged } from '../../platform/http/paged.ts';

export function notificationRoutes(db: () => Knex): ServerRoute[] {
  const tags = ['notifications'];
  const mine = (trx: Knex.Transaction, auth: { userId: string; companyId: string }) =>
    trx('notifications').where({ userId: auth.userId, companyId: auth.companyId }).whereNull('deletedAt');
  const id = Joi.object({ id: idSchema.required() });
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/notifications',
      permission: null,
      audience: 'members',
      tags,
      description: "The caller's notifications, newest first (page of 20, x-total-count), with the unread count (x-unread-count)",
      validate: { query: Joi.object({ ...pageKeys(200), unread: Joi.boolean() }) },
      handler: async ({ trx, auth, query, h }) => {
        const page = pageOf(query);
        const base = mine(trx, auth).modify((q) => {
          if (query.unread) q.whereNull('readAt');
        });
        const rows = await base
          .clone()
          .orderBy([
            { column: 'createdAt', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .offset(page.start)
          .limit(page.end - page.start)
          .select('id', 'kind', 'params', 'link', 'readAt', 'createdAt');
        const [{ total }] = await base.clone().count({ total: '*' });
        const [{ unread }] = await mine(trx, auth).whereNull('readAt').count({ unread: '*' });
        return paged(h, rows, total, { 'x-unread-count': String(unread) });
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
        const n = await mine(trx, auth).where({ id: params.id }).update({ readAt: trx.fn.now(), updatedAt: trx.fn.now() });
        if (!n) throw new AppError('NOT_FOUND');
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
      handler: async ({ trx, auth }) => ({ read: await mine(trx, auth).whereNull('readAt').update({ readAt: trx.fn.now(), updatedAt: trx.fn.now() }) }),
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
        const n = await mine(trx, auth).where({ id: params.id }).update({ deletedAt: trx.fn.now(), updatedAt: trx.fn.now() });
        if (!n) throw new AppError('NOT_FOUND');
        return { id: params.id, deleted: true };
      },
    }),
  ];
}
