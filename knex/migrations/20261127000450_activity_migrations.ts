// Migrations of audited work (issue 14, item 2; decision 224): a leader moves audited activities of
// one project to another project of the same client in one go. The migration is kept (who, when,
// from where to where, why) with each activity's former project and agreement, so the move can be
// traced and the work panel's grid-activities-migrated lists the activities.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('activity_migrations', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('from_project_id').notNullable().references('projects.id').onDelete('RESTRICT');
    t.uuid('to_project_id').notNullable().references('projects.id').onDelete('RESTRICT').index();
    t.uuid('to_trade_agreement_id').notNullable().references('trade_agreements.id').onDelete('RESTRICT');
    t.integer('activity_count').notNullable();
    t.string('reason', 500);
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
  });
  await knex.raw('alter table activity_migrations add constraint activity_migrations_count check (activity_count > 0)');
  await knex.raw('create index activity_migrations_from on activity_migrations (from_project_id, created_at desc)');
  await tenantTable(knex, 'activity_migrations');

  // One row per activity moved: where it was before (its agreement may have been none).
  await knex.schema.createTable('activity_migration_items', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE');
    t.uuid('migration_id').notNullable().references('activity_migrations.id').onDelete('CASCADE');
    t.uuid('activity_id').notNullable().references('activities.id').onDelete('CASCADE').index();
    t.uuid('from_project_id').references('projects.id').onDelete('RESTRICT');
    t.uuid('from_trade_agreement_id').references('trade_agreements.id').onDelete('SET NULL');
    t.primary(['migration_id', 'activity_id']);
  });
  await tenantTable(knex, 'activity_migration_items');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('activity_migration_items');
  await knex.schema.dropTableIfExists('activity_migrations');
}
