// The work panel remembers each member's filters (period, teams, areas, clients): issue 13, item 6.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_profiles', (t) => {
    t.jsonb('panel_filters').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
  });
  await knex.raw(`alter table user_profiles add constraint user_profiles_panel_filters_object check (jsonb_typeof(panel_filters) = 'object')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_profiles', (t) => t.dropColumn('panel_filters'));
}
