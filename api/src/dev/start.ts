// `npm start`: one process tree with everything a developer needs. Each part switches to the real
// service when configured: DATABASE_URL (else embedded PostgreSQL in .data/pg), OIDC_ISSUER (else the
// built-in development identity provider). Ctrl-C stops it all.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { appDatabaseUrl, ensureDatabase, migrateLatest, ownerKnex } from '../../../knex/index.ts';
import { StartupProblem, startEmbeddedPostgres } from '../../../knex/embedded.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../seeds/demo-users.ts';
import { seedDemo } from '../../../seeds/demo.ts';
import { apiAudience } from '../auth/auth.ts';
import { startDevProvider } from '../auth/dev-provider.ts';
import { loginThrottle } from '../auth/rate-limit.ts';
import { loadConfig, unsafeSettings } from '../platform/config.ts';
import { createApiKnex } from '../platform/db/knex.ts';
import { ROOT } from '../platform/root.ts';
import { startApi } from '../index.ts';

const log = (message: string) => console.log(`[start] ${message}`);
const stops: (() => Promise<void>)[] = [];

async function main() {
  // A deployment (https, or NODE_ENV=production) never runs on the development defaults.
  const unsafe = unsafeSettings();
  if (unsafe.length) throw new StartupProblem(`Refusing to start with development settings:\n${unsafe.map((p) => `  - ${p}`).join('\n')}`);
  const config = loadConfig();
  const dataDir = path.join(ROOT, '.data');
  fs.mkdirSync(dataDir, { recursive: true });

  if (!config.databaseUrl) {
    const pgDir = process.env.EMBEDDED_PG_DIR ?? path.join(dataDir, 'pg');
    log(`Starting embedded PostgreSQL (${path.relative(ROOT, pgDir)})…`);
    const pg = await startEmbeddedPostgres(pgDir, Number(process.env.EMBEDDED_PG_PORT ?? 54320));
    stops.push(pg.stop);
    config.databaseUrl = pg.url;
  }
  await ensureDatabase(config.databaseUrl);
  const applied = await migrateLatest(config.databaseUrl);
  log(applied.length ? `Migrations applied: ${applied.length}` : 'Schema up to date');
  if (process.env.SEED_DEMO !== 'false') {
    const owner = ownerKnex(config.databaseUrl);
    await seedDemo(owner);
    await owner.destroy();
    log('Demo data ready');
  }

  if (!config.oidc.issuer) {
    // Wrong passwords are counted in the database, through the application role like the API.
    const throttleDb = createApiKnex(appDatabaseUrl(config.databaseUrl), 2);
    stops.push(() => throttleDb.destroy());
    const provider = await startDevProvider({
      port: config.oidc.devPort,
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      redirectUris: [`${config.publicUrl}/api/auth/callback`],
      postLogoutRedirectUris: [`${config.publicUrl}/`],
      dataDir,
      apiResource: apiAudience(config),
      throttle: loginThrottle(throttleDb),
    });
    stops.push(provider.stop);
    config.oidc.issuer = provider.issuer;
    log(`Development identity provider at ${provider.issuer}`);
  }

  config.adminDist = path.join(ROOT, 'admin', 'dist');
  if (process.env.SKIP_ADMIN_BUILD !== 'true' && adminIsStale(config.adminDist)) {
    log('Building the admin…');
    const built = spawnSync('npm', ['run', 'build', '-w', 'admin'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('The admin build failed');
  }

  const api = await startApi(config, appDatabaseUrl(config.databaseUrl));
  stops.unshift(api.stop);
  console.log(`
  Lawfirm platform running at ${config.publicUrl}
  API documentation: ${config.publicUrl}/documentation
${
  config.oidc.issuer?.startsWith('http://localhost')
    ? `
  Demo logins (password ${DEMO_PASSWORD}):
${DEMO_USERS.map((u) => `    ${u.email.padEnd(26)} ${u.kind}`).join('\n')}
`
    : ''
}
  Ctrl-C stops everything.
`);
}

/** The admin is rebuilt when its build is missing or older than any of its sources. */
function adminIsStale(dist: string): boolean {
  const built = path.join(dist, 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const newer = (dir: string): boolean =>
    fs.readdirSync(dir, { withFileTypes: true }).some((e) => {
      const p = path.join(dir, e.name);
      return e.isDirectory() ? newer(p) : fs.statSync(p).mtimeMs > builtAt;
    });
  return newer(path.join(ROOT, 'admin', 'src')) || newer(path.join(ROOT, 'api', 'src', 'platform', 'errors'));
}

async function shutdown(code: number) {
  for (const stop of stops) await stop().catch((e: unknown) => console.error(e));
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
main().catch(async (e: unknown) => {
  // A problem of the machine with a known fix is told in words; anything else with its trace.
  console.error(e instanceof StartupProblem ? `\n${e.message}\n` : e);
  await shutdown(1);
});
