// Master data of issue 12 that several areas refer to, created first so each area can build on it:
// currencies and indexing units (agreements, rates, expenses), activity types (flows, rate books,
// milestone agreements), dynamic forms (flow types, projects) and the rate books' header
// (agreements). Each area's own migration adds its child tables and rules.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

export const TABLES = ['currencies', 'currency_equivalencies', 'activity_types', 'dynamic_forms', 'rate_books'];

export async function up(knex: Knex): Promise<void> {
  // Type 1 is a currency (ISO code, its decimals); type 2 an indexing unit (UVT, SMMLV) that
  // converts to its standard currency at the equivalency in force on a date.
  await knex.schema.createTable('currencies', (t) => {
    ownedColumns(knex, t, { company: true });
    t.smallint('type').notNullable().defaultTo(1);
    t.string('code', 10).notNullable();
    t.string('name', 100).notNullable();
    t.string('abbreviation', 20);
    t.smallint('decimals').notNullable().defaultTo(2);
    t.uuid('standard_currency_id').references('currencies.id').onDelete('RESTRICT').index();
    t.boolean('accumulative').notNullable().defaultTo(false);
    t.boolean('is_default').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw(`alter table currencies add constraint currencies_type check (type in (1, 2))`);
  await knex.raw(`alter table currencies add constraint currencies_decimals check (decimals between 0 and 7)`);
  // An indexing unit names the currency it converts to; a currency converts to nothing.
  await knex.raw(`alter table currencies add constraint currencies_standard check ((type = 2) = (standard_currency_id is not null))`);
  await knex.raw('create unique index currencies_code_unique on currencies (company_id, lower(code))');
  // One main currency per company (the rule in the API answers first, with its message).
  await knex.raw('create unique index currencies_one_default on currencies (company_id) where is_default and type = 1');

  await knex.schema.createTable('currency_equivalencies', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('currency_id').notNullable().references('currencies.id').onDelete('CASCADE');
    t.date('valid_from').notNullable();
    t.decimal('value', 24, 7).notNullable();
    t.unique(['currency_id', 'valid_from']);
  });
  await knex.raw(`alter table currency_equivalencies add constraint currency_equivalencies_positive check (value > 0)`);

  await knex.schema.createTable('activity_types', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('practice_id').notNullable().references('practices.id').onDelete('RESTRICT').index();
    t.uuid('service_unit_id').references('service_units.id').onDelete('RESTRICT').index();
    t.string('name', 150).notNullable();
    t.string('code', 40).notNullable();
    t.string('description', 1000);
    t.decimal('estimated_hours', 7, 2).notNullable().defaultTo(0);
    t.decimal('average_hours', 7, 2).notNullable().defaultTo(0);
    t.decimal('near_due_hours', 7, 2).notNullable().defaultTo(0);
    t.decimal('overdue_hours', 7, 2).notNullable().defaultTo(0);
    t.boolean('schedule_appointment').notNullable().defaultTo(false);
    t.boolean('requires_document').notNullable().defaultTo(false);
    t.boolean('requires_revision').notNullable().defaultTo(false);
    t.boolean('exclusive_to_flows').notNullable().defaultTo(false);
    t.boolean('can_change_end_date').notNullable().defaultTo(true);
    t.boolean('billable').notNullable().defaultTo(true);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw('create unique index activity_types_code_unique on activity_types (company_id, lower(code))');
  await knex.raw(`alter table activity_types add constraint activity_types_hours check (
    estimated_hours >= 0 and average_hours >= 0 and near_due_hours >= 0 and overdue_hours >= 0)`);

  await knex.schema.createTable('dynamic_forms', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('name', 150).notNullable();
    t.string('code', 40).notNullable();
    t.string('description', 1000);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw('create unique index dynamic_forms_code_unique on dynamic_forms (company_id, lower(code))');

  // By hour: a value per tariff category (or professional); by service: a value per activity type.
  await knex.schema.createTable('rate_books', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('title', 150).notNullable();
    t.string('description', 1000);
    t.string('type', 10).notNullable().defaultTo('hour');
    t.uuid('currency_id').notNullable().references('currencies.id').onDelete('RESTRICT').index();
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw(`alter table rate_books add constraint rate_books_type check (type in ('hour', 'service'))`);

  for (const table of TABLES) await tenantTable(knex, table);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...TABLES].reverse()) await knex.schema.dropTableIfExists(table);
}
