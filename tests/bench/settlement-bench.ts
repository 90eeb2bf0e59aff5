// Settlement at scale: a month of 60,000 audited activities of one project (two works each) sent to
// awaiting pre-invoice, priced by the fee engine and persisted as one pre-invoice, through the real
// server; then 100 concurrent approvals of that pre-invoice (one invoice, no 5xx). Run by bench.ts on
// its tenant, or alone (`npx tsx tests/bench/settlement-bench.ts`) on a fresh demo database.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import { insertAuditedMonth } from '../../api/src/platform/testing/fixtures.ts';

export const SETTLEMENT_ACTIVITIES = Number(process.env.BENCH_SETTLEMENT_ACTIVITIES ?? (process.env.BENCH_QUICK === 'true' ? 6_000 : 60_000));

/** What the settlement bench measured, in seconds, for the goals (goals.ts). */
export interface SettlementFigures {
  preinvoice: number;
  approvals: number;
  floorLines: number;
  floorMoves: number;
  scale: string;
}

const seconds = (t: number) => ((performance.now() - t) / 1000).toFixed(2);

/**
 * The API's statements while `run` runs, by their first words, with their time in seconds (the
 * lines' COPY goes around knex: it is in the remainder, with the engine and the rest of Node).
 */
async function statementsOf<T>(db: Knex, run: () => Promise<T>): Promise<{ result: T; top: string[]; total: number }> {
  const started = new Map<string, number>();
  const spent = new Map<string, number>();
  const onQuery = (q: { __knexQueryUid: string }) => {
    started.set(q.__knexQueryUid, performance.now());
  };
  const onDone = (_r: unknown, q: { __knexQueryUid: string; sql: string }) => {
    const at = started.get(q.__knexQueryUid);
    if (at === undefined) return;
    const label = q.sql.replace(/\s+/g, ' ').replace(/"/g, '').trim().slice(0, 44);
    spent.set(label, (spent.get(label) ?? 0) + performance.now() - at);
  };
  db.on('query', onQuery).on('query-response', onDone);
  try {
    const result = await run();
    const sorted = [...spent.entries()].sort((a, b) => b[1] - a[1]);
    const total = sorted.reduce((s, [, ms]) => s + ms, 0) / 1000;
    return { result, total, top: sorted.slice(0, 5).map(([label, ms]) => `${(ms / 1000).toFixed(2)} s ${label}…`) };
  } finally {
    db.off('query', onQuery).off('query-response', onDone);
  }
}

export async function benchSettlement(server: Server, owner: Knex, db: Knex, cookie: string): Promise<SettlementFigures> {
  // The demo's fusion project and its hourly agreement; the month is one the demo does not use.
  let t = performance.now();
  const agreement = await insertAuditedMonth(owner, { prefix: 'LIQ', count: SETTLEMENT_ACTIVITIES, month: '2026-03' });
  await owner.raw('analyze activities; analyze works');
  console.log(`\nSettlement: generated ${SETTLEMENT_ACTIVITIES.toLocaleString('es-CO')} audited activities with two works each in ${seconds(t)} s`);

  t = performance.now();
  const sent = await server.inject({
    method: 'POST',
    url: '/api/settlement/send-to-preinvoice',
    headers: { cookie },
    payload: { projectId: agreement.projectId, year: 2026, month: 3 },
  });
  const sendTime = seconds(t);
  const { blockIds, moved } = sent.result as { blockIds: string[]; moved: number };
  const cop = await owner('currencies').where({ company_id: agreement.companyId, code: 'COP' }).first('id');
  t = performance.now();
  const {
    result: made,
    top,
    total,
  } = await statementsOf(db, () =>
    server.inject({ method: 'POST', url: '/api/preinvoices/from-blocks', headers: { cookie }, payload: { blockIds, currencyId: cop.id } }),
  );
  const preinvoiceTime = seconds(t);
  const [preinvoiceId] = (made.result as { ids: string[] }).ids;
  const lines = await owner('preinvoice_lines').where({ preinvoice_id: preinvoiceId }).count({ n: '*' }).first();
  console.log(`  send ${Number(moved).toLocaleString('es-CO')} to awaiting pre-invoice (${sent.statusCode}): ${sendTime} s`);
  console.log(`  pre-invoice: engine + ${Number(lines?.n).toLocaleString('es-CO')} lines persisted (${made.statusCode}): ${preinvoiceTime} s`);
  console.log(`    its statements through knex ${total.toFixed(2)} s; the longest: ${top.join('; ')}`);

  t = performance.now();
  const { result: approvals, top: approvalTop } = await statementsOf(db, () =>
    Promise.all(
      Array.from({ length: 100 }, () =>
        server.inject({ method: 'POST', url: `/api/preinvoices/${preinvoiceId}/approve`, headers: { cookie, 'x-confirm': 'PREINVOICE_APPROVAL_CONFIRM' } }),
      ),
    ),
  );
  const statuses = approvals.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});
  const invoices = await owner('invoices').where({ preinvoice_id: preinvoiceId }).count({ n: '*' }).first();
  const approvalTime = seconds(t);
  console.log(`  100 concurrent approvals of it: ${approvalTime} s, answers ${JSON.stringify(statuses)}, invoices made ${invoices?.n}`);
  // Summed over the 100 requests, waits on the row lock included.
  console.log(`    their statements, the longest summed over the requests: ${approvalTop.join('; ')}`);
  // Last: its rolled-back rewrite leaves dead rows behind that would slow the figures after it.
  const floor = await printFloor(owner, preinvoiceId, Number(lines?.n), Number(moved));
  const scale = SETTLEMENT_ACTIVITIES < 60_000 ? `at ${SETTLEMENT_ACTIVITIES.toLocaleString('en')} activities, set at 60,000` : '';
  return { preinvoice: Number(preinvoiceTime), approvals: Number(approvalTime), floorLines: Number(floor.lines), floorMoves: Number(floor.moves), scale };
}

