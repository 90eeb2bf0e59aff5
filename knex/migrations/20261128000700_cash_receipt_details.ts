// A cash receipt says what a firm's books need of it (issue 29, item 6): the client who paid, the day
// the money was received, how (transfer, cash, check, card, other) and its reference (a transfer's or
// a check's number). Receipts made before carry their invoices' client, the day they were recorded
// and 'other' (nobody said how). Still insert-only for the API's role (20261128000100).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table cash_receipts add column client_id uuid references clients (id), add column received_on date,
    add column method varchar(10), add column reference varchar(100)`);
  await knex.raw(`update cash_receipts r set received_on = (r.created_at at time zone coalesce(co.time_zone, 'UTC'))::date, method = 'other',
    client_id = (select i.client_id from cash_receipt_invoices ri join invoices i on i.id = ri.invoice_id where ri.cash_receipt_id = r.id order by ri.id limit 1)
    from companies co where co.id = r.company_id`);
  // A receipt that applies to nothing cannot be: the API never made one, so a missing client is not expected.
  await knex.raw(`alter table cash_receipts alter column received_on set not null, alter column method set not null, alter column client_id set not null,
    add constraint cash_receipts_method check (method in ('transfer', 'cash', 'check', 'card', 'other'))`);
  await knex.raw('create index cash_receipts_client on cash_receipts (client_id, received_on desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index cash_receipts_client');
  await knex.raw(
    'alter table cash_receipts drop constraint cash_receipts_method, drop column client_id, drop column received_on, drop column method, drop column reference',
  );
}
