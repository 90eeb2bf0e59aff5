// Settlement at scale: a month of 60,000 audited activities of one project (two works each) sent to
// awaiting pre-invoice, priced by the fee engine and persisted as one pre-invoice, through the real
// server; then 100 concurrent approvals of that pre-invoice (one invoice, no 5xx). Run by bench.ts on
// its tenant, or alone (`npx tsx tests/bench/settlement-bench.ts`) on a fresh demo database.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Server } from '@hapi/hapi';
import type { Knex } from 'knex';

export const SETTLEMENT_ACTIVITIES = Number(process.env.BENCH_SETTLEMENT_ACTIVITIES ?? 60_000);

const seconds = (t: number) => ((performance.now() - t) / 1000).toFixed(2);

export async function benchSettlement(server: Server, owner: Knex, cookie: string): Promise<void> {
  // The demo's fusion project and its hourly agreement; the month is one the demo does not use.
  const agreement = await owner('trade_agreements').where({ state: 'open' }).whereILike('description', 'Horas de la fusión%').first('id', 'project_id', 'tenant_id', 'company_id');
  const base = await owner('activities').where({ project_id: agreement.project_id }).first();
  const people = await owner('users').whereIn('email', ['profesional@demo.test', 'lider@demo.test']).pluck('id');
  let t = performance.now();
  await owner.raw(`insert into activities (tenant_id, company_id, code, title, client_id, project_id, practice_id, service_unit_id,
      activity_type_id, trade_agreement_id, responsible_user_id, start_date, end_date, delivery_at, finished_at, state, estimated_hours)
    select ?, ?, 'LIQ-' || g, 'Actividad de liquidación ' || g, ?, ?, ?, ?, ?, ?, ?, '2026-03-01', '2026-03-28', '2026-03-28T22:00:00Z',
      ('2026-03-' || lpad((1 + g % 28)::text, 2, '0') || 'T15:00:00Z')::timestamptz, 'InProcess', 0
    from generate_series(1, ?) g`,
  [agreement.tenant_id, agreement.company_id, base.client_id, agreement.project_id, base.practice_id, base.service_unit_id,
    base.activity_type_id, agreement.id, people[0], SETTLEMENT_ACTIVITIES]);
  await owner.raw(`insert into works (tenant_id, company_id, activity_id, project_id, user_id, work_date, minutes, billable_minutes)
    select a.tenant_id, a.company_id, a.id, a.project_id, (array[?::uuid, ?::uuid])[1 + w % 2], a.finished_at::date, 30 + (w * 7 + length(a.code)) % 240, 30 + (w * 7 + length(a.code)) % 240
    from activities a cross join generate_series(1, 2) w where a.code like 'LIQ-%'`, [people[0], people[1]]);
  await owner.raw(`update activities set state = 'AuditedByLeader' where code like 'LIQ-%'`);
  await owner.raw('analyze activities; analyze works');
  console.log(`\nSettlement: generated ${SETTLEMENT_ACTIVITIES.toLocaleString('es-CO')} audited activities with two works each in ${seconds(t)} s`);

  t = performance.now();
  const sent = await server.inject({ method: 'POST', url: '/api/settlement/send-to-preinvoice', headers: { cookie }, payload: { projectId: agreement.project_id, year: 2026, month: 3 } });
  const sendTime = seconds(t);
  const { blockIds, moved } = sent.result as { blockIds: string[]; moved: number };
  const cop = await owner('currencies').where({ company_id: agreement.company_id, code: 'COP' }).first('id');
  t = performance.now();
  const made = await server.inject({ method: 'POST', url: '/api/preinvoices/from-blocks', headers: { cookie }, payload: { blockIds, currencyId: cop.id } });
  const preinvoiceTime = seconds(t);
  const [preinvoiceId] = (made.result as { ids: string[] }).ids;
  const lines = await owner('preinvoice_lines').where({ preinvoice_id: preinvoiceId }).count({ n: '*' }).first();
  console.log(`  send ${Number(moved).toLocaleString('es-CO')} to awaiting pre-invoice (${sent.statusCode}): ${sendTime} s`);
  console.log(`  pre-invoice: engine + ${Number(lines?.n).toLocaleString('es-CO')} lines persisted (${made.statusCode}): ${preinvoiceTime} s`);

  t = performance.now();
  const approvals = await Promise.all(Array.from({ length: 100 }, () => server.inject({ method: 'POST', url: `/api/preinvoices/${preinvoiceId}/approve`, headers: { cookie } })));
  const statuses = approvals.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});
  const invoices = await owner('invoices').where({ preinvoice_id: preinvoiceId }).count({ n: '*' }).first();
  console.log(`  100 concurrent approvals of it: ${seconds(t)} s, answers ${JSON.stringify(statuses)}, invoices made ${invoices?.n}`);
}

if (process.argv[1]?.endsWith('settlement-bench.ts')) {
  const { migrateLatest, ownerKnex, appDatabaseUrl } = await import('../../knex/index.ts');
  const { seedDemo } = await import('../../seeds/demo.ts');
  const { createServer } = await import('../../api/src/server.ts');
  const { loadConfig } = await import('../../api/src/platform/config.ts');
  const { createApiKnex } = await import('../../api/src/platform/db/knex.ts');
  const { createSession } = await import('../../api/src/auth/sessions.ts');
  const { ROOT } = await import('../../api/src/platform/testing/test-database.ts');
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
  const server = await createServer({ config: { ...loadConfig({}), port: 0, host: '127.0.0.1', databaseUrl: url.toString(), adminDist: path.join(ROOT, 'admin', 'dist') }, db });
  await server.initialize();
  const user = await owner('users').where({ email: 'admin@demo.test' }).first('id', 'email');
  const { token } = await createSession(db, { userId: user.id, email: user.email });
  benchFeeEngine();
  await benchSettlement(server, owner, `lf_session=${token}`);
  await server.stop();
  await db.destroy();
  await owner.destroy();
}
