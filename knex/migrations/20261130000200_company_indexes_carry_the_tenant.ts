// Every company-owned table's `(company_id)` index carries `tenant_id` too (issue 30, item 2). The
// row-level security's `tenant_id = app_current_tenant()` was a filter tested row by row on what the
// company's index found: a list's capped count of 10,001 clients spent most of its 8 ms calling
// current_setting. Both in the index, both are conditions of the scan, read once, and the count
// is an index-only scan. Same number of indexes, each one column wider.
import type { Knex } from 'knex';

/** The single-column company indexes of tables that have a tenant (the RLS policy's column). */
async function companyIndexes(knex: Knex, columns: string): Promise<{ table: string; index: string }[]> {
  const { rows } = await knex.raw(
    `select i.tablename as "table", i.indexname as "index" from pg_indexes i
    where i.schemaname = current_schema() and i.indexdef like ?
      and exists (select 1 from information_schema.columns c where c.table_schema = i.schemaname and c.table_name = i.tablename and c.column_name = 'tenant_id')
    order by 1, 2`,
    [`%USING btree (${columns})`],
  );
  return rows;
}

export async function up(knex: Knex): Promise<void> {
  for (const { table, index } of await companyIndexes(knex, 'company_id')) {
    await knex.raw('drop index ??', [index]);
    await knex.raw('create index ?? on ?? (company_id, tenant_id)', [index, table]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const { table, index } of await companyIndexes(knex, 'company_id, tenant_id')) {
    await knex.raw('drop index ??', [index]);
    await knex.raw('create index ?? on ?? (company_id)', [index, table]);
  }
}
