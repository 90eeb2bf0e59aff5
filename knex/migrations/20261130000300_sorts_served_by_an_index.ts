// Every sort a grid offers is served by an index (issue 30, item 2; decision 266). The activity
// grids offer their delivery date (served by each bucket's index) and the title, which had none: a
// member's grid sorted by title read and sorted every activity they may see (1.25 s at a million).
// The clients sort by their commercial name too. Each index serves both directions: a descending
// list is the ascending one read backwards (keyset.ts, NULLS).
// The clients' second `(company_id, name, id)` index, made twice by two migrations, goes.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index activities_company_title on activities (company_id, title, id)');
  await knex.raw('create index clients_company_commercial_name on clients (company_id, commercial_name, id)');
  await knex.raw('drop index if exists clients_company_name_id');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('create index clients_company_name_id on clients (company_id, name, id)');
  await knex.raw('drop index clients_company_commercial_name');
  await knex.raw('drop index activities_company_title');
}
