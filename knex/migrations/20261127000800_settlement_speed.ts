// A month's settlement writes one audit row per activity moved and rewrites each activity's indexes
// (issue 14, item 12; decision 226). Three changes make that cheaper without losing anything:
// - the audit log keeps its ids as plain values, without foreign keys: it is append-only evidence
//   that must outlive what it names (a deleted user's actions kept their id as NULL before), and
//   checking three keys per row was half the cost of writing it;
// - activities lose two single-column indexes that composite ones already lead with
//   (company_id: activities_grid, activities_code_unique; tenant_id: every read also names the company);
// - a pre-invoice keeps its line count, so reading it (every approval does) does not count its lines.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  for (const column of ['tenant_id', 'company_id', 'actor_id']) {
    await knex.raw(`alter table audit_log drop constraint if exists audit_log_${column}_foreign`);
  }
  await knex.raw('drop index if exists activities_company_id_index');
  await knex.raw('drop index if exists activities_tenant_id_index');
  await knex.raw('alter table preinvoices add column line_count integer not null default 0');
  await knex.raw('update preinvoices p set line_count = (select count(*) from preinvoice_lines l where l.preinvoice_id = p.id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table preinvoices drop column line_count');
  await knex.raw('create index activities_tenant_id_index on activities (tenant_id)');
  await knex.raw('create index activities_company_id_index on activities (company_id)');
  await knex.raw(`alter table audit_log add constraint audit_log_tenant_id_foreign foreign key (tenant_id) references tenants (id) on delete cascade not valid,
    add constraint audit_log_company_id_foreign foreign key (company_id) references companies (id) on delete cascade not valid,
    add constraint audit_log_actor_id_foreign foreign key (actor_id) references users (id) on delete set null not valid`);
}
