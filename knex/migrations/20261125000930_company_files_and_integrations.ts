// The company's files (screen `file`: its documents, each an uploaded attachment) and its
// integrations (screen `APIs`: the external services the company works with), decision 185.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

// The catalogues as stored (a copy: migrations never import application code).
const FILE_CATEGORIES = ['contract', 'policy', 'certificate', 'tax', 'template', 'other'];
const INTEGRATION_KINDS = ['electronicInvoicing', 'ledes', 'calendar', 'messaging', 'accounting', 'storage', 'webhook', 'other'];
const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('company_files', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('title', 150).notNullable();
    t.string('category', 20).notNullable().defaultTo('other');
    t.string('description', 1000);
    t.jsonb('file').notNullable();
    t.date('valid_until');
  });
  await knex.raw(`alter table company_files add constraint company_files_category check (category in (${list(FILE_CATEGORIES)}))`);
  await knex.raw('create index company_files_title on company_files (company_id, lower(title))');
  await tenantTable(knex, 'company_files');

  await knex.schema.createTable('company_integrations', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('name', 150).notNullable();
    t.string('kind', 30).notNullable();
    t.string('base_url', 300).notNullable();
    t.string('contact_email', 254);
    t.string('notes', 1000);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw(`alter table company_integrations add constraint company_integrations_kind check (kind in (${list(INTEGRATION_KINDS)}))`);
  await knex.raw('create unique index company_integrations_name_unique on company_integrations (company_id, lower(name))');
  await tenantTable(knex, 'company_integrations');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('company_integrations');
  await knex.schema.dropTableIfExists('company_files');
}
