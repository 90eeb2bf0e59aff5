// Tenant-defined custom fields (issue 11, item 4): a company's definitions per entity, and the values
// of clients in one JSONB object keyed by each definition's generated key (never its label).
// Values are filtered with `custom_fields @> ?::jsonb` (the key bound inside the JSON), which the
// GIN index serves.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

// The specification's seven data types, as stored (a copy: migrations never import application code).
const DATA_TYPES = ['Number', 'RadioGroup', 'Select', 'Date', 'Textarea', 'Text', 'Checkbox'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('custom_field_definitions', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('entity', 60).notNullable();
    // A short stable name generated once: what the values are keyed by and what filters bind.
    t.string('key', 20).notNullable().defaultTo(knex.raw(`'f' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)`));
    t.string('label', 100).notNullable();
    t.string('data_type', 20).notNullable();
    t.boolean('required').notNullable().defaultTo(false);
    // Select and RadioGroup: the options, one a line, in display order.
    t.text('options');
    t.integer('position').notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
    t.boolean('list_column').notNullable().defaultTo(false);
  });
  // DDL takes no bind parameters; the types are this file's own constants.
  await knex.raw(`alter table custom_field_definitions add constraint custom_field_definitions_data_type
    check (data_type in (${DATA_TYPES.map((t) => `'${t}'`).join(', ')}))`);
  await knex.raw(`alter table custom_field_definitions add constraint custom_field_definitions_key check (key ~ '^[a-z0-9]+$')`);
  await knex.raw('create unique index custom_field_definitions_key_unique on custom_field_definitions (company_id, entity, key)');
  // One label per entity, whatever its case (the rule in the API says the same with a clearer message).
  await knex.raw('create unique index custom_field_definitions_label_unique on custom_field_definitions (company_id, entity, lower(label))');
  await knex.raw('create index custom_field_definitions_order on custom_field_definitions (company_id, entity, position)');
  await tenantTable(knex, 'custom_field_definitions');

  await knex.raw(`alter table clients add column custom_fields jsonb not null default '{}'::jsonb
    constraint clients_custom_fields_object check (jsonb_typeof(custom_fields) = 'object')`);
  await knex.raw('create index clients_custom_fields on clients using gin (custom_fields jsonb_path_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists clients_custom_fields');
  await knex.raw('alter table clients drop column if exists custom_fields');
  await knex.schema.dropTableIfExists('custom_field_definitions');
}
