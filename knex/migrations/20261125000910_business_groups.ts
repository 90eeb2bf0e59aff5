// Business groups (EnterpriseGroups, document 1, section 3): the economic group a client belongs to,
// kept once per company and picked on the client instead of typed on each (decision 178). Existing
// typed names become the company's groups, matched without regard to case or surrounding spaces.
import type { Knex } from 'knex';
import { ownedColumns, tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('business_groups', (t) => {
    ownedColumns(knex, t, { company: true });
    t.string('name', 150).notNullable();
    t.string('description', 1000);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw('create unique index business_groups_name_unique on business_groups (company_id, lower(name))');
  await tenantTable(knex, 'business_groups');

  await knex.schema.alterTable('clients', (t) => {
    t.uuid('business_group_id').references('business_groups.id').onDelete('RESTRICT');
  });
  await knex.raw('create index clients_business_group on clients (business_group_id) where business_group_id is not null');
  await knex.raw(`
    insert into business_groups (tenant_id, company_id, name)
    select distinct on (company_id, lower(trim(business_group))) tenant_id, company_id, trim(business_group)
    from clients where trim(coalesce(business_group, '')) <> ''
    order by company_id, lower(trim(business_group)), trim(business_group)`);
  await knex.raw(`
    update clients c set business_group_id = g.id
    from business_groups g
    where g.company_id = c.company_id and lower(g.name) = lower(trim(c.business_group))`);
  await knex.schema.alterTable('clients', (t) => t.dropColumn('business_group'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('clients', (t) => t.string('business_group', 150));
  await knex.raw('update clients c set business_group = g.name from business_groups g where g.id = c.business_group_id');
  await knex.schema.alterTable('clients', (t) => t.dropColumn('business_group_id'));
  await knex.schema.dropTableIfExists('business_groups');
}
