// A GET's session lookup begins the transaction its handler runs in (decision 296): one round trip
// less, the same answers and refusals, and no transaction left open by a request that ends without
// its handler (a refusal, a bad query, a missing row) or with a session that asks for a write.
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../../seeds/demo.ts';
import type { Request } from '@hapi/hapi';
import { hashToken } from '../../auth/sessions.ts';
import { beginWith, sqlLiteral } from '../db/knex.ts';
import { endRequestTransaction, inRequestContext, keepRequestTransaction } from './request-transaction.ts';
import { apiTest } from '../testing/api-test.ts';
import { statementsWhile } from '../testing/statements.ts';

const { app, as, ids } = apiTest({ as: ['admin', 'professional'], outsider: ['ClientFullAccess'] });

const get = (cookie: string, url: string) => app.request(cookie, { method: 'GET', url });
const pool = () => app.db.client.pool as { numUsed(): number };
const rowOf = (cookie: string) =>
  app
    .owner('auth_sessions')
    .where({ token_hash: hashToken(cookie.split('=')[1]) })
    .first();
const idleFor = (cookie: string, ms: number) =>
  app
    .owner('auth_sessions')
    .where({ token_hash: hashToken(cookie.split('=')[1]) })
    .update({ last_activity_at: new Date(Date.now() - ms) });

describe("a GET's session lookup begins its handler's transaction", () => {
  it('reads the session in the BEGIN, and the page in the same transaction: three round trips', async () => {
    const { answer, sql: sent } = await statementsWhile(app.db, () => get(as.admin, '/api/clients?_start=0&_end=5&_sort=name&_order=asc'));
    expect(answer.statusCode).toBe(200);
    expect(sent[0]).toMatch(/^BEGIN; select x\.s, set_config\('app\.tenant_id'/);
    expect(sent[0]).toContain('app_session_caller(');
    expect(sent.filter((sql) => /^BEGIN/.test(sql))).toHaveLength(1);
    expect(sent.filter((sql) => sql.includes('app_session_caller'))).toHaveLength(1);
    expect(sent.at(-1)).toMatch(/^COMMIT/);
    // The same page as the tenant's owner reads it: the transaction was set to the caller's tenant.
    const names = (answer.result as { name: string }[]).map((c) => c.name);
    const expected = await app
      .owner('clients')
      .where({ company_id: ids.mainCompanyId })
      .orderBy([{ column: 'name' }, { column: 'id' }])
      .limit(5)
      .pluck('name');
    expect(names).toEqual(expected);
  });

  it("another tenant's caller reads its own tenant's clients only", async () => {
    const res = await get(as.outsider, '/api/clients?_start=0&_end=100');
    expect(res.statusCode).toBe(200);
    const rows = res.result as { id: string }[];
    expect(rows.length).toBeGreaterThan(0);
    const companies = await app
      .owner('clients')
      .whereIn(
        'id',
        rows.map((r) => r.id),
      )
      .distinct()
      .pluck('company_id');
    expect(companies).toEqual([ids.otherCompanyId]);
  });

  it('leaves no transaction open when the request ends without its handler or with an error', async () => {
    // More requests than the pool holds: a transaction left open would make the last ones wait.
    for (let i = 0; i < 12; i++) {
      expect((await get(as.professional, '/api/roles?_start=0&_end=5')).statusCode).toBe(403); // refused by the guard
      expect((await get(as.admin, '/api/clients?_start=x&_end=5')).statusCode).toBe(400); // a bad query
      expect((await get(as.admin, `/api/clients/${crypto.randomUUID()}`)).statusCode).toBe(404); // the handler's error
    }
    await vi.waitFor(() => expect(pool().numUsed()).toBe(0));
    expect((await get(as.admin, '/api/clients?_start=0&_end=1')).statusCode).toBe(200);
  });

  it('takes the lookup of its own when the session asks for a write: the activity is recorded', async () => {
    const cookie = await app.cookieFor(DEMO.users.administrator);
    await idleFor(cookie, 5 * 60_000);
    const { answer, sql: sent } = await statementsWhile(app.db, () => get(cookie, '/api/clients?_start=0&_end=1'));
    expect(answer.statusCode).toBe(200);
    // The lookup's transaction is rolled back, the activity written in one of its own, and the
    // handler begins its own transaction in the caller's context.
    expect(sent[1]).toBe('ROLLBACK');
    expect(sent.some((sql) => /^update "auth_sessions"/.test(sql))).toBe(true);
    expect(sent.filter((sql) => /^BEGIN; select set_config\('app\.tenant_id', '[0-9a-f-]{36}'/.test(sql))).toHaveLength(1);
    expect(Date.now() - new Date((await rowOf(cookie)).last_activity_at).getTime()).toBeLessThan(60_000);
    await vi.waitFor(() => expect(pool().numUsed()).toBe(0));
  });

  it('refuses an idle session with SESSION_EXPIRED and ends it', async () => {
    const cookie = await app.cookieFor(DEMO.users.administrator);
    await idleFor(cookie, 5 * 60 * 60_000);
    const res = await get(cookie, '/api/clients?_start=0&_end=1');
    expect(res.statusCode).toBe(401);
    expect(res.result).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect((await rowOf(cookie)).end_reason).toBe('inactivity');
    await vi.waitFor(() => expect(pool().numUsed()).toBe(0));
  });
});

describe('inRequestContext', () => {
  const settingsOf = (trx: import('knex').Knex.Transaction) =>
    trx.raw(`select current_setting('app.tenant_id', true) as tenant, current_setting('app.user_email', true) as email`).then((r) => r.rows[0]);
  const begun = (email: string) =>
    beginWith(app.db, `select set_config('app.tenant_id', ${sqlLiteral(ids.demoTenantId)}, true), set_config('app.user_email', ${sqlLiteral(email)}, true)`);

  it('runs the work in the kept transaction when it asks for the same context, and ends it', async () => {
    const request = {} as Request;
    const { trx } = await begun('kept@demo.test');
    keepRequestTransaction(request, trx, { tenantId: ids.demoTenantId, userId: '', email: 'kept@demo.test' });
    const seen = await inRequestContext(request, app.db, { tenantId: ids.demoTenantId, userId: null, email: 'kept@demo.test' }, settingsOf);
    expect(seen).toEqual({ tenant: ids.demoTenantId, email: 'kept@demo.test' });
    expect(trx.isCompleted()).toBe(true);
  });

  it('rolls the kept one back and begins its own for another context', async () => {
    const request = {} as Request;
    const { trx } = await begun('kept@demo.test');
    keepRequestTransaction(request, trx, { tenantId: ids.demoTenantId, userId: '', email: 'kept@demo.test' });
    const seen = await inRequestContext(request, app.db, { tenantId: ids.otherTenantId, email: 'other@demo.test' }, settingsOf);
    expect(seen).toEqual({ tenant: ids.otherTenantId, email: 'other@demo.test' });
    expect(trx.isCompleted()).toBe(true);
  });

  it('endRequestTransaction rolls back one nobody took, once', async () => {
    const request = {} as Request;
    const { trx } = await begun('left@demo.test');
    keepRequestTransaction(request, trx, { tenantId: ids.demoTenantId, email: 'left@demo.test' });
    await endRequestTransaction(request);
    expect(trx.isCompleted()).toBe(true);
    await endRequestTransaction(request); // nothing left to end
    await vi.waitFor(() => expect(pool().numUsed()).toBe(0));
  });
});
