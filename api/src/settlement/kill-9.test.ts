// `kill -9` of the API during a settlement run (issue 14, item 10): the API runs in its own process
// (serve-api.ts) on this file's database; a pre-invoice of 3,000 audited activities is started, the
// process is killed while its transaction is writing, and then: no pre-invoice, no line, no
// activity moved, no number taken. The same run, repeated on a new process, makes the pre-invoice
// whole; its approval killed the same way leaves no invoice, and repeated makes exactly one.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../platform/testing/harness.ts';
import { ROOT } from '../platform/root.ts';
import { activityStates, insertAuditedMonth, tenants, userId } from '../platform/testing/fixtures.ts';

const ACTIVITIES = 3_000;
let app: TestApp;
let cookie: string;
let blockIds: string[];
let cop: string;
let child: ChildProcess | undefined;
let port = 0;

/**
 * The API in a process of its own on this file's database; resolves once it listens. Port 0: the
 * kernel picks a free port (a random one could be an outgoing connection's port, and the API then
 * exits with EADDRINUSE), and the child prints the one it got.
 */
async function startApi(): Promise<void> {
  child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/platform/testing/serve-api.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: app.ownerUrl, PORT: '0', HOST: '127.0.0.1', JOBS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    err += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child!.stdout!.on('data', (chunk: string) => {
      out += chunk;
      const listening = /listening http:\/\/[^:]+:(\d+)/.exec(out);
      if (listening) {
        port = Number(listening[1]);
        resolve();
      }
    });
    child!.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening: ${out}${err}`)));
  });
}

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', ...headers },
    body: payload ? JSON.stringify(payload) : undefined,
  });
/** The approval, its question answered (X-Confirm). */
const approve = (preinvoiceId: string) => post(`/api/preinvoices/${preinvoiceId}/approve`, undefined, { 'x-confirm': 'PREINVOICE_APPROVAL_CONFIRM' });

/** The API's backend on this database with a write transaction open (it has taken a transaction id). */
async function writing(): Promise<boolean> {
  const { rows } = await app.owner.raw(`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null`);
  return rows[0].n > 0;
}

/** Starts `run`, kills the API with SIGKILL once its transaction is writing, and waits until PostgreSQL rolled it back. */
async function killDuring(run: () => Promise<Response>): Promise<void> {
  const request = run().then(
    () => 'answered' as const,
    () => 'cut' as const,
  );
  const deadline = Date.now() + 60_000;
  while (!(await writing())) {
    if (Date.now() > deadline) throw new Error('the run never started writing');
    await new Promise((r) => setTimeout(r, 5));
  }
  child!.kill('SIGKILL');
  await once(child!, 'exit');
  expect(await request).toBe('cut'); // killed before it could answer
  // PostgreSQL ends the dead client's backend and rolls its transaction back.
  while (await writing()) await new Promise((r) => setTimeout(r, 20));
}

beforeAll(async () => {
  app = await createTestApp();
  const { mainCompanyId } = await tenants(app.owner);
  cookie = await app.cookieFor(await userId(app.owner, 'admin@demo.test'));
  cop = (await app.owner('currencies').where({ company_id: mainCompanyId, code: 'COP' }).first('id')).id;
  const agreement = await insertAuditedMonth(app.owner, { prefix: 'K9', count: ACTIVITIES, month: '2026-04' });
  const sent = await app.request(cookie, {
    method: 'POST',
    url: '/api/settlement/send-to-preinvoice',
    payload: { projectId: agreement.projectId, year: 2026, month: 4 },
  });
  expect(sent.statusCode, JSON.stringify(sent.result)).toBe(200);
  blockIds = (sent.result as { blockIds: string[] }).blockIds;
  await startApi();
}, 180_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await app?.close();
});

/** How many of the run's activities read in each state. */
const states = async () => {
  const counts: Record<string, number> = {};
  for (const { state } of await activityStates(app.owner, (q) => q.where('t.code', 'like', 'K9-%'))) counts[state] = (counts[state] ?? 0) + 1;
  return counts;
};

describe('kill -9 during a settlement run', () => {
  let preinvoiceId: string;

  it('leaves no partial pre-invoice, and the repeated run makes it whole', async () => {
    const codes = await app.owner('preinvoices').count<{ n: string }[]>({ n: '*' });
    await killDuring(() => post('/api/preinvoices/from-blocks', { blockIds, currencyId: cop }));
    expect(await app.owner('preinvoice_blocks').whereIn('block_id', blockIds).first()).toBeUndefined();
    expect(await app.owner('preinvoices').count<{ n: string }[]>({ n: '*' })).toEqual(codes);
    expect(await states()).toEqual({ AwaitingPreInvoice: ACTIVITIES });

    await startApi();
    const again = await post('/api/preinvoices/from-blocks', { blockIds, currencyId: cop });
    expect(again.status).toBe(201);
    [preinvoiceId] = ((await again.json()) as { ids: string[] }).ids;
    const [{ n }] = await app.owner('preinvoice_lines').where({ preinvoice_id: preinvoiceId }).count<{ n: string }[]>({ n: '*' });
    expect(Number(n)).toBe(ACTIVITIES * 2); // a line per work
    expect(await states()).toEqual({ PreInvoiceInRevision: ACTIVITIES });
  }, 300_000);

  it('leaves no invoice and no number taken when the approval is killed, and the repeated approval makes exactly one', async () => {
    const counters = await app.owner('invoice_counters').select('company_id', 'prefix', 'last_number').orderBy('prefix');
    await killDuring(() => approve(preinvoiceId));
    expect(await app.owner('invoices').where({ preinvoice_id: preinvoiceId }).first()).toBeUndefined();
    expect(await app.owner('invoice_counters').select('company_id', 'prefix', 'last_number').orderBy('prefix')).toEqual(counters);
    expect((await app.owner('preinvoices').where({ id: preinvoiceId }).first('state')).state).toBe('created');

    await startApi();
    expect((await approve(preinvoiceId)).status).toBe(200);
    const [{ n }] = await app.owner('invoices').where({ preinvoice_id: preinvoiceId }).count<{ n: string }[]>({ n: '*' });
    expect(Number(n)).toBe(1);
    expect(await states()).toEqual({ Billed: ACTIVITIES });
  }, 300_000);
});
