// The audit log: every change to roles, permissions, users and work groups (and any resource
// declared `audited`), with who, when, and the values before and after; view-as sessions too.
import type { Knex } from 'knex';
import { tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE');
    t.uuid('company_id').notNullable().references('companies.id').onDelete('CASCADE').index();
    t.string('entity', 60).notNullable(); // resource name: roles, users, work-groups, ...
    t.uuid('entity_id').notNullable();
    t.string('action', 30).notNullable(); // create, update, delete, duplicate, view-as, ...
    t.uuid('actor_id').references('users.id').onDelete('SET NULL');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.jsonb('before');
    t.jsonb('after');
    /** Per changed field: { field, before, after } or, for sets, { field, added, removed }. */
    t.jsonb('changes').notNullable().defaultTo('[]');
  });
  // The show page reads one entity's history newest first.
  await knex.raw('create index audit_log_entity on audit_log (tenant_id, entity, entity_id, at desc)');
  await tenantTable(knex, 'audit_log');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit_log');
}
