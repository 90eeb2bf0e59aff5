// GET /api/audit-log: one entity's history for its show page. Who may read the entity may read its
// history; the entity must be a row they can open (same tenant, company and scope), else 404.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import type { PermissionCode } from '../../../policies/permissions.ts';
import { defineRoute } from '../platform/http/route.ts';
import { AppError } from '../platform/errors/app-error.ts';
import * as crud from '../platform/resource/crud.ts';
import { idSchema } from '../platform/resource/validation.ts';
import type { Resource } from '../platform/resource/types.ts';
import { history } from './audit-log.ts';
import { pageKeys, pageOf, paged } from '../platform/http/paged.ts';

/** The history routes of the audited resources among `resources` (the app's list: routes.ts gives it). */
export function auditLogRoutes(db: () => Knex, resources: readonly Resource[]): ServerRoute[] {
  const AUDITED = resources.filter((r) => r.audited);
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/audit-log',
      permission: null,
      tags: ['audit'],
      description: 'History of one audited entity (roles, users, work groups): who changed what, when, before and after; newest first, total in x-total-count',
      validate: {
        query: Joi.object<{ entity: string; entityId: string; _start: number; _end: number }>({
          entity: Joi.string()
            .valid(...AUDITED.map((r) => r.name))
            .required(),
          entityId: idSchema.required(),
          ...pageKeys(),
        }),
      },
      handler: async ({ trx, auth, query, h }) => {
        const r = AUDITED.find((x) => x.name === query.entity)!;
        // A scoped resource's Workgroup code opens the history of the rows it reaches (getOne narrows).
        const scoped = r.scope ? [`${r.scope.pair}Workgroup` as PermissionCode] : [];
        if (![r.permission.read, ...(r.permission.also ?? []), ...scoped].some((code) => auth.can(code))) throw new AppError('FORBIDDEN');
        await crud.getOne(trx, r, auth, query.entityId); // 404 unless the caller can open the row
        const { rows, total } = await history(trx, { entity: r.name, entityId: query.entityId, ...pageOf(query, 200) });
        return paged(h, rows, total);
      },
    }),
  ];
}
