// Credit notes are electronic documents too (decision 229): each is submitted to the provider like
// an invoice, once its transaction commits, with the same states, log and verdict questions. Its
// moves are rows of einvoice_log naming the note and the invoice it credits. The job learns which
// documents wait (pending, or sent without a verdict) of both kinds from the two functions below.
import type { Knex } from 'knex';
import { APP_ROLE } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table credit_notes add column einvoice_state varchar(10) not null default 'pending'
    constraint credit_notes_einvoice_state check (einvoice_state in ('pending', 'sent', 'accepted', 'rejected', 'failed')),
    add column einvoice_message varchar(500), add column einvoice_reference varchar(100),
    add column einvoice_at timestamptz, add column einvoice_checked_at timestamptz`);
  await knex.raw(`create index credit_notes_einvoice_pending on credit_notes (created_at) where einvoice_state = 'pending'`);
  await knex.raw(`create index credit_notes_einvoice_sent on credit_notes (coalesce(einvoice_checked_at, einvoice_at)) where einvoice_state = 'sent'`);
  await knex.raw('alter table einvoice_log add column credit_note_id uuid references credit_notes (id) on delete restrict');
  await knex.raw('create index einvoice_log_credit_note on einvoice_log (credit_note_id, created_at) where credit_note_id is not null');

  await knex.raw(`
    create function credit_notes_einvoice_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('einvoice', json_build_object('tenantId', new.tenant_id, 'creditNoteId', new.id)::text);
      return new;
    end $$`);
  await knex.raw(`create trigger credit_notes_einvoice_notify after insert or update of einvoice_state on credit_notes for each row
    when (new.einvoice_state = 'pending') execute function credit_notes_einvoice_notify()`);

  // Both kinds, oldest first: an invoice's id or a credit note's, the other null.
  await knex.raw('drop function app_einvoice_pending(integer)');
  await knex.raw(`
    create function app_einvoice_pending(max integer) returns table (tenant_id uuid, invoice_id uuid, credit_note_id uuid)
    language sql stable security definer set search_path = public as $$
      select d.tenant_id, d.invoice_id, d.credit_note_id from (
        (select i.tenant_id, i.id as invoice_id, null::uuid as credit_note_id, i.created_at from invoices i
          where i.einvoice_state = 'pending' and i.state = 'approved' order by i.created_at limit max)
        union all
        (select n.tenant_id, null, n.id, n.created_at from credit_notes n where n.einvoice_state = 'pending' order by n.created_at limit max)
      ) d order by d.created_at limit max
    $$`);
  await knex.raw('drop function app_einvoice_undecided(integer, interval)');
  await knex.raw(`
    create function app_einvoice_undecided(max integer, quiet interval) returns table (tenant_id uuid, invoice_id uuid, credit_note_id uuid)
    language sql stable security definer set search_path = public as $$
      select d.tenant_id, d.invoice_id, d.credit_note_id from (
        (select i.tenant_id, i.id as invoice_id, null::uuid as credit_note_id, coalesce(i.einvoice_checked_at, i.einvoice_at) as asked from invoices i
          where i.einvoice_state = 'sent' and i.state = 'approved' and coalesce(i.einvoice_checked_at, i.einvoice_at) <= now() - quiet
          order by coalesce(i.einvoice_checked_at, i.einvoice_at) limit max)
        union all
        (select n.tenant_id, null, n.id, coalesce(n.einvoice_checked_at, n.einvoice_at) from credit_notes n
          where n.einvoice_state = 'sent' and coalesce(n.einvoice_checked_at, n.einvoice_at) <= now() - quiet
          order by coalesce(n.einvoice_checked_at, n.einvoice_at) limit max)
      ) d order by d.asked limit max
    $$`);
  for (const signature of ['app_einvoice_pending(integer)', 'app_einvoice_undecided(integer, interval)']) {
    await knex.raw(`revoke all on function ${signature} from public`);
    await knex.raw(`grant execute on function ${signature} to ${APP_ROLE}`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function app_einvoice_undecided(integer, interval)');
  await knex.raw(`create function app_einvoice_undecided(max integer, quiet interval) returns table (tenant_id uuid, invoice_id uuid)
    language sql stable security definer set search_path = public as $$
      select i.tenant_id, i.id from invoices i where i.einvoice_state = 'sent' and i.state = 'approved'
        and coalesce(i.einvoice_checked_at, i.einvoice_at) <= now() - quiet order by coalesce(i.einvoice_checked_at, i.einvoice_at) limit max $$`);
  await knex.raw('drop function app_einvoice_pending(integer)');
  await knex.raw(`create function app_einvoice_pending(max integer) returns table (tenant_id uuid, invoice_id uuid)
    language sql stable security definer set search_path = public as $$
      select i.tenant_id, i.id from invoices i where i.einvoice_state = 'pending' and i.state = 'approved' order by i.created_at limit max $$`);
  for (const signature of ['app_einvoice_pending(integer)', 'app_einvoice_undecided(integer, interval)']) {
    await knex.raw(`revoke all on function ${signature} from public`);
    await knex.raw(`grant execute on function ${signature} to ${APP_ROLE}`);
  }
  await knex.raw('drop trigger credit_notes_einvoice_notify on credit_notes');
  await knex.raw('drop function credit_notes_einvoice_notify()');
  await knex.raw('alter table einvoice_log drop column credit_note_id');
  await knex.raw(`alter table credit_notes drop column einvoice_state, drop column einvoice_message, drop column einvoice_reference,
    drop column einvoice_at, drop column einvoice_checked_at`);
}
