// Running behind a load balancer and being stopped by one (issue 31, items 3 to 5):
// - idle keep-alive sockets outlive the balancer's 60 s (65 s by default, headers 66 s), configurable;
// - every answer names its request (X-Request-Id: the caller's when it is a plain token, else new);
// - GET /metrics (Prometheus) for this machine or a token's holder;
// - GET /api/ready asks the database and the job queue, and answers 503 once the instance stops;
// - SIGTERM during a request: the API takes no new connection, lets the request finish, stops its
//   jobs and exits 0 (the API in its own process, serve-api.ts, as `npm start` runs it).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { ROOT } from '../root.ts';
import { startApi } from '../../index.ts';
import { createServer } from '../../server.ts';
import { counted, einvoiceOutcomes, trackQueues } from '../metrics.ts';
import { appDatabaseUrl } from '../../../../knex/index.ts';
import { apiTest } from '../testing/api-test.ts';

const { app, as } = apiTest({ as: ['admin'] });

describe('the listener behind a load balancer', () => {
  it('keeps idle sockets 65 s and reads headers for 66 s by default, and takes other values from the environment', () => {
    expect(app.server.listener.keepAliveTimeout).toBe(65_000);
    expect(app.server.listener.headersTimeout).toBe(66_000);
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '120000', HEADERS_TIMEOUT_MS: '121000', SHUTDOWN_TIMEOUT_MS: '5000' }).http).toEqual({
      keepAliveTimeoutMs: 120_000,
      headersTimeoutMs: 121_000,
      shutdownTimeoutMs: 5000,
    });
    // Headers below the keep-alive would cut a late request on an idle socket: raised above it.
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '90000', HEADERS_TIMEOUT_MS: '30000' }).http.headersTimeoutMs).toBe(91_000);
    // Not a number: the default.
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_MS: 'soon' }).http.keepAliveTimeoutMs).toBe(65_000);
  });
});

describe('request ids', () => {
  it("answers with the caller's X-Request-Id when it is a plain token, errors included", async () => {
    const ok = await app.request(as.admin, { method: 'GET', url: '/api/clients?_start=0&_end=1', headers: { 'x-request-id': 'lb-7f3a.91:2' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-request-id']).toBe('lb-7f3a.91:2');
    const refused = await app.request(null, { method: 'GET', url: '/api/clients', headers: { 'x-request-id': 'abc-123' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBe('abc-123');
  });

  it('names a request itself when none came, or when what came could carry something else', async () => {
    const plain = await app.request(as.admin, { method: 'GET', url: '/api/health' });
    const odd = await app.request(as.admin, { method: 'GET', url: '/api/health', headers: { 'x-request-id': '<script>alert(1)</script>' } });
    for (const answer of [plain, odd]) expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain.headers['x-request-id']).not.toBe(odd.headers['x-request-id']);
  });
});

describe('the request log', () => {
  it('writes one JSON line per request with its id, route, status, time and caller, and no cookie or query', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }) as unknown as NodeJS.WriteStream;
    const server = await createServer({ config: { ...app.config, logLevel: 'info' }, db: app.db, logStream: stream });
    await server.initialize();
    try {
      const answer = await server.inject({
        method: 'GET',
        url: '/api/clients?_start=0&_end=1&q=Quind%C3%ADo',
        headers: { cookie: as.admin, 'x-request-id': 'req-42' },
      });
      expect(answer.statusCode).toBe(200);
      await server.inject({ method: 'GET', url: '/api/clients', headers: { 'x-request-id': 'req-43' } });
    } finally {
      await server.stop();
    }
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const seen = parsed.find((line) => line.requestId === 'req-42')!;
    const admin = await app.owner('users').where({ email: 'admin@demo.test' }).first('id');
    expect(seen).toMatchObject({ msg: 'request completed', method: 'GET', route: '/api/clients', status: 200, userId: admin.id, level: 30 });
    expect(seen.tenantId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof seen.ms).toBe('number');
    expect(parsed.find((line) => line.requestId === 'req-43')).toMatchObject({ route: '/api/clients', status: 401 });
    const text = lines.join('');
    expect(text).not.toContain(as.admin.split('=')[1]);
    expect(text).not.toMatch(/cookie|Quind/i);
  });
});

describe('metrics', () => {
  const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1', server = app.server) =>
    server.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('serves the request histogram by route and status, the pool, the job queues, job failures and e-invoicing outcomes', async () => {
    await app.request(as.admin, { method: 'GET', url: '/api/clients?_start=0&_end=1' });
    // A failing job run counts under its queue, and is thrown on for pg-boss to retry.
    await expect(
      counted('flow-alerts', async () => {
        throw new Error('smtp down');
      })(),
    ).rejects.toThrow('smtp down');
    einvoiceOutcomes.inc({ outcome: 'accepted' });
    trackQueues(async () => ({ 'einvoice-submit': 3 }));
    try {
      const answer = await scrape();
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('text/plain');
      const text = answer.payload;
      expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/clients",status="200"\} [1-9]/);
      expect(text).toMatch(/db_pool_connections\{state="used"\} \d+/);
      expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
      expect(text).toContain('jobs_queue_size{queue="einvoice-submit"} 3');
      expect(text).toMatch(/jobs_failures_total\{queue="flow-alerts"\} [1-9]/);
      expect(text).toMatch(/einvoice_outcomes_total\{outcome="accepted"\} [1-9]/);
      expect(text).toContain('process_cpu_seconds_total');
    } finally {
      trackQueues(undefined);
    }
  });

  it('answers only this machine without a token, and only the token with one', async () => {
    expect((await scrape({}, '10.0.0.8')).statusCode).toBe(403);
    // Through a proxy on this machine the caller is someone else.
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    const guarded = await createServer({ config: { ...app.config, metricsToken: 'scrape-secret' }, db: app.db });
    await guarded.initialize();
    try {
      expect((await scrape({}, '127.0.0.1', guarded)).statusCode).toBe(403);
      expect((await scrape({ authorization: 'Bearer wrong-secret' }, '10.0.0.8', guarded)).statusCode).toBe(403);
      const refused = await scrape({ authorization: 'Bearer scrape-secre' }, '10.0.0.8', guarded);
      expect(refused.statusCode).toBe(403);
      expect(JSON.parse(refused.payload)).toMatchObject({ code: 'FORBIDDEN' });
      expect((await scrape({ authorization: 'Bearer scrape-secret' }, '10.0.0.8', guarded)).statusCode).toBe(200);
    } finally {
      await guarded.stop();
    }
  });
});

describe('readiness', () => {
  it('is ready with the database and the job queue, and answers 503 from the moment the API stops', async () => {
    const api = await startApi({ ...app.config, port: 0, host: '127.0.0.1', databaseUrl: app.ownerUrl }, appDatabaseUrl(app.ownerUrl));
    let stopped: Promise<void> | undefined;
    try {
      const ready = await api.server.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.result).toEqual({ status: 'ready', checks: { database: 'ok', instance: 'ok', jobs: 'ok' } });
      // Liveness stays the cheap check.
      expect((await api.server.inject({ method: 'GET', url: '/api/health' })).result).toEqual({ status: 'ok' });

      stopped = api.stop();
      const stopping = await api.server.inject({ method: 'GET', url: '/api/ready' });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.result).toMatchObject({ status: 'notReady', checks: { instance: 'stopping', jobs: 'stopping' } });
    } finally {
      await (stopped ?? api.stop());
    }
  });
});

