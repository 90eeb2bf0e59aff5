// Clients are listed by name (their default sort) and paged by key on (name, id): an index in that
// order serves both, per company, so a page, first or thousandth, reads only its own rows. The
// existing (company_id, lower(name)) index serves a case-folded comparison, not this order.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index clients_company_name_id on clients (company_id, name, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists clients_company_name_id');
}
