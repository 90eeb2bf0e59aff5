// npm run bench: a large tenant (BENCH_CLIENTS clients, one project each) and the list calls staff
// make all day, timed through the real server and pool. Prints figures; asserts nothing.
// 1. each list call: p50/p95 through the server, and the ratio of that time to the same SQL run raw
//    (the statements the call's own transaction ran, replayed with its RLS settings on one connection);
// 2. the first page of clients over HTTP at 1, 10 and 50 concurrent clients (requests/s, p50, p95),
//    and the floor: GET /api/health (one `select 1`) at 1 and 50;
// 3. the gzip JavaScript the built admin loads for its first screen after login (/grid-clients);
// 4. settlement: the fee engine's lines per second per agreement type, and a month of 60,000 audited
//    activities sent, priced and persisted as a pre-invoice, then approved 100 times at once.
// BENCH_ADMIN=false skips 3; BENCH_ADMIN_BUILD=false measures admin/dist as it is. At the end, the
// speed goals with their figures from this run and whether each holds (goals.ts). BENCH_QUICK=true
// (npm run bench:quick): a tenth of the data and shorter runs, for development.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { appDatabaseUrl, migrateLatest, ownerKnex } from '../../knex/index.ts';
import { startEmbeddedPostgres } from '../../knex/embedded.ts';
import { seedDemo } from '../../seeds/demo.ts';
import { seedProductionScale, seedScale } from '../../seeds/scale.ts';
import { createSession } from '../../api/src/auth/sessions.ts';
import { loadConfig } from '../../api/src/platform/config.ts';
import { createApiKnex } from '../../api/src/platform/db/knex.ts';
import { createServer } from '../../api/src/server.ts';
import { ROOT } from '../../api/src/platform/root.ts';
import { benchFeeEngine } from './fee-engine-bench.ts';
import { benchSettlement } from './settlement-bench.ts';
import { atLeast, atMost, printGoals } from './goals.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/browser.ts';

const QUICK = process.env.BENCH_QUICK === 'true';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? (QUICK ? 20_000 : 200_000));
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? (QUICK ? 100_000 : 1_000_000));
const RUNS = Number(process.env.BENCH_RUNS ?? (QUICK ? 10 : 30));
const REPORT_RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 2 : 5));
/** The scale a goal was set at, named when this run is smaller. */
const smaller = (n: number, at: number, what: string) => (n < at ? `at ${n.toLocaleString('en')} ${what}, set at ${at.toLocaleString('en')}` : '');
const CLIENT_SCALE = smaller(CLIENTS, 200_000, 'clients');
const ACTIVITY_SCALE = smaller(ACTIVITIES, 1_000_000, 'activities');
// Its own database name, so checkouts sharing one server can bench side by side.
const DB_NAME = process.env.BENCH_DB ?? 'lawfirm_bench';

let serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const embedded = serverUrl ? undefined : await startEmbeddedPostgres(path.join(ROOT, '.data', 'bench-pg'), 54350);
if (embedded) serverUrl = embedded.url.replace(/\/lawfirm$/, '/postgres');
const dbUrl = new URL(serverUrl!);
dbUrl.pathname = `/${DB_NAME}`;

