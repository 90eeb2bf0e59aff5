// A pre-invoice's comments are a declared resource (decision 276): owned by the company like every
// other declared table, so the machinery scopes them by company_id (filled from their pre-invoice),
// and with the updated_at every declared row answers. The tenant's row-level security policy is
// the table's since it was made.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table preinvoice_comments
    add column company_id uuid references companies(id) on delete cascade,
    add column updated_at timestamptz not null default now()`);
  await knex.raw('update preinvoice_comments c set company_id = p.company_id, updated_at = c.created_at from preinvoices p where p.id = c.preinvoice_id');
  await knex.raw('alter table preinvoice_comments alter column company_id set not null');
  // The company's index carries the tenant, as every company-owned table's does (decision 264).
  await knex.raw('create index preinvoice_comments_company_id_index on preinvoice_comments (company_id, tenant_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table preinvoice_comments drop column company_id, drop column updated_at');
}
