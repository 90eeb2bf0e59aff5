// The work panel's grids at a million activities (issue 13, item 12): each grid's bucket is a
// partial index in its default order, so a page walks the index and stops after 20 visible rows;
// and by project, so a member's count runs over their teams' projects only (decision 200).
import type { Knex } from 'knex';

const OPEN = `active and responsible_user_id is not null and state in ('Assigned', 'InProcess', 'RequestForClarification') and not migrated`;
const COMPLETE = `state not in ('Assigned', 'InProcess', 'RequestForClarification') and not migrated`;
const REVISION = `active and state = 'AwaitingRevision'`;

export async function up(knex: Knex): Promise<void> {
  // The columns the visibility and row-level security read (tenant_id: the policy) ride in the
  // index, so pages and counts read the index alone.
  const ride = 'include (tenant_id, project_id, responsible_user_id, created_by)';
  await knex.raw(`create index activities_open_grid on activities (company_id, delivery_at, id) ${ride} where ${OPEN}`);
  await knex.raw(`create index activities_open_project on activities (project_id, company_id) include (tenant_id) where ${OPEN}`);
  await knex.raw(`create index activities_complete_grid on activities (company_id, delivery_at, id) ${ride} where ${COMPLETE}`);
  await knex.raw(`create index activities_complete_project on activities (project_id, company_id) include (tenant_id) where ${COMPLETE}`);
  await knex.raw(`create index activities_revision_grid on activities (company_id, delivery_at, id) ${ride} where ${REVISION}`);
  await knex.raw('create index activities_created_by on activities (created_by) where created_by is not null');
  // A member's projects (work group -> projects) read from the index alone.
  await knex.raw('create index project_work_groups_group_project on project_work_groups (work_group_id, project_id)');
}

export async function down(knex: Knex): Promise<void> {
  for (const name of [
    'project_work_groups_group_project',
    'activities_created_by',
    'activities_revision_grid',
    'activities_complete_project',
    'activities_complete_grid',
    'activities_open_project',
    'activities_open_grid',
  ]) {
    await knex.raw(`drop index if exists ${name}`);
  }
}