const admin = ownerKnex(serverUrl!);
await admin.raw('drop database if exists ?? with (force)', [DB_NAME]);
await admin.raw('create database ??', [DB_NAME]);
await admin.destroy();
await migrateLatest(dbUrl.toString());
const owner = ownerKnex(dbUrl.toString());
await seedDemo(owner);
let t = performance.now();
await seedScale(owner, CLIENTS);
console.log(`Generated ${CLIENTS.toLocaleString('es-CO')} clients and projects in ${((performance.now() - t) / 1000).toFixed(1)} s`);
t = performance.now();
await seedProductionScale(owner, { users: 200, groups: 20, activities: ACTIVITIES, worksPerActivity: 3 });
const works = (await owner('works').count({ n: '*' }).first()) as { n: string };
await owner.raw('vacuum analyze activities'); // as autovacuum leaves a live table: index-only counts
console.log(
  `Generated ${ACTIVITIES.toLocaleString('es-CO')} activities and ${Number(works.n).toLocaleString('es-CO')} works (200 users, 20 work groups) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);
// As autovacuum leaves live tables: statistics, and the visibility map that lets a capped count read an index alone.
await owner.raw('vacuum analyze');

const adminDist = path.join(ROOT, 'admin', 'dist');
const db = createApiKnex(appDatabaseUrl(dbUrl.toString()));
// As deployed: a JSON line per request at level info (BENCH_LOG_LEVEL), written where nobody reads it.
const server = await createServer({
  config: { ...loadConfig({}), port: 0, host: '127.0.0.1', databaseUrl: dbUrl.toString(), adminDist, logLevel: process.env.BENCH_LOG_LEVEL ?? 'info' },
  db,
  logStream: fs.createWriteStream('/dev/null') as unknown as NodeJS.WriteStream,
});
await server.initialize();
async function sessionOf(email: string): Promise<string> {
  const user = await owner('users').where({ email }).first('id', 'email');
  const { token } = await createSession(db, { userId: user.id, email: user.email });
  return token;
}
const adminToken = await sessionOf('admin@demo.test');
const cookie = `lf_session=${adminToken}`;
const leader = `lf_session=${await sessionOf('lider@demo.test')}`; // Workgroup codes: the projects of two of three groups
// A professional of one scale work group, without permission codes: production narrowed to their group's projects.
const member = `lf_session=${await sessionOf('escala1@escala.co')}`;

/** A report of the works' hours by user over a period, as the report builder sends it. */
const worksByUser = (period: string) => ({
  definition: {
    entity: 'works',
    columns: ['workDate', 'user', 'activity', 'workedHours'],
    filters: [],
    groupBy: 'user',
    measure: 'sum:workedHours',
    dateField: 'workDate',
    period,
    chart: 'column',
  },
});
const cases: [string, string, string?, unknown?][] = [
  ['clients: first page, default sort', '/api/clients?_start=0&_end=20'],
  ['clients: page 2,500 (offset 50,000)', '/api/clients?_start=50000&_end=50020&_sort=name&_order=asc'],
  ['clients: sorted by name, descending', '/api/clients?_start=0&_end=20&_sort=name&_order=desc'],
  ['clients: search q (2 chars+)', '/api/clients?q=Escala%200001&_start=0&_end=20'],
  ['clients: filter active=false, sort by document', '/api/clients?active=false&_sort=documentNumber&_order=desc&_start=0&_end=20'],
  ['projects: first page with ref sets', '/api/projects?_start=0&_end=20'],
  [
    'projects: filter by work group',
    `/api/projects?_start=0&_end=20&workGroupIds=${(await owner('project_work_groups').first('work_group_id')).work_group_id}`,
  ],
  ['settlement projects: All scope, first page', '/api/settlement-projects?_start=0&_end=20'],
  ['settlement projects: Workgroup scope, first page', '/api/settlement-projects?_start=0&_end=20', leader],
  ['settlement projects: Workgroup scope, search', '/api/settlement-projects?q=Escala%200001&_start=0&_end=20', leader],
  ['grid-activities: Workgroup member, page 1 (20, total, sorted)', '/api/grid-activities?_start=0&_end=20', member],
  ['grid-activities: Workgroup member, sort by title desc', '/api/grid-activities?_start=0&_end=20&_sort=title&_order=desc', member],
  ['grid-activities: company (All), page 1', '/api/grid-activities?_start=0&_end=20'],
  ['grid-revision: company (All), page 1', '/api/grid-revision?_start=0&_end=20'],
  ['work panel: the eight indicators, Mes, a member', '/api/work-panel/indicators?period=3', member],
  ['work panel: the eight indicators, Año, a member', '/api/work-panel/indicators?period=4', member],
  ['documentation centre: company (All), page 1', '/api/documentation-center'],
  ['documentation centre: member, page 1', '/api/documentation-center', member],
  ['documentation centre: member, search a name', '/api/documentation-center?search=ESC-00012', member],
  ['report: works last month by user, company (All)', '/api/reports/preview', cookie, worksByUser('lastMonth')],
  ['report: works this year by user, company (All)', '/api/reports/preview', cookie, worksByUser('thisYear')],
  ['report: works last month by user, member', '/api/reports/preview', member, worksByUser('lastMonth')],
  [
    'report: activities last 30 days by state, member',
    '/api/reports/preview',
    member,
    {
      definition: {
        entity: 'activities',
        columns: ['code', 'title', 'state', 'client', 'workedHours'],
        filters: [],
        groupBy: 'state',
        measure: 'count',
        dateField: 'deliveryDate',
        period: 'last30Days',
        chart: 'pie',
      },
    },
  ],
  [
    'work panel: the eight indicators, Mes, a team (All)',
    `/api/work-panel/indicators?period=3&teams=${(await owner('work_groups').where({ code: 'EQ-ESC-1' }).first('id')).id}`,
  ],
];
// The same deep page by key (x-next-cursor of the page before it), where the API answers one.
const before = await server.inject({ method: 'GET', url: '/api/clients?_start=49980&_end=50000&_sort=name&_order=asc', headers: { cookie } });
const cursor = before.headers['x-next-cursor'];
if (typeof cursor === 'string') {
  cases.splice(2, 0, ['clients: page 2,501 by key (x-next-cursor)', `/api/clients?_start=0&_end=20&_sort=name&_order=asc&_cursor=${cursor}`]);
}

// Every statement the API sends, grouped by transaction, to replay the call's own SQL raw.
interface Sent {
  sql: string;
  bindings: unknown[];
  tx?: string;
}
let capturing: Sent[] | undefined;
db.on('query', (q: { sql: string; bindings?: unknown[]; __knexTxId?: string }) => {
  capturing?.push({ sql: q.sql, bindings: q.bindings ?? [], tx: q.__knexTxId });
});
/**
 * The statements of the request's last transaction (the handler's; earlier ones resolve the
 * session), with its row-level security settings: they travel in its BEGIN (decision 275).
 */
function handlerStatements(sent: Sent[]): Sent[] {
  const last = sent.at(-1)?.tx;
  return sent
    .filter((s) => s.tx === last && !/^(commit|rollback)/i.test(s.sql.trim()))
    .map((s) => ({
      ...s,
      sql: s.sql
        .trim()
        .replace(/^begin;?/i, '')
        .trim(),
    }))
    .filter((s) => s.sql !== '');
}
// One connection as the application role, as the pool's are: the same RLS policies apply.
interface PgConnection {
  query(sql: string, bindings?: unknown[]): Promise<unknown>;
}
const rawKnex = createApiKnex(appDatabaseUrl(dbUrl.toString()), 1);
const rawClient = rawKnex.client as { acquireConnection(): Promise<PgConnection>; releaseConnection(c: PgConnection): Promise<void> };
const raw = await rawClient.acquireConnection();
async function timeRaw(statements: Sent[]): Promise<number> {
  const start = performance.now();
  await raw.query('begin');
  for (const s of statements) await raw.query(s.sql, s.bindings as unknown[]);
  await raw.query('commit');
  return performance.now() - start;
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

const p50Of = new Map<string, number>();
console.log(
  `\n${'call'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'raw ms'.padStart(8)} ${'ratio'.padStart(6)} ${'stmts'.padStart(5)} ${'rows'.padStart(5)} total`,
);
for (const [name, url, as = cookie, payload] of cases) {
  const times: number[] = [];
  const rawTimes: number[] = [];
  let rows = 0;
  let total = '';
  let statements: Sent[] = [];
  let all = 0;
  // A report reads a period of a firm's work in seconds: a few runs say what it costs.
  for (let i = 0; i < (payload ? Math.min(RUNS, REPORT_RUNS) : RUNS); i += 1) {
    const sent: Sent[] = [];
    capturing = sent;
    t = performance.now();
    const res = await server.inject({ method: payload ? 'POST' : 'GET', url, payload: payload as object | undefined, headers: { cookie: as } });
    times.push(performance.now() - t);
    capturing = undefined;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.payload}`);
    const body = res.result as { data?: unknown[]; rows?: unknown[]; total?: number } | unknown[];
    rows = Array.isArray(body) ? body.length : ((body.data ?? body.rows)?.length ?? 1);
    total = String(res.headers['x-total-count'] ?? (Array.isArray(body) ? '' : (body.total ?? '')));
    statements = handlerStatements(sent);
    all = sent.filter((s) => !/^(begin|commit|rollback)/i.test(s.sql.trim())).length;
    rawTimes.push(await timeRaw(statements));
  }
  times.sort((a, b) => a - b);
  rawTimes.sort((a, b) => a - b);
  const ratio = percentile(times, 0.5) / percentile(rawTimes, 0.5);
  p50Of.set(name, percentile(times, 0.5));
  console.log(
    `${name.padEnd(48)} ${percentile(times, 0.5).toFixed(1).padStart(8)} ${percentile(times, 0.95).toFixed(1).padStart(8)} ${percentile(rawTimes, 0.5).toFixed(1).padStart(8)} ${ratio.toFixed(2).padStart(6)} ${`${statements.length}/${all}`.padStart(5)} ${String(rows).padStart(5)} ${total}`,
  );
}
console.log("(raw: the statements of the call's own transaction, replayed with its RLS settings on one connection; stmts: replayed/all the request sent)");
atMost('clients: first page p50, one client', p50Of.get('clients: first page, default sort')!, 10, 'ms', CLIENT_SCALE);
atMost(
  "a member's activity grid, page 1 p50, one client",
  p50Of.get('grid-activities: Workgroup member, page 1 (20, total, sorted)')!,
  25,
  'ms',
  ACTIVITY_SCALE,
);
atMost('report: a year of works by user p50', p50Of.get('report: works this year by user, company (All)')!, 2000, 'ms', ACTIVITY_SCALE);
await rawClient.releaseConnection(raw);
await rawKnex.destroy();