describe('SIGTERM', () => {
  let child: ChildProcess;
  let port = 0;

  async function started(): Promise<void> {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/platform/testing/serve-api.ts')], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: app.ownerUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      out += chunk;
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: string) => {
        out += chunk;
        const listening = /listening http:\/\/[^:]+:(\d+)/.exec(out);
        if (listening) {
          port = Number(listening[1]);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening: ${out}`)));
    });
  }

  /** Whether a new connection to the API is taken. */
  const connects = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });

  /** A backend of the API waiting for a lock: the request is in flight, held by the test. */
  async function waitingOnLock(): Promise<boolean> {
    const { rows } = await app.owner.raw(`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`);
    return rows[0].n > 0;
  }

  it('lets the request in flight finish, takes no new connection meanwhile, and exits 0', async () => {
    await started();
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(200);

    // A slow request: the clients' list, held behind a lock the test takes on their table.
    const hold = await app.owner.transaction();
    let answer: Promise<Response>;
    try {
      await hold.raw('lock table clients in access exclusive mode');
      answer = fetch(`http://127.0.0.1:${port}/api/clients?_start=0&_end=5`, { headers: { cookie: as.admin } });
      const deadline = Date.now() + 30_000;
      while (!(await waitingOnLock())) {
        if (Date.now() > deadline) throw new Error('the request never reached the database');
        await new Promise((r) => setTimeout(r, 20));
      }
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      // The listener closes at once: a new connection is refused while the request still runs.
      const closedBy = Date.now() + 10_000;
      while (await connects()) {
        if (Date.now() > closedBy) throw new Error('the API still takes connections after SIGTERM');
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(child.exitCode).toBeNull();
      await hold.commit();
      const response = await answer;
      expect(response.status).toBe(200);
      expect(((await response.json()) as unknown[]).length).toBe(5);
      const [code] = await exited;
      expect(code).toBe(0);
    } finally {
      if (!hold.isCompleted()) await hold.rollback();
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
