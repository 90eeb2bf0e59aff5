// Dynamic reports ('Informes dinámicos', issue 13 item 11): a saved definition per row, checked
// against the whitelist of contract/reports.ts before it is stored. Its author changes it; a shared
// report is run (never changed) by the company's other members.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reports', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('name', 150).notNullable();
    t.string('description', 500);
    t.jsonb('definition').notNullable();
    t.boolean('shared').notNullable().defaultTo(false);
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
  });
  await knex.raw(`alter table reports add constraint reports_definition_object check (jsonb_typeof(definition) = 'object')`);
  // A member's list: their own and the shared ones, by name.
  await knex.raw('create index reports_by_company on reports (company_id, lower(name), id)');
  await tenantTable(knex, 'reports');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('reports');
}
