// Two API instances on one database and one S3-compatible store, as docs/operations.md deploys them
// behind a load balancer (issue 31, item 6): what one does, the other honours at its next request.
// Each instance is a server of its own (its own pool); the store is a real S3-compatible server
// (s3rver) started here.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseUrl } from '../../../knex/index.ts';
import { createSession } from '../auth/sessions.ts';
import { startJobs } from './jobs/job-runner.ts';
import { appJobs } from '../jobs.ts';
import { MAIL_RETRY_QUEUE } from '../production/notifications/mail-retry.ts';
import { createServer } from '../server.ts';
import { loadConfig, type Config } from './config.ts';
import { createApiKnex } from './db/knex.ts';
import { createTestApp, type TestApp } from './testing/harness.ts';
import { tenants, userId } from './testing/fixtures.ts';

let app: TestApp;
let s3Server: S3rver;
let s3Dir: string;
const instances: { server: Server; db: Knex }[] = [];
let a: Server;
let b: Server;
let ids: Awaited<ReturnType<typeof tenants>>;
const credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
const previousEnv = { ...process.env };

async function instance(config: Config): Promise<Server> {
  const db = createApiKnex(appDatabaseUrl(app.ownerUrl), 4);
  const server = await createServer({ config, db });
  await server.initialize();
  instances.push({ server, db });
  return server;
}

beforeAll(async () => {
  app = await createTestApp();
  ids = await tenants(app.owner);
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-two-instances-'));
  s3Server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'lawfirm-files', configs: [] }] });
  const { port } = await s3Server.run();
  // The SDK's chain reads the store's credentials from the environment, as a deployment gives them.
  Object.assign(process.env, credentials);
  const config: Config = {
    ...loadConfig({}),
    databaseUrl: app.ownerUrl,
    logLevel: 'silent',
    s3: { bucket: 'lawfirm-files', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true },
  };
  a = await instance(config);
  b = await instance(config);
});

afterAll(async () => {
  for (const { server, db } of instances) {
    await server.stop();
    await db.destroy();
  }
  for (const key of Object.keys(credentials)) {
    if (key in previousEnv) process.env[key] = previousEnv[key];
    else delete process.env[key];
  }
  await s3Server?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  await app?.close();
});

const call = (server: Server, cookie: string, options: { method: string; url: string; payload?: unknown; headers?: Record<string, string> }) =>
  server.inject({ ...options, payload: options.payload as object, headers: { cookie, ...(options.headers ?? {}) } });

/** A session made as the login makes it, through instance A's own pool. */
async function session(email: string): Promise<{ cookie: string; id: string }> {
  const user = await userId(app.owner, email);
  const { token, id } = await createSession(app.db, { userId: user, email, browserInfo: 'vitest' });
  return { cookie: `${app.config.sessionCookie}=${token}`, id };
}

