// The business partners' dashboard (GET /api/clients/dashboard) counts a company's clients by state
// and by commercial manager and lists the newest: each reads one of these indexes, not the table.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index clients_company_state on clients (company_id, state)');
  await knex.raw('create index clients_company_commercial_manager on clients (company_id, commercial_manager_id)');
  await knex.raw('create index clients_company_newest on clients (company_id, created_at desc, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  for (const index of ['clients_company_state', 'clients_company_commercial_manager', 'clients_company_newest'])
    await knex.raw(`drop index if exists ${index}`);
}
