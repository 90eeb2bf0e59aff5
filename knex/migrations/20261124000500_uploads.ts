// Uploaded files (attachments): what the file field type's descriptor names. The bytes live in the
// file storage (a local folder by default) under the company; this row says whose they are.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('uploads', (t) => {
    ownedColumns(knex, t, { company: true });
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.string('name', 255).notNullable();
    t.integer('size').notNullable();
    t.string('content_type', 100).notNullable();
    t.text('storage_key').notNullable();
  });
  await tenantTable(knex, 'uploads');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('uploads');
}
