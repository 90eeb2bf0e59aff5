// 'Servicios revisados': change the project of audited activities, migrate them from one project
// to another, and reassign audited work (audited-moves.ts; the work to reassign is the declared
// view activities-to-reassign). Guarded by
// the SettlementAccessReviewedServices pair; each POST is one transaction with an Idempotency-Key.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute, type RouteSpec } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { changeProject, migrateActivities, moveTargets, reassignAudited, responsibleCandidates, type MigrateInput } from './audited-moves.ts';

const access: Pick<RouteSpec, 'permission' | 'alsoAllowed'> = {
  permission: 'SettlementAccessReviewedServicesAll',
  alsoAllowed: ['SettlementAccessReviewedServicesWorkgroup'],
};
const tags = ['settlement'];
const chosen = Joi.array().items(idSchema).max(500).default([]);

export function auditedMovesRoutes(db: () => Knex): ServerRoute[] {
  return [
    defineRoute(db, {
      method: 'POST',
      path: '/api/settlement/change-project',
      ...access,
      tags,
      description:
        "Changes the project of audited activities to another active project of their client: each takes the target's open agreement " +
        '(in force on the day it was finished, else today) and its works and expenses follow',
      validate: { payload: Joi.object<{ activityIds: string[]; projectId: string }>({ activityIds: chosen, projectId: idSchema.required() }) },
      handler: async ({ trx, auth, payload }) => changeProject(trx, auth, payload.activityIds, payload.projectId),
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/settlement/migrate-activities',
      ...access,
      tags,
      description:
        'Migrates audited activities of one project (the chosen ones, or all of it in a month of a year) to another project of its client, ' +
        'recorded as one migration; the activities are marked migrated (grid-activities-migrated)',
      validate: {
        payload: Joi.object<MigrateInput>({
          fromProjectId: idSchema.required(),
          toProjectId: idSchema.required(),
          activityIds: Joi.array().items(idSchema).max(5000),
          year: Joi.number().integer().min(2000).max(2100),
          month: Joi.number().integer().min(1).max(12),
          reason: Joi.string().allow('', null).max(500),
        }),
      },
      handler: async ({ trx, auth, payload }) => migrateActivities(trx, auth, payload),
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/settlement/reassign',
      ...access,
      tags,
      description: "Gives audited activities a new responsible, active and of each activity's practice; the work stays audited",
      validate: { payload: Joi.object<{ activityIds: string[]; responsibleUserId: string }>({ activityIds: chosen, responsibleUserId: idSchema.required() }) },
      handler: async ({ trx, auth, payload }) => reassignAudited(trx, auth, payload.activityIds, payload.responsibleUserId),
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/settlement/move-targets',
      ...access,
      tags,
      description: "The active projects of a project's client the caller reaches, each with its open agreement in force today (where audited work may move)",
      validate: { query: Joi.object<{ projectId: string }>({ projectId: idSchema.required() }) },
      handler: async ({ trx, auth, query }) => moveTargets(trx, auth, query.projectId),
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/settlement/responsible-candidates',
      ...access,
      tags,
      description: 'Active members of the company who can perform every given practice (who audited work may be reassigned to)',
      validate: { query: Joi.object<{ practiceId?: string | string[] }>({ practiceId: Joi.alternatives(idSchema, Joi.array().items(idSchema).max(50)) }) },
      handler: async ({ trx, auth, query }) => {
        const practices = query.practiceId === undefined ? [] : ([] as string[]).concat(query.practiceId);
        return responsibleCandidates(trx, auth, practices);
      },
    }),
  ];
}
