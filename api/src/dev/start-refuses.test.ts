// `npm start` as a deployment (https) with the development defaults: it refuses before touching
// anything, naming each setting to give, and exits 1.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../platform/root.ts';

describe('npm start on https with development defaults', () => {
  it('refuses, naming each setting, and exits 1', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PUBLIC_URL: 'https://bufete.example.com', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_SECRET', 'EXTERNAL_LINK_SECRET', 'APP_DB_PASSWORD', 'NODE_ENV']) delete env[name];
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/dev/start.ts'], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to start with development settings');
    for (const setting of ['OIDC_ISSUER', 'OIDC_CLIENT_SECRET', 'EXTERNAL_LINK_SECRET', 'APP_DB_PASSWORD']) expect(run.stderr).toContain(setting);
    expect(run.stdout).not.toContain('Lawfirm platform running');
  }, 60_000);
});
