// Row-level security helpers used by the migrations: every business table is keyed on the
// per-transaction settings app.tenant_id / app.user_id that the API sets with set_config(..., true).
import type { Knex } from 'knex';

export const APP_ROLE = 'lawfirm_app';

/**
 * Tenant-owned table: enable and force RLS, one policy on tenant_id, grant DML to the API role.
 * The tenant is read as an init plan, once per statement instead of once per row (decision 292).
 */
export async function tenantTable(knex: Knex, table: string): Promise<void> {
  await knex.raw(`alter table ?? enable row level security`, [table]);
  await knex.raw(`alter table ?? force row level security`, [table]);
  await knex.raw(
    `create policy tenant_isolation on ?? using (tenant_id = (select app_current_tenant())) with check (tenant_id = (select app_current_tenant()))`,
    [table],
  );
  await grantDml(knex, table);
}

export async function grantDml(knex: Knex, table: string): Promise<void> {
  await knex.raw(`grant select, insert, update, delete on ?? to ${APP_ROLE}`, [table]);
}

/** Standard columns of a tenant (and optionally company) owned row. */
export function ownedColumns(knex: Knex, t: Knex.CreateTableBuilder, opts: { company: boolean }): void {
  t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
  t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE').index();
  if (opts.company) t.uuid('company_id').notNullable().references('companies.id').onDelete('CASCADE').index();
  t.timestamps(true, true);
}
