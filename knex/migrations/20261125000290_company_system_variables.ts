// The rest of a company's system variables (config-system, issue 12 item 1): daily goals, the
// restriction on entering and editing work, work days and holidays, end-of-day delivery, billable
// time type, the daily registration limit, the initial work hour, near-due and overdue ranges and
// revision alert hours (decision 171).
import type { Knex } from 'knex';
import { tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    t.decimal('daily_worked_hours_goal', 5, 2).notNullable().defaultTo(8);
    t.decimal('daily_billed_hours_goal', 5, 2).notNullable().defaultTo(6);
    t.string('restriction_type', 10).notNullable().defaultTo('none');
    t.boolean('end_of_day_delivery').notNullable().defaultTo(false);
    t.string('billable_time_type', 10).notNullable().defaultTo('worked');
    t.decimal('daily_registration_limit', 5, 2);
    t.smallint('initial_work_hour').notNullable().defaultTo(8);
    t.decimal('near_due_hours', 7, 2).notNullable().defaultTo(24);
    t.decimal('overdue_hours', 7, 2).notNullable().defaultTo(0);
    t.decimal('revision_alert_hours', 7, 2).notNullable().defaultTo(24);
  });
  await knex.raw(`alter table companies add constraint companies_restriction_type check (restriction_type in ('none', 'day', 'weekly', 'monthly'))`);
  await knex.raw(`alter table companies add constraint companies_billable_time_type check (billable_time_type in ('worked', 'declared'))`);
  await knex.raw(`alter table companies add constraint companies_goals check (
    daily_worked_hours_goal between 0 and 24 and daily_billed_hours_goal between 0 and 24
    and (daily_registration_limit is null or daily_registration_limit between 0 and 24)
    and initial_work_hour between 0 and 23 and near_due_hours >= 0 and overdue_hours >= 0 and revision_alert_hours >= 0)`);

  // Work days as a set (1 Monday ... 7 Sunday), like a user's work profile.
  await knex.schema.createTable('company_work_days', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.string('day', 1).notNullable();
    t.primary(['company_id', 'day']);
  });
  await knex.raw(`alter table company_work_days add constraint company_work_days_day check (day in ('1', '2', '3', '4', '5', '6', '7'))`);
  await knex.raw(`insert into company_work_days (tenant_id, company_id, day)
    select c.tenant_id, c.id, d.day from companies c cross join (values ('1'), ('2'), ('3'), ('4'), ('5')) d(day)`);

  // Holidays: dated rows of the company (no work is expected on them).
  await knex.schema.createTable('company_holidays', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
    t.uuid('company_id').notNullable().references('companies.id').onDelete('CASCADE').index();
    t.date('day').notNullable();
    t.string('name', 100).notNullable();
    t.timestamps(true, true);
    t.unique(['company_id', 'day']);
  });
  await tenantTable(knex, 'company_work_days');
  await tenantTable(knex, 'company_holidays');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('company_holidays');
  await knex.schema.dropTableIfExists('company_work_days');
  await knex.raw('alter table companies drop constraint if exists companies_goals');
  await knex.raw('alter table companies drop constraint if exists companies_billable_time_type');
  await knex.raw('alter table companies drop constraint if exists companies_restriction_type');
  await knex.schema.alterTable('companies', (t) => {
    for (const c of [
      'daily_worked_hours_goal',
      'daily_billed_hours_goal',
      'restriction_type',
      'end_of_day_delivery',
      'billable_time_type',
      'daily_registration_limit',
      'initial_work_hour',
      'near_due_hours',
      'overdue_hours',
      'revision_alert_hours',
    ])
      t.dropColumn(c);
  });
}
