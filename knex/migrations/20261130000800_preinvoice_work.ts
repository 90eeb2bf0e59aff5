// A pre-invoice's work is a narrow row per activity, not a rewrite of the activity (issue 30, item 4;
// decision 290). Including 60,000 activities in a pre-invoice rewrote each row with the grids' 22
// indexes, above the whole pre-invoice's floor; the inclusion is now a (pre-invoice, activity) pair,
// and an activity's row keeps AwaitingPreInvoice while a live pre-invoice holds it: it reads
// PreInvoiceInRevision while that pre-invoice is created or in revision, Billed once it is approved,
// and AwaitingPreInvoice again once it is canceled, with no write to the activity at any step.
// Work in a pre-invoice takes that one form here, and the activity's own pre-invoice column goes.
import type { Knex } from 'knex';
import { APP_ROLE, tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  // No foreign keys: a key's check runs once per row, and the activity's locked each of a month's
  // 60,000 activity rows. The same rules are held once per statement, as a line's keys are (decision 230).
  await knex.schema.createTable('preinvoice_work', (t) => {
    t.uuid('tenant_id').notNullable();
    t.uuid('preinvoice_id').notNullable();
    t.uuid('activity_id').notNullable();
    // An activity's pre-invoices, the live one among its canceled ones: read by the state of every grid row.
    t.primary(['activity_id', 'preinvoice_id']);
  });
  await knex.raw('create index preinvoice_work_preinvoice on preinvoice_work (preinvoice_id)');
  await tenantTable(knex, 'preinvoice_work');
  // Definer: the checks see every row of the tenant, as a key's check does.
  await knex.raw(`
    create function preinvoice_work_keys() returns trigger language plpgsql security definer set search_path = public as $$
    begin
      if exists (select 1 from (select distinct tenant_id, preinvoice_id from new_work) n
          where not exists (select 1 from preinvoices p where p.id = n.preinvoice_id and p.tenant_id = n.tenant_id)) then
        raise exception 'the work of a pre-invoice must name a pre-invoice of its tenant' using errcode = '23503';
      end if;
      if exists (select 1 from new_work n where not exists (select 1 from activities a where a.id = n.activity_id and a.tenant_id = n.tenant_id)) then
        raise exception 'the work of a pre-invoice must be an activity of its tenant' using errcode = '23503';
      end if;
      -- The pre-invoices named stay while this transaction lasts, as a key's check keeps them.
      perform 1 from preinvoices p where p.id in (select distinct n.preinvoice_id from new_work n) for key share;
      return null;
    end $$`);
  await knex.raw(`create trigger preinvoice_work_keys after insert on preinvoice_work
    referencing new table as new_work for each statement execute function preinvoice_work_keys()`);
  // A pre-invoice deleted (only with its tenant) takes its pairs, as the key's ON DELETE CASCADE would.
  await knex.raw(`
    create function preinvoices_drop_work() returns trigger language plpgsql security definer set search_path = public as $$
    begin
      delete from preinvoice_work w where w.preinvoice_id = old.id;
      return old;
    end $$`);
  await knex.raw('create trigger preinvoices_drop_work after delete on preinvoices for each row execute function preinvoices_drop_work()');
  // A pair is written once and kept (a canceled pre-invoice's pairs are its history).
  await knex.raw(`revoke update, delete on preinvoice_work from ${APP_ROLE}`);
  // Work in a pre-invoice is never deleted (the application turns work on record off); the database
  // refuses it as the key's ON DELETE RESTRICT did, unless its whole tenant goes.
  await knex.raw(`
    create function activities_keep_preinvoice_work() returns trigger language plpgsql security definer set search_path = public as $$
    begin
      if exists (select 1 from preinvoice_work w where w.activity_id = old.id) and exists (select 1 from tenants t where t.id = old.tenant_id) then
        raise exception 'an activity in a pre-invoice is not deleted' using errcode = '23503';
      end if;
      return null;
    end $$`);
  await knex.raw(`create trigger activities_keep_preinvoice_work after delete on activities for each row execute function activities_keep_preinvoice_work()`);
  await knex.raw(`insert into preinvoice_work (tenant_id, preinvoice_id, activity_id)
    select tenant_id, preinvoice_id, id from activities where state = 'PreInvoiceInRevision' and preinvoice_id is not null`);
  await knex.raw('alter table activities drop constraint activities_billed_by_preinvoice');
  await knex.raw(`update activities set state = 'AwaitingPreInvoice' where state = 'PreInvoiceInRevision' and preinvoice_id is not null`);
  await knex.raw('alter table activities drop column preinvoice_id');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('activities', (t) => {
    t.uuid('preinvoice_id').references('preinvoices.id').onDelete('SET NULL');
  });
  await knex.raw('create index activities_preinvoice on activities (preinvoice_id) where preinvoice_id is not null');
  await knex.raw(`update activities a set state = 'PreInvoiceInRevision', preinvoice_id = w.preinvoice_id
    from preinvoice_work w join preinvoices p on p.id = w.preinvoice_id
    where w.activity_id = a.id and p.state <> 'canceled' and a.state = 'AwaitingPreInvoice'`);
  await knex.raw(`alter table activities add constraint activities_billed_by_preinvoice check (state <> 'Billed' or preinvoice_id is null)`);
  await knex.raw('drop trigger activities_keep_preinvoice_work on activities');
  await knex.raw('drop function activities_keep_preinvoice_work()');
  await knex.raw('drop trigger preinvoices_drop_work on preinvoices');
  await knex.raw('drop function preinvoices_drop_work()');
  await knex.schema.dropTable('preinvoice_work');
  await knex.raw('drop function preinvoice_work_keys()');
}
