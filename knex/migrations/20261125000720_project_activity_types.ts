// A project's activities (screen activities): the activity types worked on it, each with an
// optional estimate of hours for this project (null: the activity type's own estimate applies).
import type { Knex } from 'knex';
import { tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('project_activity_types', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid('project_id').notNullable().references('projects.id').onDelete('CASCADE');
    t.uuid('activity_type_id').notNullable().references('activity_types.id').onDelete('RESTRICT').index();
    t.decimal('estimated_hours', 7, 2);
    t.primary(['project_id', 'activity_type_id']);
  });
  await knex.raw('alter table project_activity_types add constraint project_activity_types_hours check (estimated_hours > 0)');
  await tenantTable(knex, 'project_activity_types');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('project_activity_types');
}