describe('two API instances on one database', () => {
  it('honour one session on both, and an ending of it on one is refused by the other at once', async () => {
    const first = await session('admin@demo.test');
    const second = await session('admin@demo.test');
    expect((await call(a, first.cookie, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await call(b, second.cookie, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    // On A, the first session closes the person's other sessions; B refuses the second at once.
    expect((await call(a, first.cookie, { method: 'DELETE', url: '/api/sessions/others' })).statusCode).toBeLessThan(300);
    expect((await call(b, second.cookie, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await call(b, first.cookie, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('refuse on B a permission its role lost on A, at the next request', async () => {
    const admin = await session('admin@demo.test');
    const role = await call(a, admin.cookie, {
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'Consulta de usuarios', code: `USR-${crypto.randomBytes(3).toString('hex')}`, permissions: ['AdministrationUsers'] },
    });
    expect(role.statusCode, role.payload).toBe(201);
    const roleId = (role.result as { id: string }).id;
    const person = await userId(app.owner, 'profesional@demo.test');
    await app.owner('user_roles').where({ user_id: person, company_id: ids.mainCompanyId }).delete();
    await app.owner('user_roles').insert({ tenant_id: ids.demoTenantId, company_id: ids.mainCompanyId, user_id: person, role_id: roleId });
    const professional = await session('profesional@demo.test');
    expect((await call(b, professional.cookie, { method: 'GET', url: '/api/roles?_start=0&_end=1' })).statusCode).toBe(200);
    const changed = await call(a, admin.cookie, {
      method: 'PATCH',
      url: `/api/roles/${roleId}`,
      payload: { permissions: ['ClientFullAccess'] },
      headers: { 'x-confirm': 'ROLE_CHANGE_CONFIRM' },
    });
    expect(changed.statusCode, changed.payload).toBe(200);
    expect((await call(a, professional.cookie, { method: 'GET', url: '/api/roles?_start=0&_end=1' })).statusCode).toBe(403);
    expect((await call(b, professional.cookie, { method: 'GET', url: '/api/roles?_start=0&_end=1' })).statusCode).toBe(403);
  });

  it('create once for one Idempotency-Key sent to both', async () => {
    const admin = await session('admin@demo.test');
    const taxProfileId = (await app.owner('tax_profiles').where({ company_id: ids.mainCompanyId }).first('id')).id as string;
    const payload = { name: 'Cliente de dos instancias', documentNumber: '970000001', taxProfileId };
    const key = crypto.randomUUID();
    const headers = { 'idempotency-key': key };
    const [first, second] = await Promise.all([
      call(a, admin.cookie, { method: 'POST', url: '/api/clients', payload, headers }),
      call(b, admin.cookie, { method: 'POST', url: '/api/clients', payload, headers }),
    ]);
    // One creates; the other either replays it or, arriving while it runs, is told to retry.
    expect([first.statusCode, second.statusCode]).toContain(201);
    const again = await call(b, admin.cookie, { method: 'POST', url: '/api/clients', payload, headers });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await app.owner('clients').where({ document_number: '970000001' }).count({ n: '*' }).first()).toEqual({ n: '1' });
  });

  it('serve from B an upload stored through A, in the S3-compatible store', async () => {
    const admin = await session('admin@demo.test');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(2048), Buffer.from('\n%%EOF\n')]);
    const stored = await call(a, admin.cookie, {
      method: 'POST',
      url: '/api/uploads',
      payload: pdf,
      headers: { 'content-type': 'application/pdf', 'x-file-name': 'poder.pdf' },
    });
    expect(stored.statusCode, stored.payload).toBe(201);
    const { id } = stored.result as { id: string };
    const read = await call(b, admin.cookie, { method: 'GET', url: `/api/uploads/${id}` });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(pdf)).toBe(true);
    // Nothing of it went to the local folder: the bytes are in the bucket.
    const key = (await app.owner('uploads').where({ id }).first('storage_key')).storage_key as string;
    expect(fs.existsSync(path.join(loadConfig({}).filesDir, key))).toBe(false);
  });

  it('run a job once when both run the job queue', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-outbox-'));
    const mail = { from: 'no-reply@demo.test', supportEmail: 'soporte@demo.test', outboxDir };
    const stops = await Promise.all(['A', 'B'].map(() => startJobs(app.ownerUrl, appJobs(app.db, { mail }))));
    const boss = new PgBoss({ connectionString: app.ownerUrl, max: 1 });
    try {
      // A help request the mail server held back; one mail-retry job, which both runners work.
      const [held] = await app.owner('help_requests').insert({ email: 'dos.instancias@demo.test', concern: 'No puedo entrar', locale: 'es' }).returning('id');
      await boss.start();
      const jobId = await boss.send(MAIL_RETRY_QUEUE, {});
      await expect.poll(async () => (await boss.getJobById(MAIL_RETRY_QUEUE, jobId!))?.state, { timeout: 30_000, interval: 250 }).toBe('completed');
      // Taken by one runner only: one message, and the request marked as sent.
      const sent = fs.readdirSync(outboxDir).filter((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8').includes('dos.instancias@demo.test'));
      expect(sent).toHaveLength(1);
      expect(await app.owner('help_requests').where({ id: held.id }).first('mailed_at')).toMatchObject({ mailed_at: expect.any(Date) });
    } finally {
      await boss.stop({ graceful: false });
      await Promise.all(stops.map((stop) => stop()));
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});
