// Migrations apply from zero, roll back to zero and apply again; RLS is on and forced on every tenant table.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateLatest, ownerKnex, rollbackAll } from './index.ts';
import { createTestDatabase } from '../api/src/platform/testing/harness.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let empty: string;

beforeAll(async () => {
  db = await createTestDatabase(); // a clone of the migrated template
  empty = db.url;
});
afterAll(() => db?.drop());

const tables = async (url: string) => {
  const k = ownerKnex(url);
  try {
    const res = await k.raw(`select c.relname, c.relrowsecurity, c.relforcerowsecurity, pg_get_userbyid(c.relowner) as owner,
      exists (select 1 from information_schema.columns col where col.table_name = c.relname and col.column_name = 'tenant_id') as has_tenant
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relname not like 'knex_%'`);
    return res.rows as { relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean; owner: string; has_tenant: boolean }[];
  } finally {
    await k.destroy();
  }
};

it('every table with tenant_id has row-level security enabled and forced, and is not owned by the API role', async () => {
  const all = await tables(empty);
  const tenantTables = all.filter((t) => t.has_tenant && t.relname !== 'auth_sessions');
  expect(tenantTables.length).toBeGreaterThan(10);
  for (const t of tenantTables) {
    expect(t.relrowsecurity && t.relforcerowsecurity, t.relname).toBe(true);
    expect(t.owner).not.toBe('lawfirm_app');
  }
});

it('the API role is neither superuser nor exempt from RLS', async () => {
  const k = ownerKnex(empty);
  const role = (await k.raw(`select rolsuper, rolbypassrls from pg_roles where rolname = 'lawfirm_app'`)).rows[0];
  await k.destroy();
  expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
});

// Decision 292: a bare call is evaluated on every row the policy filters; wrapped, once per statement.
it("every policy reads the request's settings once per statement (each app_current_*() call an init plan)", async () => {
  const k = ownerKnex(empty);
  const policies = (await k.raw(`select tablename, policyname, concat_ws(' ', qual, with_check) as sql from pg_policies where schemaname = 'public'`)).rows as {
    tablename: string;
    policyname: string;
    sql: string;
  }[];
  await k.destroy();
  expect(policies.filter((p) => p.sql.includes('app_current_tenant')).length).toBeGreaterThan(50);
  for (const p of policies) {
    const bare = p.sql.replace(/\(\s*SELECT app_current_\w+\(\) AS app_current_\w+\)/g, '');
    expect(bare, `${p.tablename}.${p.policyname}`).not.toMatch(/app_current_\w+\(\)/);
  }
});

it('rolls back to zero and migrates again', async () => {
  await rollbackAll(empty);
  expect(await tables(empty)).toEqual([]);
  const applied = await migrateLatest(empty);
  expect(applied.length).toBeGreaterThanOrEqual(3);
  expect((await tables(empty)).length).toBeGreaterThan(10);
}, 120_000); // every migration down and up again: tens of seconds on a busy machine
