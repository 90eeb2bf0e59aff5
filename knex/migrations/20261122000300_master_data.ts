// Master data of issue 3: functional structure, work groups, taxes, clients and projects.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

/** A join table between two company rows, tenant-keyed for RLS. */
function joinTable(knex: Knex, name: string, from: [string, string], to: [string, string], extra?: (t: Knex.CreateTableBuilder) => void) {
  return knex.schema.createTable(name, (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid(from[0]).notNullable().references(`${from[1]}.id`).onDelete('CASCADE');
    t.uuid(to[0]).notNullable().references(`${to[1]}.id`).onDelete('RESTRICT').index();
    extra?.(t);
    t.primary([from[0], to[0]]);
  });
}

export const TABLES = [
  'practices',
  'practice_responsibles',
  'service_units',
  'work_groups',
  'work_group_members',
  'taxes',
  'tax_profiles',
  'tax_profile_taxes',
  'clients',
  'client_contacts',
  'projects',
  'project_practices',
  'project_service_units',
  'project_work_groups',
  'project_commercial_managers',
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('practices', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('name', 150).notNullable();
    t.string('description', 1000);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await joinTable(knex, 'practice_responsibles', ['practice_id', 'practices'], ['user_id', 'users']);

  await knex.schema.createTable('service_units', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('practice_id').notNullable().references('practices.id').onDelete('RESTRICT').index();
    t.string('name', 150).notNullable();
    t.string('description', 1000);
    t.boolean('active').notNullable().defaultTo(true);
  });

  await knex.schema.createTable('work_groups', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('name', 150).notNullable();
    t.string('code', 40).notNullable();
    t.string('description', 1000);
    t.boolean('active').notNullable().defaultTo(true);
    t.unique(['company_id', 'code']);
  });
  await joinTable(knex, 'work_group_members', ['work_group_id', 'work_groups'], ['user_id', 'users'], (t) => {
    t.boolean('is_external').notNullable().defaultTo(false);
  });

  await knex.schema.createTable('taxes', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('name', 150).notNullable();
    t.string('type', 20).notNullable(); // tax | withholding
    t.decimal('value', 20, 6).notNullable();
    t.string('description', 1000);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw(`alter table taxes add constraint taxes_value_range check (value >= 0.000001 and value <= 100)`);
  await knex.raw(`alter table taxes add constraint taxes_type check (type in ('tax', 'withholding'))`);

  await knex.schema.createTable('tax_profiles', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('name', 150).notNullable();
    t.string('description', 1000);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw('create unique index tax_profiles_name_unique on tax_profiles (company_id, lower(name))');
  await joinTable(knex, 'tax_profile_taxes', ['tax_profile_id', 'tax_profiles'], ['tax_id', 'taxes']);

  await knex.schema.createTable('clients', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('person_type', 20).notNullable().defaultTo('juridical');
    t.string('name', 200).notNullable();
    t.string('code', 40);
    t.string('commercial_name', 200);
    t.string('document_type', 20).notNullable().defaultTo('NIT');
    t.string('document_number', 30).notNullable();
    t.string('business_group', 150);
    t.date('bonding_date');
    t.uuid('commercial_manager_id').references('users.id').onDelete('SET NULL');
    t.uuid('loyalty_user_id').references('users.id').onDelete('SET NULL');
    t.uuid('tax_profile_id').notNullable().references('tax_profiles.id').onDelete('RESTRICT').index();
    t.string('country', 3).notNullable().defaultTo('COL');
    t.string('city', 20).notNullable().defaultTo('1170483426');
    t.string('postal_code', 20);
    t.string('address', 300);
    t.string('phone', 30);
    t.string('email', 254);
    t.boolean('active').notNullable().defaultTo(true);
  });
  // Grid search (q) is a substring match: trigram indexes keep it fast at a million rows.
  await knex.raw('create extension if not exists pg_trgm');
  for (const column of ['name', 'document_number', 'commercial_name']) {
    await knex.raw(`create index clients_${column}_trgm on clients using gin (${column} gin_trgm_ops)`);
  }
  // Duplicates are allowed after confirmation, so the document number is indexed, not unique.
  await knex.raw('create index clients_document_number on clients (company_id, document_number)');
  await knex.raw('create index clients_name on clients (company_id, lower(name))');

  await knex.schema.createTable('client_contacts', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('client_id').notNullable().references('clients.id').onDelete('CASCADE').index();
    t.string('name', 100).notNullable();
    t.string('last_name', 100);
    t.string('position', 100);
    t.string('document', 30);
    t.string('email', 254);
    t.string('phone', 30);
    t.smallint('type').notNullable().defaultTo(0); // 1 billing, 2 production, 3 commercial, 0 not a contact
    t.boolean('is_main').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
  });

  await knex.schema.createTable('projects', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('client_id').notNullable().references('clients.id').onDelete('RESTRICT').index();
    t.string('name', 200).notNullable();
    t.string('description', 2000);
    t.string('requested_by', 150);
    t.uuid('loyalty_work_group_id').references('work_groups.id').onDelete('SET NULL');
    t.boolean('privacy').notNullable().defaultTo(false);
    t.boolean('retired_member_privacy').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await joinTable(knex, 'project_practices', ['project_id', 'projects'], ['practice_id', 'practices']);
  await joinTable(knex, 'project_service_units', ['project_id', 'projects'], ['service_unit_id', 'service_units']);
  await joinTable(knex, 'project_work_groups', ['project_id', 'projects'], ['work_group_id', 'work_groups'], (t) => {
    t.smallint('priority').notNullable().defaultTo(0);
  });
  await joinTable(knex, 'project_commercial_managers', ['project_id', 'projects'], ['user_id', 'users']);

  await knex.raw('create index projects_name_trgm on projects using gin (name gin_trgm_ops)');
  await knex.raw('create index projects_company_name on projects (company_id, name)');
  await knex.raw('create index clients_company_name_sort on clients (company_id, name, id)');

  for (const table of TABLES) await tenantTable(knex, table);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...TABLES].reverse()) await knex.schema.dropTableIfExists(table);
}
