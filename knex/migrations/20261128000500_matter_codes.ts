// LEDES names a matter twice (issue 28, item 7): the firm's own id (LAW_FIRM_MATTER_ID) and the
// client's (CLIENT_MATTER_ID), each at most 20 characters. Both live on the project; the firm's is
// unique within its company whatever the case, the client's is whatever the client uses.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table projects add column matter_code varchar(20), add column client_matter_code varchar(20)');
  await knex.raw(`create unique index projects_company_id_matter_code_unique on projects (company_id, lower(matter_code))
    where matter_code is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index projects_company_id_matter_code_unique');
  await knex.raw('alter table projects drop column matter_code, drop column client_matter_code');
}
