// A project's members and retired members, with its privacy flags (screen members-privacy):
// members are the members of its work groups; retired members left one of them (or their group
// left the project) and are not members again. project-members.routes.ts validates and calls this.
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors/app-error.ts';
import { IS_PROJECT_MEMBER } from '../../authorization/visibility.ts';

/** A project's work groups staff tens of people; the answer is bounded all the same. */
const MAX_PEOPLE = 500;

/** The project's privacy flags, its members (with their work groups by priority) and its retired members, newest first. */
export async function projectMembers(trx: Knex.Transaction, companyId: string, projectId: string) {
  const project = await trx('projects').where({ id: projectId, companyId }).first('privacy', 'retiredMemberPrivacy');
  if (!project) throw new AppError('NOT_FOUND');
  const members = (
    await trx.raw(
      `
  select u.id, trim(u.name || ' ' || u.last_name) as name, u.email,
    array_agg(g.name order by pw.priority, g.name) as work_groups
  from project_work_groups pw
  join work_groups g on g.id = pw.work_group_id
  join work_group_members m on m.work_group_id = pw.work_group_id
  join users u on u.id = m.user_id
  where pw.project_id = ?
  group by u.id order by 2 limit ?`,
      [projectId, MAX_PEOPLE],
    )
  ).rows as { id: string; name: string; email: string; work_groups: string[] }[];
  const retired = (
    await trx.raw(
      `
  select u.id, trim(u.name || ' ' || u.last_name) as name, u.email, fm.retired_at
  from project_former_members fm join users u on u.id = fm.user_id
  where fm.project_id = ? and not ${IS_PROJECT_MEMBER('fm.project_id', 'fm.user_id')}
  order by fm.retired_at desc limit ?`,
      [projectId, MAX_PEOPLE],
    )
  ).rows as { id: string; name: string; email: string; retired_at: Date }[];
  return {
    privacy: project.privacy as boolean,
    retiredMemberPrivacy: project.retiredMemberPrivacy as boolean,
    members: members.map((m) => ({ id: m.id, name: m.name, email: m.email, workGroups: m.work_groups })),
    retiredMembers: retired.map((m) => ({ id: m.id, name: m.name, email: m.email, retiredAt: m.retired_at })),
  };
}