/**
 * What this machine's PostgreSQL takes for the pre-invoice's writes done the cheapest way (rolled
 * back): its lines copied into a table with no key, index or parsing, and its activities rewritten
 * once as they are (what any move of theirs costs, whatever it sets).
 */
async function printFloor(owner: Knex, preinvoiceId: string, lines: number, activities: number): Promise<{ lines: string; moves: string }> {
  const trx = await owner.transaction();
  try {
    let t = performance.now();
    await trx.raw('create temp table floor_lines as select * from preinvoice_lines where preinvoice_id = ?', [preinvoiceId]);
    const linesTime = seconds(t);
    t = performance.now();
    await trx.raw('update activities set updated_at = updated_at where id in (select activity_id from preinvoice_work where preinvoice_id = ?)', [
      preinvoiceId,
    ]);
    const movesTime = seconds(t);
    const {
      rows: [indexes],
    } = await trx.raw(`select count(*)::int as n from pg_indexes where tablename = 'activities'`);
    console.log(
      `  floor here for the pre-invoice's writes: ${lines.toLocaleString('es-CO')} lines written with no key, index or parsing ${linesTime} s; ` +
        `${activities.toLocaleString('es-CO')} activities rewritten once (${indexes.n} indexes) ${movesTime} s`,
    );
    return { lines: linesTime, moves: movesTime };
  } finally {
    await trx.rollback();
  }
}

if (process.argv[1]?.endsWith('settlement-bench.ts')) {
  const { migrateLatest, ownerKnex, appDatabaseUrl } = await import('../../knex/index.ts');
  const { seedDemo } = await import('../../seeds/demo.ts');
  const { createServer } = await import('../../api/src/server.ts');
  const { loadConfig } = await import('../../api/src/platform/config.ts');
  const { createApiKnex } = await import('../../api/src/platform/db/knex.ts');
  const { createSession } = await import('../../api/src/auth/sessions.ts');
  const { ROOT } = await import('../../api/src/platform/root.ts');
  const { benchFeeEngine } = await import('./fee-engine-bench.ts');
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('settlement-bench alone needs TEST_DATABASE_URL (a PostgreSQL server)');
  const name = process.env.BENCH_DB ?? 'lawfirm_bench_settlement';
  const admin = ownerKnex(serverUrl);
  await admin.raw('drop database if exists ?? with (force)', [name]);
  await admin.raw('create database ??', [name]);
  await admin.destroy();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await migrateLatest(url.toString());
  const owner = ownerKnex(url.toString());
  await seedDemo(owner);
  const db = createApiKnex(appDatabaseUrl(url.toString()));
  const server = await createServer({
    config: { ...loadConfig({}), port: 0, host: '127.0.0.1', databaseUrl: url.toString(), adminDist: path.join(ROOT, 'admin', 'dist'), logLevel: 'silent' },
    db,
  });
  await server.initialize();
  const user = await owner('users').where({ email: 'admin@demo.test' }).first('id', 'email');
  const { token } = await createSession(db, { userId: user.id, email: user.email });
  benchFeeEngine();
  await benchSettlement(server, owner, db, `lf_session=${token}`);
  await server.stop();
  await db.destroy();
  await owner.destroy();
}
