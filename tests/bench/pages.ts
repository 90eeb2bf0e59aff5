// npm run bench:pages: the pages staff use all day, timed in Chromium against the built admin on the
// demo data (issue 30, item 1). For each page, as the leader:
// - a full load (a new browser profile, nothing cached, a session already made): from navigation to
//   the first rows on screen, how many requests the load makes and the JavaScript it fetches (gzip);
// - a reload of that page in the same profile, twice, the second timed: what a person who opened
//   the admin before waits for (its files from the browser's cache, their compiled code kept);
// - a move inside the app (the router, as a menu link does): from the move to the first rows of the
//   new page; the first move to a page (nothing of it fetched yet) and the median of the later ones.
// Prints the table; asserts nothing. BENCH_PAGE_RUNS (default 5) loads and moves per page;
// BENCH_ADMIN_BUILD=false measures admin/dist as it is; BENCH_PAGE_REQUESTS=1 also prints what each
// page's first full load requested, by kind; BENCH_PAGE_TIMELINE=1 prints when each of that load's
// requests started and ended, against its first rows; BENCH_PAGE_NETWORK=10/40 puts the browser
// behind a link of 10 Mbit/s down and 40 ms of round trip (Chromium's network emulation) instead of
// this machine's loopback; CHROMIUM_PATH names the browser.
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page, type Request, type Response } from '@playwright/test';
import { appDatabaseUrl, ownerKnex } from '../../knex/index.ts';
import { createSession } from '../../api/src/auth/sessions.ts';
import { createApiKnex } from '../../api/src/platform/db/knex.ts';
import { ROOT } from '../../api/src/platform/root.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/browser.ts';
import globalSetup from '../e2e/global-setup.ts';
import { startPlatform } from '../e2e/platform.ts';
import { e2eDatabaseUrl } from '../e2e/database.ts';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const PORT = process.env.BENCH_PAGES_PORT ?? '3500';
const WHO = 'lider@demo.test';
const executablePath = CHROMIUM;

