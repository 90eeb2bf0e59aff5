// npm run bench: a large tenant (BENCH_CLIENTS clients, one project each) and the list calls staff
// make all day, timed through the real server and pool. Prints figures; asserts nothing.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { appDatabaseUrl, migrateLatest, ownerKnex } from '../../knex/index.ts';
import { startEmbeddedPostgres } from '../../knex/embedded.ts';
import { seedDemo } from '../../seeds/demo.ts';
import { seedScale } from '../../seeds/scale.ts';
import { createSession } from '../../api/src/auth/sessions.ts';
import { loadConfig } from '../../api/src/platform/config.ts';
import { createApiKnex } from '../../api/src/platform/db/knex.ts';
import { createServer } from '../../api/src/server.ts';
import { ROOT } from '../../api/src/platform/testing/test-database.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
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

const db = createApiKnex(appDatabaseUrl(dbUrl.toString()));
const server = await createServer({ config: { ...loadConfig({}), databaseUrl: dbUrl.toString() }, db });
await server.initialize();
async function cookieOf(email: string): Promise<string> {
  const user = await owner('users').where({ email }).first('id', 'email');
  const { token } = await createSession(db, { userId: user.id, email: user.email });
  return `lf_session=${token}`;
}
const cookie = await cookieOf('admin@demo.test');
const leader = await cookieOf('lider@demo.test'); // Workgroup codes: the projects of two of three groups

const cases: [string, string, string?][] = [
  ['clients: first page, default sort', '/api/clients?_start=0&_end=20'],
  ['clients: page 2,500 (offset 50,000)', '/api/clients?_start=50000&_end=50020&_sort=name&_order=asc'],
  ['clients: search q (2 chars+)', '/api/clients?q=Escala%200001&_start=0&_end=20'],
  ['clients: filter active=false, sort by document', '/api/clients?active=false&_sort=documentNumber&_order=desc&_start=0&_end=20'],
  ['projects: first page with ref sets', '/api/projects?_start=0&_end=20'],
  ['projects: filter by work group', `/api/projects?_start=0&_end=20&workGroupIds=${(await owner('project_work_groups').first('work_group_id')).work_group_id}`],
  ['settlement projects: All scope, first page', '/api/settlement-projects?_start=0&_end=20'],
  ['settlement projects: Workgroup scope, first page', '/api/settlement-projects?_start=0&_end=20', leader],
  ['settlement projects: Workgroup scope, search', '/api/settlement-projects?q=Escala%200001&_start=0&_end=20', leader],
];

console.log(`\n${'call'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'rows'.padStart(6)} total`);
for (const [name, url, as = cookie] of cases) {
  const times: number[] = [];
  let rows = 0;
  let total = '';
  for (let i = 0; i < RUNS; i += 1) {
    t = performance.now();
    const res = await server.inject({ method: 'GET', url, headers: { cookie: as } });
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.payload}`);
    rows = (res.result as unknown[]).length;
    total = String(res.headers['x-total-count']);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
  console.log(`${name.padEnd(48)} ${at(0.5).padStart(8)} ${at(0.95).padStart(8)} ${String(rows).padStart(6)} ${total}`);
}

await server.stop();
await db.destroy();
await owner.destroy();
await embedded?.stop();
