// Tariffs (issue 12, h-money): tariff categories with their dated values per currency and their
// professionals, expense types, and the rate books' validity, work groups and lines. A line's
// scope is a professional, a tariff category and/or an activity type (none: the book's default);
// rates.ts picks the most specific line in force (docs/rates.md).
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

export const TABLES = ['tariff_categories', 'tariff_category_values', 'tariff_category_users', 'expense_types', 'rate_book_work_groups', 'rate_book_lines'];

function joinTable(knex: Knex, name: string, from: [string, string], to: [string, string]) {
  return knex.schema.createTable(name, (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid(from[0]).notNullable().references(`${from[1]}.id`).onDelete('CASCADE');
    t.uuid(to[0]).notNullable().references(`${to[1]}.id`).onDelete('RESTRICT').index();
    t.primary([from[0], to[0]]);
  });
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tariff_categories', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('name', 150).notNullable();
    t.string('description', 1000);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw('create unique index tariff_categories_name_unique on tariff_categories (company_id, lower(name))');

  // The category's list price per hour, per currency, from a date.
  await knex.schema.createTable('tariff_category_values', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('tariff_category_id').notNullable().references('tariff_categories.id').onDelete('CASCADE');
    t.uuid('currency_id').notNullable().references('currencies.id').onDelete('RESTRICT').index();
    t.date('valid_from').notNullable();
    t.decimal('value', 20, 6).notNullable();
    t.unique(['tariff_category_id', 'currency_id', 'valid_from']);
  });
  await knex.raw('alter table tariff_category_values add constraint tariff_category_values_positive check (value > 0)');
  await joinTable(knex, 'tariff_category_users', ['tariff_category_id', 'tariff_categories'], ['user_id', 'users']);

  await knex.schema.createTable('expense_types', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('title', 150).notNullable();
    t.string('code', 40).notNullable();
    t.string('description', 1000);
    t.string('type', 20).notNullable().defaultTo('reimbursable');
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw('create unique index expense_types_code_unique on expense_types (company_id, lower(code))');
  await knex.raw(`alter table expense_types add constraint expense_types_type check (type in ('reimbursable', 'internal'))`);

  await knex.schema.alterTable('rate_books', (t) => {
    t.date('valid_from');
    t.date('valid_to');
  });
  await knex.raw('alter table rate_books add constraint rate_books_dates check (valid_to is null or valid_from is null or valid_to >= valid_from)');
  await joinTable(knex, 'rate_book_work_groups', ['rate_book_id', 'rate_books'], ['work_group_id', 'work_groups']);

  await knex.schema.createTable('rate_book_lines', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('rate_book_id').notNullable().references('rate_books.id').onDelete('CASCADE').index();
    t.uuid('user_id').references('users.id').onDelete('RESTRICT').index();
    t.uuid('tariff_category_id').references('tariff_categories.id').onDelete('RESTRICT').index();
    t.uuid('activity_type_id').references('activity_types.id').onDelete('RESTRICT').index();
    t.decimal('value', 20, 6).notNullable();
    t.date('valid_from');
    t.date('valid_to');
  });
  await knex.raw('alter table rate_book_lines add constraint rate_book_lines_positive check (value >= 0)');
  await knex.raw('alter table rate_book_lines add constraint rate_book_lines_dates check (valid_to is null or valid_from is null or valid_to >= valid_from)');

  for (const table of TABLES) await tenantTable(knex, table);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...TABLES].reverse()) await knex.schema.dropTableIfExists(table);
  await knex.schema.alterTable('rate_books', (t) => {
    t.dropColumn('valid_from');
    t.dropColumn('valid_to');
  });
}
