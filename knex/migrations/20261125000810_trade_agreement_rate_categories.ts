// A trade agreement's rate for a tariff category names the category (tariff_categories, migration
// 20261125000300) instead of its name as text, as the rate books' lines do.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table trade_agreement_rates drop constraint trade_agreement_rates_one_target');
  await knex.schema.alterTable('trade_agreement_rates', (t) => {
    t.dropColumn('category');
    t.uuid('tariff_category_id').references('tariff_categories.id').onDelete('RESTRICT');
  });
  await knex.raw(`alter table trade_agreement_rates add constraint trade_agreement_rates_one_target check (
    num_nonnulls(user_id, tariff_category_id, activity_type_id) = 1 and rate > 0)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table trade_agreement_rates drop constraint trade_agreement_rates_one_target');
  await knex.schema.alterTable('trade_agreement_rates', (t) => {
    t.string('category', 100);
  });
  // A category's rate keeps its category by name.
  await knex.raw(`update trade_agreement_rates r set category = c.name from tariff_categories c where c.id = r.tariff_category_id`);
  await knex.schema.alterTable('trade_agreement_rates', (t) => {
    t.dropColumn('tariff_category_id');
  });
  await knex.raw(`alter table trade_agreement_rates add constraint trade_agreement_rates_one_target check (
    num_nonnulls(user_id, category, activity_type_id) = 1 and rate > 0)`);
}
