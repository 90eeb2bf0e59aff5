// `npm run serve`, the production start (issue 31, item 7): it refuses the development defaults,
// naming each setting, and with real settings serves the built admin and the API on a migrated
// database, then stops cleanly on SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseUrl } from '../../knex/index.ts';
import { createTestApp, type TestApp } from './platform/testing/harness.ts';
import { ROOT } from './platform/root.ts';
import { servingProblems } from './serve.ts';

let app: TestApp;
let adminDist: string;
const SETTINGS = [
  'DATABASE_URL',
  'PUBLIC_URL',
  'OIDC_ISSUER',
  'OIDC_CLIENT_SECRET',
  'EXTERNAL_LINK_SECRET',
  'APP_DB_PASSWORD',
  'API_DATABASE_URL',
  'NODE_ENV',
  'ADMIN_DIST',
  'PORT',
  'JOBS',
];

beforeAll(async () => {
  app = await createTestApp();
  adminDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-serve-'));
  fs.writeFileSync(path.join(adminDist, 'index.html'), '<!doctype html><title>Plataforma jurídica</title><div id="root"></div>');
});
afterAll(async () => {
  fs.rmSync(adminDist, { recursive: true, force: true });
  await app?.close();
});

const bare = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !SETTINGS.includes(k)));
/** A deployment's settings on the test database (trust or not, the API's own URL carries its credentials). */
const settings = () => ({
  ...bare(),
  DATABASE_URL: app.ownerUrl,
  API_DATABASE_URL: appDatabaseUrl(app.ownerUrl),
  PUBLIC_URL: 'https://bufete.example.com',
  OIDC_ISSUER: 'https://login.bufete.example.com',
  OIDC_CLIENT_SECRET: 'a-secret-the-identity-provider-issued',
  EXTERNAL_LINK_SECRET: 'x'.repeat(40),
  APP_DB_PASSWORD: 'a-password-of-our-own',
  ADMIN_DIST: adminDist,
  PORT: '0',
  JOBS: 'false',
});

describe('npm run serve', () => {
  it('refuses every development default and missing service, naming each, and exits 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/serve.ts'], {
      cwd: ROOT,
      env: { ...bare(), ADMIN_DIST: path.join(adminDist, 'none') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to serve');
    for (const setting of ['DATABASE_URL', 'PUBLIC_URL', 'OIDC_ISSUER', 'OIDC_CLIENT_SECRET', 'EXTERNAL_LINK_SECRET', 'APP_DB_PASSWORD', 'npm run build'])
      expect(run.stderr).toContain(setting);
    expect(run.stdout).not.toContain('Serving');
    // Even with NODE_ENV unset, what it serves is a deployment: an http address is refused.
    expect(servingProblems({ DATABASE_URL: 'postgres://x@db/lawfirm', PUBLIC_URL: 'http://bufete.example.com' }, adminDist).join(' ')).toContain('PUBLIC_URL');
  }, 60_000);

  it('refuses a database behind this version: migrations come first', async () => {
    const behind = `serve_behind_${process.pid}`;
    await app.owner.raw('create database ??', [behind]);
    try {
      const url = new URL(app.ownerUrl);
      url.pathname = `/${behind}`;
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/serve.ts'], {
        cwd: ROOT,
        env: { ...settings(), DATABASE_URL: url.toString() },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/the database is \d+ migration\(s\) behind this version\. Run npm run migrate first/);
    } finally {
      await app.owner.raw('drop database if exists ?? with (force)', [behind]);
    }
  }, 60_000);

  it('serves the built admin and the API on a migrated database, and stops on SIGTERM', async () => {
    const env = settings();
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/serve.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const uri = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start: ${out}`)), 60_000);
        child.stdout.on('data', () => {
          const found = /listening on (http:\/\/\S+)\)/.exec(out);
          if (found) {
            clearTimeout(timer);
            resolve(found[1]);
          }
        });
      });
      expect(out).toContain('Serving https://bufete.example.com');
      const health = await fetch(`${uri}/api/health`);
      expect(health.status).toBe(200);
      const page = await fetch(`${uri}/grid-clients`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"></div>');
      // Nothing of development: no demo passwords, no development identity provider on its port.
      expect(out).not.toMatch(/Demo logins|Development identity provider/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 90_000);
});
