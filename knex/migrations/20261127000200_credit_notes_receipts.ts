// Credit notes and cash receipts (issue 14, items 8 and 9): each moves an invoice's balance in its
// own transaction, under the invoice's row lock, and the invoices' check (credited + paid <= total,
// migration 20261127000100) keeps a balance from ever going below zero. Neither is changed or
// deleted once made: a mistake is corrected by another document.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('credit_notes', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('code', 20).notNullable();
    t.uuid('invoice_id').notNullable().references('invoices.id').onDelete('RESTRICT').index();
    t.string('cause', 200).notNullable();
    t.string('description', 1000).notNullable();
    t.string('note_type', 10).notNullable();
    t.uuid('currency_id').notNullable().references('currencies.id').onDelete('RESTRICT'); // a currency or an indexing unit
    t.decimal('value', 20, 6).notNullable();
    t.decimal('invoice_value', 20, 6).notNullable(); // in the invoice's currency (converted from an indexing unit)
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
  });
  await knex.raw(`alter table credit_notes add constraint credit_notes_positive check (value > 0 and invoice_value > 0)`);
  await knex.raw(`alter table credit_notes add constraint credit_notes_type check (note_type in ('partial', 'total'))`);
  await knex.raw('create unique index credit_notes_code on credit_notes (company_id, code)');
  await knex.raw('create index credit_notes_list on credit_notes (company_id, created_at desc, id)');
  await tenantTable(knex, 'credit_notes');

  await knex.schema.createTable('cash_receipts', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('code', 20).notNullable();
    t.uuid('currency_id').notNullable().references('currencies.id').onDelete('RESTRICT');
    t.decimal('value', 20, 6).notNullable();
    t.string('description', 1000);
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
  });
  await knex.raw(`alter table cash_receipts add constraint cash_receipts_positive check (value > 0)`);
  await knex.raw('create unique index cash_receipts_code on cash_receipts (company_id, code)');
  await knex.raw('create index cash_receipts_list on cash_receipts (company_id, created_at desc, id)');
  await tenantTable(knex, 'cash_receipts');

  await knex.schema.createTable('cash_receipt_invoices', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('cash_receipt_id').notNullable().references('cash_receipts.id').onDelete('CASCADE');
    t.uuid('invoice_id').notNullable().references('invoices.id').onDelete('RESTRICT').index();
    t.decimal('amount', 20, 6).notNullable();
    t.unique(['cash_receipt_id', 'invoice_id']);
  });
  await knex.raw(`alter table cash_receipt_invoices add constraint cash_receipt_invoices_positive check (amount > 0)`);
  await tenantTable(knex, 'cash_receipt_invoices');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('cash_receipt_invoices');
  await knex.schema.dropTableIfExists('cash_receipts');
  await knex.schema.dropTableIfExists('credit_notes');
}
