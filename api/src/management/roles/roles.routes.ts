// The roles' actions beyond their generated CRUD: duplicate a role, and the permission catalogue.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { lockFor } from '../../platform/db/knex.ts';
import * as crud from '../../platform/resource/crud.ts';
import * as writes from '../../platform/resource/write-steps.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { resourceByName } from '../../resources.ts';
import { copyCode, copyName } from './copy-names.ts';
import { roles } from './roles.resource.ts';

export function rolesRoutes(db: () => Knex): ServerRoute[] {
  return [
    defineRoute(db, {
      method: 'POST', path: '/api/roles/{id}/duplicate', permission: 'AdministrationUsers', tags: ['roles'],
      description: "Duplicate a role in its company: 'Copia de <name>', a free code derived from the original, the same permissions, active; recorded in the audit log as 'duplicate'",
      validate: { params: Joi.object({ id: idSchema.required() }) },
      handler: async ({ trx, auth, params, h }) => {
        const original = await crud.getOne(trx, roles, auth, params.id); // 404 unless the caller's company owns it
        // Copies of one company are numbered one at a time: parallel copies would pick the same free code.
        await lockFor(trx, 'roles', 'duplicate', auth.companyId);
        const codes = await trx('roles').where({ companyId: auth.companyId }).pluck('code') as string[];
        const copy = await writes.create(trx, roles, resourceByName, auth, {
          name: copyName(String(original.name)),
          code: copyCode(String(original.code), codes),
          description: original.description ?? null,
          permissions: original.permissions,
          active: true,
        }, { action: 'duplicate', note: { duplicateOf: original.id } });
        return h.response(copy).code(201);
      },
    }),
    // Any member of the company reads the catalogue (the specification loads it at start-up for
    // everyone: Roles/Getpermisos); it is the product's list of codes, not company data.
    defineRoute(db, {
      method: 'GET', path: '/api/permissions', permission: null, tags: ['roles'],
      description: 'The permission catalogue: every code with its area (clients, administration, settlement), in catalogue order',
      handler: async ({ trx }) => trx('permissions')
        .select('code', 'area')
        .orderByRaw('array_position(?::text[], code::text) nulls last, code', [PERMISSION_CODES as unknown as string[]]),
    }),
  ];
}
