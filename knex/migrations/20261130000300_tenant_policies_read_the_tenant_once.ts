// The tenant policies read the tenant once per statement (issue 30, items 2 and 3): the policy
// `tenant_id = app_current_tenant()` was evaluated as a filter on every row a scan returned
// (current_setting, a text-to-uuid cast), while `tenant_id = (select app_current_tenant())` is an
// init plan: one call, then a comparison with a parameter, also usable as an index condition.
// Same rows visible, same rows writable. New tables get this form from knex/rls.ts.
import type { Knex } from 'knex';

const OLD = '(tenant_id = app_current_tenant())';
const NEW = '(tenant_id = ( SELECT app_current_tenant() AS app_current_tenant))';

/** The tenant policies whose reading rule is `rule`, with whether they have a write check. */
async function policies(knex: Knex, rule: string): Promise<{ table: string; name: string; checked: boolean }[]> {
  const { rows } = await knex.raw(
    `select c.relname as "table", p.polname as name, p.polwithcheck is not null as checked
    from pg_policy p join pg_class c on c.oid = p.polrelid
    where c.relnamespace = current_schema()::regnamespace and pg_get_expr(p.polqual, p.polrelid) = ? order by 1, 2`,
    [rule],
  );
  return rows;
}

async function rewrite(knex: Knex, from: string, to: string): Promise<void> {
  for (const { table, name, checked } of await policies(knex, from)) {
    await knex.raw(`alter policy ?? on ?? using ${to}${checked ? ` with check ${to}` : ''}`, [name, table]);
  }
}

export async function up(knex: Knex): Promise<void> {
  await rewrite(knex, OLD, '(tenant_id = (select app_current_tenant()))');
}

export async function down(knex: Knex): Promise<void> {
  await rewrite(knex, NEW, OLD);
}