// Over HTTP as browsers call it: N clients, each sending its next request when the last one answered.
await server.start();
const base = server.info.uri;
const listUrl = `${base}/api/clients?_start=0&_end=20`;
async function load(concurrency: number, url = listUrl) {
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const res = await fetch(url, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  return { rps: times.length / elapsed, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}
await load(2); // warm up
console.log(`\n${'GET /api/clients first page over HTTP'.padEnd(48)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
let clientsAt50 = 0;
for (const concurrency of [1, 10, 50]) {
  const r = await load(concurrency);
  if (concurrency === 50) clientsAt50 = r.rps;
  console.log(
    `${`${concurrency} concurrent client${concurrency > 1 ? 's' : ''}`.padEnd(48)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}`,
  );
}

// The floor under every figure above: the cheapest call there is (one `select 1`, no session), as
// fast as this machine answers anything at 50 concurrent clients.
console.log(`\n${'GET /api/health (select 1) over HTTP'.padEnd(48)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
let healthAt50 = 0;
for (const concurrency of [1, 50]) {
  const r = await load(concurrency, `${base}/api/health`);
  if (concurrency === 50) healthAt50 = r.rps;
  console.log(
    `${`${concurrency} concurrent client${concurrency > 1 ? 's' : ''}`.padEnd(48)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}`,
  );
}

if (process.env.BENCH_ADMIN !== 'false') await adminFirstScreen();

// The Workgroup member's grid page under load, and one export of about 100,000 activities.
async function loadGrid(concurrency: number) {
  const url = `${base}/api/grid-activities?_start=0&_end=20`;
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const res = await fetch(url, { headers: { cookie: member } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { rps: times.length / SECONDS, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}
console.log(`\n${'GET /api/grid-activities (Workgroup member) over HTTP'.padEnd(48)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
for (const concurrency of [1, 50]) {
  const r = await loadGrid(concurrency);
  if (concurrency === 50) atLeast("a member's grid page at 50 clients, share of GET /api/health's req/s", r.rps / healthAt50, 0.15, '%', ACTIVITY_SCALE);
  console.log(
    `${`${concurrency} concurrent client${concurrency > 1 ? 's' : ''}`.padEnd(48)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}`,
  );
}
{
  // Finished work delivered in the last ~58 days: about a tenth of the activities, 100,000 of a million.
  const since = new Date(Date.now() - 58 * 86_400_000).toISOString();
  let peak = process.memoryUsage().rss;
  const before = peak;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/grid-activities-complete/export.xlsx?deliveryAt_gte=${encodeURIComponent(since)}`, { headers: { cookie } });
  const bytes = (await res.arrayBuffer()).byteLength;
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  atMost(
    `XLSX export of ${Number(res.headers.get('x-total-count')).toLocaleString('en')} activities`,
    seconds,
    6,
    's',
    smaller(Number(res.headers.get('x-total-count')), 100_000, 'rows'),
  );
  console.log(
    `\nXLSX export of ${Number(res.headers.get('x-total-count')).toLocaleString('es-CO')} activities: ${seconds.toFixed(2)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB file, process RSS ${(before / 1024 / 1024).toFixed(0)} -> peak ${(peak / 1024 / 1024).toFixed(0)} MB (+${((peak - before) / 1024 / 1024).toFixed(0)} MB)`,
  );
}

async function adminFirstScreen() {
  if (process.env.BENCH_ADMIN_BUILD !== 'false') {
    const built = spawnSync('npm', ['run', 'build', '-w', 'admin'], { cwd: ROOT, stdio: 'ignore' });
    if (built.status !== 0) throw new Error('The admin build failed');
  }
  if (!fs.existsSync(path.join(adminDist, 'index.html'))) throw new Error('admin/dist has no build (npm run build)');
  // The server was created before the build: a second one serves the fresh files.
  const web = await createServer({
    config: { ...loadConfig({}), port: 0, host: '127.0.0.1', databaseUrl: dbUrl.toString(), adminDist, logLevel: 'silent' },
    db,
  });
  await web.start();
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ locale: 'es-CO' });
  const url = new URL(web.info.uri);
  await context.addCookies([{ name: 'lf_session', value: adminToken, domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' || res.url().endsWith('.js')) scripts.set(res.url(), res.body());
  });
  await page.goto(`${web.info.uri}/grid-clients`);
  await page.locator('.ant-table-row').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  let gzip = 0;
  let plain = 0;
  const files: [string, number][] = [];
  for (const [url, body] of scripts) {
    const size = zlib.gzipSync(await body, { level: 9 }).length;
    plain += (await body).length;
    gzip += size;
    files.push([url.replace(/^.*\//, ''), size]);
  }
  // BENCH_ADMIN_FILES=true lists each file, largest first: where the weight is.
  if (process.env.BENCH_ADMIN_FILES === 'true') {
    for (const [file, size] of files.sort((a, b) => b[1] - a[1])) console.log(`  ${file.padEnd(44)} ${(size / 1024).toFixed(1).padStart(7)} KB gzip`);
  }
  console.log(
    `\nAdmin first screen after login (/grid-clients): ${scripts.size} JavaScript files, ${(gzip / 1024).toFixed(0)} KB gzip (${(plain / 1024).toFixed(0)} KB plain)`,
  );
  await browser.close();
  await web.stop();
}

// Settlement: the fee engine alone, then a month of 60,000 audited activities settled through the server.
benchFeeEngine();
const settled = await benchSettlement(server, owner, db, cookie);
atMost(
  'a pre-invoice of the month, to its floor (lines written raw + activities rewritten once)',
  settled.preinvoice / (settled.floorLines + settled.floorMoves),
  1.3,
  '×',
  settled.scale,
);
atMost('100 concurrent approvals, to the floor of rewriting its activities once', settled.approvals / settled.floorMoves, 0.25, '×', settled.scale);
atLeast("clients' first page at 50 clients, share of GET /api/health's req/s", clientsAt50 / healthAt50, 0.25, '%', CLIENT_SCALE);
printGoals();

await server.stop();
await db.destroy();
await owner.destroy();
await embedded?.stop();
