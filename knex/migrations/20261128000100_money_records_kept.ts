// The database keeps the money records, whatever the API does (issue 27, item 7):
// - cash receipts, their applications, the audit log and the e-invoicing log are insert-only for
//   the API's role; credit notes too, except their electronic-invoicing state, which the sending
//   process moves (the privileges say so: no trigger to forget on a new column);
// - an invoice counter advances only through take_invoice_number(), one number at a time, for a
//   company of the caller's tenant: the API's role can no longer write the counters;
// - an invoice that has receipts or credit notes cannot be annulled.
// Foreign-key cascades (a tenant or a company removed) run as the tables' owner and are not refused.
import type { Knex } from 'knex';
import { APP_ROLE } from '../rls.ts';

const INSERT_ONLY = ['cash_receipts', 'cash_receipt_invoices', 'audit_log', 'einvoice_log', 'credit_notes'];
const CREDIT_NOTE_PROCESS_COLUMNS = ['einvoice_state', 'einvoice_message', 'einvoice_reference', 'einvoice_at', 'einvoice_checked_at', 'updated_at'];

export async function up(knex: Knex): Promise<void> {
  for (const table of INSERT_ONLY) await knex.raw(`revoke update, delete on ?? from ${APP_ROLE}`, [table]);
  await knex.raw(`grant update (${CREDIT_NOTE_PROCESS_COLUMNS.join(', ')}) on credit_notes to ${APP_ROLE}`);

  await knex.raw(`revoke insert, update, delete on invoice_counters from ${APP_ROLE}`);
  // Security definer: it writes the counters the caller's role cannot. The tenant is the caller's
  // (app.tenant_id, set by the API per transaction), so no tenant numbers another's company.
  await knex.raw(`
    create function take_invoice_number(p_company uuid, p_prefix text) returns bigint
    language plpgsql security definer set search_path = public, pg_temp as $$
    declare
      tenant uuid := app_current_tenant();
      taken bigint;
    begin
      if tenant is null or not exists (select 1 from companies c where c.id = p_company and c.tenant_id = tenant) then
        raise exception 'take_invoice_number: the company is not of the current tenant' using errcode = '42501';
      end if;
      insert into invoice_counters as c (tenant_id, company_id, prefix, last_number) values (tenant, p_company, p_prefix, 1)
        on conflict (company_id, prefix) do update set last_number = c.last_number + 1
        returning c.last_number into taken;
      return taken;
    end $$`);
  await knex.raw(`revoke all on function take_invoice_number(uuid, text) from public`);
  await knex.raw(`grant execute on function take_invoice_number(uuid, text) to ${APP_ROLE}`);

  await knex.raw(`
    create function invoices_annul_without_movements() returns trigger language plpgsql as $$
    begin
      if new.state = 'annulled' and old.state <> 'annulled' and (old.credited > 0 or old.paid > 0
        or exists (select 1 from credit_notes n where n.invoice_id = old.id)
        or exists (select 1 from cash_receipt_invoices r where r.invoice_id = old.id)) then
        raise exception 'an invoice with credit notes or cash receipts cannot be annulled' using errcode = 'P0001';
      end if;
      return new;
    end $$`);
  await knex.raw(`create trigger invoices_annul_without_movements before update of state on invoices
    for each row execute function invoices_annul_without_movements()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger invoices_annul_without_movements on invoices');
  await knex.raw('drop function invoices_annul_without_movements()');
  await knex.raw('drop function take_invoice_number(uuid, text)');
  await knex.raw(`grant insert, update, delete on invoice_counters to ${APP_ROLE}`);
  for (const table of INSERT_ONLY) await knex.raw(`grant update, delete on ?? to ${APP_ROLE}`, [table]);
}
