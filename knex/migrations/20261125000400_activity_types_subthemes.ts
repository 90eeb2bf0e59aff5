// Activity types (issue 12, item 4): their subthemes (names, one a line) and the company's custom
// fields (activities/add-more-fields), stored like the clients' ones (migration 20261124000300).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table activity_types add column subthemes text');
  await knex.raw(`alter table activity_types add column custom_fields jsonb not null default '{}'::jsonb
    constraint activity_types_custom_fields_object check (jsonb_typeof(custom_fields) = 'object')`);
  await knex.raw('create index activity_types_custom_fields on activity_types using gin (custom_fields jsonb_path_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists activity_types_custom_fields');
  await knex.raw('alter table activity_types drop column if exists custom_fields');
  await knex.raw('alter table activity_types drop column if exists subthemes');
}
