// GET the form a flow type gives its workflows (the create page draws it once the type is chosen).
import type { ServerRoute } from '@hapi/hapi';
import Joi from 'joi';
import type { Knex } from 'knex';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { flowTypeForm } from './workflow-form.ts';

export function workflowFormRoutes(db: () => Knex): ServerRoute[] {
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/flow-types/{id}/workflow-form',
      permission: null,
      tags: ['operative-workflows'],
      description: "The fields of the dynamic form a flow type's workflows answer (empty when it names none)",
      validate: { params: Joi.object({ id: idSchema.required() }) },
      handler: ({ trx, auth, params }) => flowTypeForm(trx, auth, auth.companyId, params.id),
    }),
  ];
}
