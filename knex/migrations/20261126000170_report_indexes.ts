// Dynamic reports over time registered (decision 207): a report's rows are the newest works of its
// dates; this index hands them over in that order instead of sorting a year of a firm's works.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index works_newest on works (company_id, work_date desc, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists works_newest');
}
