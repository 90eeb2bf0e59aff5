// A request's transaction begins with its row-level security settings in the BEGIN's own round trip
// (knex.ts, beginInContext): the values arrive exactly as given, whatever quotes, backslashes or
// question marks they hold, they last for that transaction only, and a nested transaction keeps them.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseUrl } from '../../../../knex/index.ts';
import { createTestApp, type TestApp } from '../testing/harness.ts';
import { tenants } from '../testing/fixtures.ts';
import { statementsWhile } from '../testing/statements.ts';
import { beginWith, createApiKnex, inContext, runIn, sqlLiteral } from './knex.ts';

let app: TestApp;
let db: Knex;
let tenantId: string;

beforeAll(async () => {
  app = await createTestApp();
  db = createApiKnex(appDatabaseUrl(app.ownerUrl), 2);
  tenantId = (await tenants(app.owner)).demoTenantId;
});
afterAll(async () => {
  await db?.destroy();
  await app?.close();
});

const settings = (trx: Knex.Transaction) =>
  trx
    .raw(
      `select current_setting('app.tenant_id', true) as tenant, current_setting('app.user_email', true) as email,
        current_setting('app.session_hash', true) as session, (select count(*) from clients)::int as clients`,
    )
    .then((r) => r.rows[0] as { tenant: string; email: string; session: string | null; clients: number });

describe('inContext on the API pool', () => {
  it('sets the tenant, user and email in the transaction, so row-level security sees the tenant', async () => {
    const seen = await inContext(db, { tenantId, userId: null, email: "o'brien\\x?y??@demo.test" }, settings);
    expect(seen.tenant).toBe(tenantId);
    expect(seen.email).toBe("o'brien\\x?y??@demo.test");
    expect(seen.clients).toBeGreaterThan(0);
  });

  it('sets the session only when given, and nothing outlives the transaction', async () => {
    expect((await inContext(db, { tenantId, sessionHash: 'abc?' }, settings)).session).toBe('abc?');
    const after = await db.transaction(settings);
    expect(after.tenant ?? '').toBe('');
    expect(after.clients).toBe(0);
  });

  it('keeps the settings in a nested transaction, which rolls back alone', async () => {
    const seen = await inContext(db, { tenantId, email: 'a@b.c' }, async (trx) => {
      await trx
        .transaction(async (inner) => {
          await inner.raw(`select set_config('app.user_email', 'inner', true)`);
          throw new Error('undone');
        })
        .catch(() => undefined);
      return settings(trx);
    });
    expect(seen.tenant).toBe(tenantId);
    expect(seen.email).toBe('a@b.c');
  });
});

describe("beginWith: a statement in the BEGIN's round trip, its first row answered", () => {
  const statement = (email: string) =>
    `select set_config('app.tenant_id', ${sqlLiteral(tenantId)}, true) as tenant, set_config('app.user_email', ${sqlLiteral(email)}, true) as email`;

  it('answers the row and keeps its settings for the transaction, which runIn commits', async () => {
    const {
      answer: { trx, row, seen },
      sql: sent,
    } = await statementsWhile(db, async () => {
      const begun = await beginWith(db, statement("o'brien\\x?y??@demo.test"));
      return { ...begun, seen: await runIn(begun.trx, settings) };
    });
    expect(row).toEqual({ tenant: tenantId, email: "o'brien\\x?y??@demo.test" });
    expect(seen).toMatchObject({ tenant: tenantId, email: "o'brien\\x?y??@demo.test" });
    expect(seen.clients).toBeGreaterThan(0);
    expect(sent[0]).toMatch(/^BEGIN; select set_config/);
    expect(sent.filter((sql) => /^BEGIN/.test(sql))).toHaveLength(1);
    expect(trx.isCompleted()).toBe(true);
    expect((await db.transaction(settings)).clients).toBe(0); // nothing outlives it
  });

  it('rolls back with the error of the work run in it', async () => {
    const email = `rollback-${Date.now()}@demo.test`;
    const { trx } = await beginWith(db, statement(email));
    await expect(
      runIn(trx, async (t) => {
        await t('activity_comments')
          .insert({ tenantId, body: 'never' })
          .catch(() => undefined);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(trx.isCompleted()).toBe(true);
  });

  it('refuses a statement that fails, and gives the connection back', async () => {
    await expect(beginWith(db, 'select no_such_function()')).rejects.toThrow(/no_such_function/);
    await expect(beginWith(db, 'select no_such_function()')).rejects.toThrow(/no_such_function/);
    // The pool of two answers a third transaction: the failed ones left no connection behind.
    expect((await inContext(db, { tenantId }, settings)).tenant).toBe(tenantId);
  });
});
