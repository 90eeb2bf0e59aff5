// Trade (commercial) agreements of a project, of the ten types of the specification (document 0,
// sections 3-4; document 1, section 4), with their child rows: rates, hour intervals and milestones.
// Everything the fee engine of issue 14 reads is stored here as is (see docs/agreements.md).
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

export const TABLES = ['trade_agreements', 'trade_agreement_rates', 'trade_agreement_intervals', 'trade_agreement_milestones'];

const MONEY = [20, 6] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trade_agreements', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('project_id').notNullable().references('projects.id').onDelete('RESTRICT');
    // 1 FeePerHour .. 9 Mixed as the specification numbers them; 10 FeePerHourInterval (decision 160).
    t.smallint('type').notNullable();
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    // A currency (type 1) or an indexing unit (type 2): the unit every amount below is written in.
    t.uuid('currency_id').notNullable().references('currencies.id').onDelete('RESTRICT').index();
    t.string('increment_moment', 20).notNullable().defaultTo('NotIncrement');
    t.string('increment_kind', 10); // percent | index (required unless NotIncrement)
    t.decimal('increment_percent', ...MONEY);
    t.uuid('increment_index_id').references('currencies.id').onDelete('RESTRICT').index();
    t.boolean('ledes_export').notNullable().defaultTo(false);
    t.boolean('auto_renewal').notNullable().defaultTo(false);
    t.string('description', 1000);
    t.string('observations', 2000);
    t.string('state', 10).notNullable().defaultTo('open');
    // Type-specific scalars (which ones each type uses: docs/agreements.md).
    t.decimal('rate', ...MONEY);
    t.decimal('amount', ...MONEY);
    t.decimal('hours', 10, 2);
    t.decimal('cap', ...MONEY);
    t.uuid('rate_book_id').references('rate_books.id').onDelete('RESTRICT').index();
    t.string('validity', 12); // retainer period
    t.string('accumulation', 12);
    t.string('distribution', 12);
  });
  await knex.raw(`alter table trade_agreements add constraint trade_agreements_type check (type between 1 and 10)`);
  await knex.raw(`alter table trade_agreements add constraint trade_agreements_dates check (start_date < end_date)`);
  await knex.raw(`alter table trade_agreements add constraint trade_agreements_state check (state in ('open', 'closed'))`);
  await knex.raw(`alter table trade_agreements add constraint trade_agreements_increment check (
    increment_moment in ('StartYear', 'TradeEndDate', 'NotIncrement')
    and (increment_kind is null or increment_kind in ('percent', 'index')))`);
  await knex.raw(`alter table trade_agreements add constraint trade_agreements_positive check (
    (rate is null or rate > 0) and (amount is null or amount > 0) and (hours is null or hours > 0) and (cap is null or cap > 0))`);
  await knex.raw(`alter table trade_agreements add constraint trade_agreements_enums check (
    (validity is null or validity in ('monthly', 'bimonthly', 'quarterly', 'semiannual', 'annual'))
    and (accumulation is null or accumulation in ('none', 'byMonth', 'byValidity'))
    and (distribution is null or distribution in ('monthly', 'validity')))`);
  // A project's agreements newest first: the list per project and "which one is the latest".
  await knex.raw('create index trade_agreements_project on trade_agreements (project_id, start_date desc, created_at desc, id desc)');

  // A rate for one professional, one tariff category (the users' category) or one activity type.
  await knex.schema.createTable('trade_agreement_rates', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('trade_agreement_id').notNullable().references('trade_agreements.id').onDelete('CASCADE').index();
    t.uuid('user_id').references('users.id').onDelete('RESTRICT');
    t.string('category', 100);
    t.uuid('activity_type_id').references('activity_types.id').onDelete('RESTRICT');
    t.decimal('rate', ...MONEY).notNullable();
  });
  await knex.raw(`alter table trade_agreement_rates add constraint trade_agreement_rates_one_target check (
    num_nonnulls(user_id, category, activity_type_id) = 1 and rate > 0)`);

  // Hour ranges [from, to) priced at their rate; the last may be open (to null).
  await knex.schema.createTable('trade_agreement_intervals', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('trade_agreement_id').notNullable().references('trade_agreements.id').onDelete('CASCADE').index();
    t.decimal('from_hours', 10, 2).notNullable();
    t.decimal('to_hours', 10, 2);
    t.decimal('rate', ...MONEY).notNullable();
  });
  await knex.raw(`alter table trade_agreement_intervals add constraint trade_agreement_intervals_range check (
    from_hours >= 0 and (to_hours is null or to_hours > from_hours) and rate > 0)`);

  // By date (LandmarkByEvent) or by activity type (LandmarkByTypeActivity): exactly one of them.
  await knex.schema.createTable('trade_agreement_milestones', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('trade_agreement_id').notNullable().references('trade_agreements.id').onDelete('CASCADE').index();
    t.date('date');
    t.uuid('activity_type_id').references('activity_types.id').onDelete('RESTRICT');
    t.decimal('amount', ...MONEY).notNullable();
    t.string('description', 200);
  });
  await knex.raw(`alter table trade_agreement_milestones add constraint trade_agreement_milestones_kind check (
    num_nonnulls(date, activity_type_id) = 1 and amount > 0)`);

  for (const table of TABLES) await tenantTable(knex, table);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...TABLES].reverse()) await knex.schema.dropTableIfExists(table);
}
