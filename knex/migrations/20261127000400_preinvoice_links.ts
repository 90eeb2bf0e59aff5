// The client's external pre-invoice links (issue 14, item 5): each signed link issued from a
// pre-invoice is kept here, so it can be revoked and its issue and use are on record. The token
// carries this row's id as its jti; the link check reads the row (not revoked, not expired) after
// the signature, inside the token's tenant.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('preinvoice_links', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('preinvoice_id').notNullable().references('preinvoices.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('revoked_at', { useTz: true });
    t.uuid('revoked_by').references('users.id').onDelete('SET NULL');
    t.timestamp('last_used_at', { useTz: true });
    t.integer('use_count').notNullable().defaultTo(0);
  });
  await knex.raw('create index preinvoice_links_by on preinvoice_links (preinvoice_id, created_at desc)');
  await tenantTable(knex, 'preinvoice_links');
  // The customer portal reads a client's newest pre-invoices and invoices.
  await knex.raw('create index preinvoices_client on preinvoices (client_id, created_at desc, id)');
  await knex.raw('create index invoices_client_recent on invoices (client_id, approved_at desc, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists invoices_client_recent');
  await knex.raw('drop index if exists preinvoices_client');
  await knex.schema.dropTableIfExists('preinvoice_links');
}
