// A member's report over time registered picks the keys of the works they see first (decision 297):
// the works of the company in the period, tested on their project (a member's teams) and their
// activity (a member's own work) in the index the reports already read the newest works from, so a
// month of the company's works is tested without reading each from the heap. The key is unchanged
// (the report's rows come newest first from it); no index is added.
import type { Knex } from 'knex';

const KEY = 'company_id, work_date desc nulls last, id desc';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists works_newest');
  await knex.raw(`create index works_newest on works (${KEY}) include (tenant_id, project_id, activity_id)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists works_newest');
  await knex.raw(`create index works_newest on works (${KEY})`);
}
