// A project's activity types and estimates, read and replaced (project-activities.ts holds the rules).
import type { ServerRoute } from '@hapi/hapi';
import Joi from 'joi';
import type { Knex } from 'knex';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { MAX_ITEMS, projectActivities, replaceProjectActivities, type ActivityItem } from './project-activities.ts';

const params = Joi.object<{ id: string }>({ id: idSchema.required() });

export function projectActivityRoutes(db: () => Knex): ServerRoute[] {
  const get = defineRoute(db, {
    method: 'GET',
    path: '/api/projects/{id}/activities',
    permission: 'AdministrationProjects',
    tags: ['projects'],
    description:
      "The activity types a project may take (active, of its practices or service units), whether it takes each, and the project's estimate of hours",
    validate: { params },
    handler: ({ trx, auth, params: p }) => projectActivities(trx, auth.companyId, p.id),
  });
  const put = defineRoute(db, {
    method: 'PUT',
    path: '/api/projects/{id}/activities',
    permission: 'AdministrationProjects',
    tags: ['projects'],
    description:
      "Replaces the project's activity types and their estimates (`items: [{ activityTypeId, estimatedHours }]`, hours a decimal string or null), all or nothing",
    validate: {
      params,
      payload: Joi.object<{ items: ActivityItem[] }>({
        items: Joi.array()
          .max(MAX_ITEMS)
          .items(Joi.object({ activityTypeId: idSchema.required(), estimatedHours: Joi.string().allow('', null).max(20) }))
          .required(),
      }),
    },
    handler: ({ trx, auth, params: p, payload }) => replaceProjectActivities(trx, auth.tenantId, auth.companyId, p.id, payload.items),
  });
  return [get, put];
}
