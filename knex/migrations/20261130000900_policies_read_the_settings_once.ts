// Row-level security reads the request's settings once per statement (issue 30, item 3; decision
// 292). A policy's `tenant_id = app_current_tenant()` was evaluated on every row a statement read:
// the function is inlined as `nullif(current_setting('app.tenant_id', true), '')::uuid`, a setting
// looked up by name and a uuid parsed, about 0.4 µs a row. A member's grid builds the set of their
// group's 10,000 projects (5.4 ms, 1.3 ms of it without the policy) and walks thousands of grid
// entries. As `(select app_current_tenant())` the value is an init plan, computed once and compared
// as a parameter: the set 2.7 ms, the member's whole page 24.5 -> 15 ms at a million activities.
// Every policy of the schema is rewritten so (the same expressions, each call wrapped); tables
// created later get the form from `tenantTable` (knex/rls.ts).
import type { Knex } from 'knex';

// As PostgreSQL prints a wrapped call, and the call itself: unwrapping first makes the rewrite
// idempotent (a table made by `tenantTable` already has the wrapped form).
const WRAPPED = `'\\(\\s*SELECT (app_current_[a-z_]+)\\(\\) AS app_current_[a-z_]+\\)', '\\1()', 'g'`;
const CALL = `'(app_current_[a-z_]+)\\(\\)', '(select \\1())', 'g'`;
const rewrite = (wrap: boolean) => {
  const expr = (column: string) => (wrap ? `regexp_replace(regexp_replace(${column}, ${WRAPPED}), ${CALL})` : `regexp_replace(${column}, ${WRAPPED})`);
  return `
do $$
declare p record; q text; c text; stmt text;
begin
  for p in select schemaname, tablename, policyname, qual, with_check from pg_policies where schemaname = current_schema() loop
    q := ${expr('p.qual')};
    c := ${expr('p.with_check')};
    if q is distinct from p.qual or c is distinct from p.with_check then
      stmt := format('alter policy %I on %I.%I', p.policyname, p.schemaname, p.tablename);
      if q is not null then stmt := stmt || ' using (' || q || ')'; end if;
      if c is not null then stmt := stmt || ' with check (' || c || ')'; end if;
      execute stmt;
    end if;
  end loop;
end $$`;
};

export async function up(knex: Knex): Promise<void> {
  await knex.raw(rewrite(true));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(rewrite(false));
}
