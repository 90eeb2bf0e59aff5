// Electronic invoicing (issue 14, item 7): an approved invoice is submitted to the provider (the
// local one by default, Noova by configuration) after its transaction commits, by a pg-boss job.
// Its state moves pending → sent → accepted | rejected, or failed when the provider could not be
// reached; a rejected or failed one may be sent again (back to pending). Every move is a row of
// einvoice_log. The invoices' immutability trigger (20261127000100) leaves these columns free.
import type { Knex } from 'knex';
import { APP_ROLE, ownedColumns, tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table invoices drop constraint invoices_einvoice_state');
  await knex.raw(`alter table invoices add constraint invoices_einvoice_state check (einvoice_state in ('pending', 'sent', 'accepted', 'rejected', 'failed'))`);
  await knex.schema.alterTable('invoices', (t) => {
    t.string('einvoice_reference', 100); // the provider's id of the document (Noova's CUFE or its own id)
    t.timestamp('einvoice_at', { useTz: true }); // the last move at the provider
  });
  // The job's sweep reads the pending ones only; the report reads a company's issue dates.
  await knex.raw(`create index invoices_einvoice_pending on invoices (created_at) where einvoice_state = 'pending'`);
  await knex.raw('create index invoices_issue_date on invoices (company_id, issue_date)');

  await knex.schema.createTable('einvoice_log', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('invoice_id').notNullable().references('invoices.id').onDelete('RESTRICT');
    t.string('provider', 20).notNullable();
    t.string('from_state', 10).notNullable();
    t.string('to_state', 10).notNullable();
    t.string('message', 500);
    t.string('reference', 100);
    t.uuid('actor_id').references('users.id').onDelete('SET NULL'); // null: the background job
  });
  await knex.raw('create index einvoice_log_invoice on einvoice_log (invoice_id, created_at)');
  await tenantTable(knex, 'einvoice_log');

  // Told once the invoice's transaction commits (NOTIFY is delivered on commit, never on a rollback):
  // the job runner listens and queues the submission at once; its sweep catches anything missed.
  await knex.raw(`
    create function invoices_einvoice_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('einvoice', json_build_object('tenantId', new.tenant_id, 'invoiceId', new.id)::text);
      return new;
    end $$`);
  await knex.raw(`create trigger invoices_einvoice_notify after insert or update of einvoice_state on invoices for each row
    when (new.einvoice_state = 'pending' and new.state = 'approved') execute function invoices_einvoice_notify()`);

  // The job works for no signed-in person: it learns which documents wait, and their tenants, from
  // this function only, then submits each inside its tenant under RLS.
  await knex.raw(`
    create function app_einvoice_pending(max integer) returns table (tenant_id uuid, invoice_id uuid)
    language sql stable security definer set search_path = public as $$
      select i.tenant_id, i.id from invoices i where i.einvoice_state = 'pending' and i.state = 'approved'
      order by i.created_at limit max
    $$`);
  await knex.raw('revoke all on function app_einvoice_pending(integer) from public');
  await knex.raw(`grant execute on function app_einvoice_pending(integer) to ${APP_ROLE}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists app_einvoice_pending(integer)');
  await knex.raw('drop trigger if exists invoices_einvoice_notify on invoices');
  await knex.raw('drop function if exists invoices_einvoice_notify()');
  await knex.schema.dropTableIfExists('einvoice_log');
  await knex.raw('drop index if exists invoices_issue_date');
  await knex.raw('drop index if exists invoices_einvoice_pending');
  await knex.schema.alterTable('invoices', (t) => {
    t.dropColumn('einvoice_reference');
    t.dropColumn('einvoice_at');
  });
  await knex.raw('alter table invoices drop constraint invoices_einvoice_state');
  await knex.raw(`alter table invoices add constraint invoices_einvoice_state check (einvoice_state in ('pending', 'sent', 'accepted', 'rejected'))`);
}
