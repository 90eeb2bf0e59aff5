// The rest of projects (issue 12, item 7): external groups (work groups whose external users may
// see the project), custom field values, and the project documents (DOCX, XLSX, PPTX or PDF up to
// 250 MB; the bytes live in the file storage, this row says whose they are and what they are).
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('project_external_groups', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid('project_id').notNullable().references('projects.id').onDelete('CASCADE');
    t.uuid('work_group_id').notNullable().references('work_groups.id').onDelete('RESTRICT').index();
    t.primary(['project_id', 'work_group_id']);
  });
  await tenantTable(knex, 'project_external_groups');

  await knex.raw(`alter table projects add column custom_fields jsonb not null default '{}'::jsonb
    constraint projects_custom_fields_object check (jsonb_typeof(custom_fields) = 'object')`);
  await knex.raw('create index projects_custom_fields on projects using gin (custom_fields jsonb_path_ops)');

  await knex.schema.createTable('project_documents', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('project_id').notNullable().references('projects.id').onDelete('CASCADE');
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.string('name', 255).notNullable();
    t.bigInteger('size').notNullable();
    t.string('content_type', 100).notNullable();
    t.text('storage_key').notNullable();
  });
  // A project's documents, newest first, paged by (created_at, id).
  await knex.raw('create index project_documents_by_project on project_documents (project_id, created_at desc, id desc)');
  await tenantTable(knex, 'project_documents');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('project_documents');
  await knex.raw('drop index if exists projects_custom_fields');
  await knex.raw('alter table projects drop column if exists custom_fields');
  await knex.schema.dropTableIfExists('project_external_groups');
}
