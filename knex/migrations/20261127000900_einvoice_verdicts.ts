// A document the provider took without a verdict (`sent`) is asked again for it (decision 228):
// `einvoice_checked_at` says when it was last asked, and the job learns which documents wait for a
// verdict, and their tenants, from app_einvoice_undecided only (as app_einvoice_pending).
import type { Knex } from 'knex';
import { APP_ROLE } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table invoices add column einvoice_checked_at timestamptz');
  await knex.raw(`create index invoices_einvoice_sent on invoices (coalesce(einvoice_checked_at, einvoice_at)) where einvoice_state = 'sent'`);
  await knex.raw(`
    create function app_einvoice_undecided(max integer, quiet interval) returns table (tenant_id uuid, invoice_id uuid)
    language sql stable security definer set search_path = public as $$
      select i.tenant_id, i.id from invoices i where i.einvoice_state = 'sent' and i.state = 'approved'
        and coalesce(i.einvoice_checked_at, i.einvoice_at) <= now() - quiet
      order by coalesce(i.einvoice_checked_at, i.einvoice_at) limit max
    $$`);
  await knex.raw('revoke all on function app_einvoice_undecided(integer, interval) from public');
  await knex.raw(`grant execute on function app_einvoice_undecided(integer, interval) to ${APP_ROLE}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists app_einvoice_undecided(integer, interval)');
  await knex.raw('drop index if exists invoices_einvoice_sent');
  await knex.raw('alter table invoices drop column einvoice_checked_at');
}
