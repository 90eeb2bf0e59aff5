// Two declared lists read newest first across a tenant (issue 30, item 2; decision 266): a
// project's sent notifications without a project chosen, and the e-invoicing log. Each gets the
// index of its order, so a page is read from the index instead of sorting every row.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index project_notifications_company_created on project_notifications (company_id, created_at, id)');
  await knex.raw('create index einvoice_log_company_created on einvoice_log (company_id, created_at, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index einvoice_log_company_created');
  await knex.raw('drop index project_notifications_company_created');
}
