// GET /api/projects/{id}/members (screen members-privacy): who the project's privacy flags are
// about. Members are the members of its work groups; retired members left one of them (or their
// group left the project) and are not members again. Private projects show only to members (and
// commercial managers), and to retired members unless retired-member privacy is on (crud.ts scope).
import type { ServerRoute } from '@hapi/hapi';
import Joi from 'joi';
import type { Knex } from 'knex';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { projectMembers } from './project-members.ts';

export function projectMemberRoutes(db: () => Knex): ServerRoute[] {
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/projects/{id}/members',
      permission: 'AdministrationProjects',
      tags: ['projects'],
      description: "A project's members (by work group) and retired members, with its privacy flags",
      validate: { params: Joi.object<{ id: string }>({ id: idSchema.required() }) },
      handler: ({ trx, auth, params }) => projectMembers(trx, auth.companyId, params.id),
    }),
  ];
}
