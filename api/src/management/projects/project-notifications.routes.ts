// GET /api/projects/{id}/notifications: the latest notifications the project sent (project-notifications.ts reads them).
import type { ServerRoute } from '@hapi/hapi';
import Joi from 'joi';
import type { Knex } from 'knex';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { notificationsOf } from './project-notifications.ts';

export function projectNotificationRoutes(db: () => Knex): ServerRoute[] {
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/projects/{id}/notifications',
      permission: 'AdministrationProjects',
      tags: ['projects'],
      description: 'The latest 100 notifications a project recorded (recipient, event, when, read)',
      validate: { params: Joi.object({ id: idSchema.required() }) },
      handler: ({ trx, auth, params }) => notificationsOf(trx, auth.companyId, params.id),
    }),
  ];
}
