// Editing a pre-invoice before approval and billing notes on its lines (issue 14, item 4; decisions
// 220 and 221): a pre-invoice's observations, a line's discount, and notes on a line with their
// charge (by hour: hours added to the line; flat: an amount in the billing currency), their state
// (created, opened, closed) and the users they mention. A note belongs to its line; the lines of
// an approved pre-invoice are frozen (migration 20261127000100), and so are their notes.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('preinvoices', (t) => {
    t.string('observations', 2000);
  });
  await knex.schema.alterTable('preinvoice_lines', (t) => {
    t.decimal('discount_percent', 9, 6).notNullable().defaultTo(0);
    // The line before its discount and notes, in the agreement's unit, once the leader re-priced it
    // (null: the engine's unit_amount, which may be cut by a cap and is kept as priced).
    t.decimal('list_amount', 20, 6);
  });
  await knex.raw('alter table preinvoice_lines add constraint preinvoice_lines_discount check (discount_percent between 0 and 100)');

  await knex.schema.createTable('billing_notes', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('preinvoice_id').notNullable().references('preinvoices.id').onDelete('CASCADE');
    t.uuid('line_id').notNullable().references('preinvoice_lines.id').onDelete('CASCADE');
    t.string('description', 2000).notNullable();
    t.string('charge_type', 10).notNullable();
    t.uuid('currency_id').notNullable().references('currencies.id').onDelete('RESTRICT');
    t.decimal('value', 20, 6).notNullable().defaultTo(0); // hours (by hour) or an amount (flat); negative lowers the line
    t.string('state', 10).notNullable().defaultTo('created');
    t.uuid('author_id').references('users.id').onDelete('SET NULL');
    t.specificType('mentions', 'uuid[]').notNullable().defaultTo('{}');
  });
  await knex.raw(`alter table billing_notes add constraint billing_notes_charge_type check (charge_type in ('hour', 'flat'))`);
  await knex.raw(`alter table billing_notes add constraint billing_notes_state check (state in ('created', 'opened', 'closed'))`);
  await knex.raw('create index billing_notes_preinvoice on billing_notes (preinvoice_id, created_at)');
  await knex.raw('create index billing_notes_line on billing_notes (line_id)');
  await tenantTable(knex, 'billing_notes');
  // The notes of an approved pre-invoice are part of its record: frozen like its lines.
  await knex.raw(`
    create function billing_notes_frozen() returns trigger language plpgsql as $$
    declare parent uuid := coalesce(old.preinvoice_id, new.preinvoice_id);
    begin
      if exists (select 1 from preinvoices p where p.id = parent and p.state = 'approved') then
        raise exception 'the notes of an approved pre-invoice are immutable' using errcode = 'P0001';
      end if;
      return coalesce(new, old);
    end $$`);
  await knex.raw('create trigger billing_notes_frozen before insert or update or delete on billing_notes for each row execute function billing_notes_frozen()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists billing_notes_frozen on billing_notes');
  await knex.raw('drop function if exists billing_notes_frozen');
  await knex.schema.dropTableIfExists('billing_notes');
  await knex.raw('alter table preinvoice_lines drop constraint if exists preinvoice_lines_discount');
  await knex.schema.alterTable('preinvoice_lines', (t) => {
    t.dropColumn('discount_percent');
    t.dropColumn('list_amount');
  });
  await knex.schema.alterTable('preinvoices', (t) => {
    t.dropColumn('observations');
  });
}
