// A member's projects are read from the index alone (issue 30, items 2 and 3; decision 285). Every
// Workgroup-scoped read builds the set of the projects of the caller's work groups, and row-level
// security adds `tenant_id = app_current_tenant()` to it: with the tenant outside the index, each
// of a large group's 10,000 projects was fetched from the table, twice per page of the activity
// grid (13-17 ms each at a million activities). The tenant rides along in the index, which
// replaces the plain (work_group_id, project_id) one it extends.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index project_work_groups_group_project_tenant on project_work_groups (work_group_id, project_id) include (tenant_id)');
  await knex.raw('drop index project_work_groups_group_project');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('create index project_work_groups_group_project on project_work_groups (work_group_id, project_id)');
  await knex.raw('drop index project_work_groups_group_project_tenant');
}