/** The pages, and what their first rows are (a table's rows; the work panel's indicators once they have values). */
const ROWS = '.ant-table-row';
const PAGES: { path: string; rows: string }[] = [
  { path: '/info-cards', rows: '[data-testid^="indicator-"] .ant-statistic-content-value' },
  { path: '/grid-activities', rows: ROWS },
  { path: '/grid-activities-complete', rows: ROWS },
  { path: '/settlement-billing/audited-by-leader', rows: ROWS },
  { path: '/settlement-billing/awaiting-preinvoice', rows: ROWS },
  { path: '/settlement-billing/preinvoice', rows: ROWS },
  { path: '/settlement-billing/invoice', rows: ROWS },
  { path: '/grid-clients', rows: ROWS },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

if (process.env.BENCH_ADMIN_BUILD !== 'false') {
  const built = spawnSync('npm', ['run', 'build', '-w', 'admin'], { cwd: ROOT, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('The admin build failed');
}
const stopPostgres = await globalSetup();
const platform = await startPlatform(PORT);
// A session made as the journeys make theirs (sign-in.ts): the user found as the owner, the session
// written through the API's own pool.
const owner = ownerKnex(e2eDatabaseUrl(PORT));
const user = await owner('users').where({ email: WHO }).first('id');
await owner.destroy();
const db = createApiKnex(appDatabaseUrl(e2eDatabaseUrl(PORT)), 1);
const { token } = await createSession(db, { userId: user.id, email: WHO, browserInfo: 'bench' });
await db.destroy();
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

/** BENCH_PAGE_NETWORK: `<Mbit/s down>/<ms round trip>`, or none (the loopback as it is). */
const NETWORK = /^(\d+(?:\.\d+)?)\/(\d+)$/.exec(process.env.BENCH_PAGE_NETWORK ?? '');
if (process.env.BENCH_PAGE_NETWORK && !NETWORK) throw new Error('BENCH_PAGE_NETWORK is <Mbit/s down>/<ms round trip>, e.g. 10/40');

async function newPage(b: Browser): Promise<Page> {
  const context = await b.newContext({ locale: 'es-CO', viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'lf_session', value: token, url: platform.baseURL, httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  if (NETWORK) {
    const cdp = await context.newCDPSession(page);
    const bytesPerSecond = (Number(NETWORK[1]) * 1_000_000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: Number(NETWORK[2]),
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond / 2,
    });
  }
  return page;
}

/** The page's clock when the first of `rows` not marked as an earlier page's is on screen. */
function firstRowsAt(page: Page, rows: string): Promise<number> {
  return page
    .waitForFunction(
      (selector) => {
        const found = document.querySelector(`${selector}:not([data-bench-earlier])`);
        return found && found.getBoundingClientRect().height > 0 ? performance.now() : false;
      },
      rows,
      { polling: 'raf', timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

interface Load {
  ms: number;
  /** The second reload's time to the first rows. */
  reload: number;
  requests: number;
  scriptGzip: number;
  /** What crossed the wire (compressed, with headers): the page, its files and its API calls. */
  transferred: number;
  kinds: Record<string, string[]>;
  timeline: string[];
}

async function fullLoad(path: string, rows: string): Promise<Load> {
  const page = await newPage(browser);
  let requests = 0;
  const kinds: Record<string, string[]> = {};
  const scripts: Promise<Buffer>[] = [];
  const onRequest = (request: Request) => {
    requests += 1;
    (kinds[request.resourceType()] ??= []).push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
  };
  page.on('response', onResponse);
  await page.goto(`${platform.baseURL}${path}`, { waitUntil: 'commit' });
  // performance.now() counts from the navigation's start.
  const ms = await firstRowsAt(page, rows);
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  page.off('response', onResponse);
  const bodies = await Promise.all(scripts);
  const scriptGzip = bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
  // The load's entries read once: what crossed the wire, and when each request started and ended.
  const { transferred, timeline } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const entries = [
      { name: location.pathname, startTime: navigation.requestStart, responseEnd: navigation.responseEnd },
      ...resources,
      { name: 'DOMContentLoaded', startTime: navigation.domContentLoadedEventEnd, responseEnd: navigation.domContentLoadedEventEnd },
    ];
    return {
      transferred: [navigation, ...resources].reduce((sum, e) => sum + e.transferSize, 0),
      timeline: entries.map(
        (e) => `${String(Math.round(e.startTime)).padStart(6)} → ${String(Math.round(e.responseEnd)).padStart(6)} ms  ${e.name.replace(location.origin, '')}`,
      ),
    };
  });
  let reload = NaN;
  for (let i = 0; i < 2; i++) {
    await page.reload({ waitUntil: 'commit' });
    reload = await firstRowsAt(page, rows);
    await page.waitForLoadState('networkidle');
  }
  await page.context().close();
  return { ms, reload, requests, scriptGzip, transferred, kinds, timeline };
}

/** Moves the open admin to `path` by its router and times it to the first rows of the new page. */
async function move(page: Page, path: string, rows: string): Promise<number> {
  const started = await page.evaluate((selector) => {
    // What is on screen belongs to the page being left.
    for (const earlier of document.querySelectorAll(selector)) earlier.setAttribute('data-bench-earlier', '');
    return performance.now();
  }, rows);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  return (await firstRowsAt(page, rows)) - started;
}

const loads = new Map<string, Load[]>();
for (let run = 0; run < RUNS; run++) {
  for (const { path, rows } of PAGES) {
    const load = await fullLoad(path, rows);
    if (run === 0 && process.env.BENCH_PAGE_REQUESTS) {
      console.log(`\n${path}: ${load.requests} requests`);
      for (const [kind, urls] of Object.entries(load.kinds)) console.log(`  ${kind} ${urls.length}: ${urls.join(' ')}`);
    }
    if (run === 0 && process.env.BENCH_PAGE_TIMELINE) console.log(`\n${path}: first rows at ${Math.round(load.ms)} ms\n  ${load.timeline.join('\n  ')}`);
    loads.set(path, [...(loads.get(path) ?? []), load]);
  }
}

const moves = new Map<string, number[]>();
const mover = await newPage(browser);
await mover.goto(`${platform.baseURL}${PAGES[0].path}`);
await firstRowsAt(mover, PAGES[0].rows);
for (let run = 0; run <= RUNS; run++) {
  // Each page from the one before it, round the list; the first round finds nothing of a page fetched.
  for (const [i, { path, rows }] of PAGES.entries()) {
    if (run === 0 && i === 0) continue;
    const ms = await move(mover, path, rows);
    moves.set(path, [...(moves.get(path) ?? []), ms]);
  }
}
await mover.context().close();
await browser.close();
await platform.stop();
await stopPostgres?.();

const table = PAGES.map(({ path }) => {
  const l = loads.get(path)!;
  const m = moves.get(path)!;
  const cold = path === PAGES[0].path ? NaN : m[0];
  const warm = path === PAGES[0].path ? m : m.slice(1);
  return {
    page: path,
    'full load p50 (ms)': Math.round(median(l.map((x) => x.ms))),
    'reload p50 (ms)': Math.round(median(l.map((x) => x.reload))),
    requests: median(l.map((x) => x.requests)),
    'JavaScript (KB gzip)': Math.round(median(l.map((x) => x.scriptGzip)) / 1024),
    'transferred (KB)': Math.round(median(l.map((x) => x.transferred)) / 1024),
    'first move (ms)': Number.isNaN(cold) ? '-' : Math.round(cold),
    'move p50 (ms)': Math.round(median(warm)),
  };
});
const link = NETWORK ? `, over ${NETWORK[1]} Mbit/s and ${NETWORK[2]} ms of round trip` : '';
console.log(`\nPages as ${WHO}, ${RUNS} runs each, ${executablePath}${link}:`);
console.table(table);
const all = (key: 'full load p50 (ms)' | 'reload p50 (ms)' | 'move p50 (ms)') => median(table.map((row) => row[key]));
console.log(
  `Median over the pages: full load ${all('full load p50 (ms)')} ms (goal 1,000; a reload ${all('reload p50 (ms)')} ms), move ${all('move p50 (ms)')} ms (goal 200), requests per full load up to ${Math.max(...table.map((r) => r.requests))} (goal 25)`,
);
