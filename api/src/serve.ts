// `npm run serve`: the production start. The built admin and the API on the configured services and
// nothing of development: no embedded PostgreSQL, no development identity provider, no demo data,
// no admin build, no migrations (a new version is migrated first with `npm run migrate`:
// docs/operations.md). It refuses to start, naming each setting to give, when a service is not
// configured, a development default is left, the admin is not built or the database is behind.
import fs from 'node:fs';
import path from 'node:path';
import { appDatabaseUrl, ownerKnex } from '../../knex/index.ts';
import { StartupProblem } from '../../knex/startup-problem.ts';
import { loadConfig, unsafeSettings } from './platform/config.ts';
import { ROOT } from './platform/root.ts';
import { startApi } from './index.ts';

/** What stops this environment from serving as a deployment, one sentence per setting (empty: none). */
export function servingProblems(env: NodeJS.ProcessEnv, adminDist: string): string[] {
  const problems: string[] = [];
  if (!env.DATABASE_URL) problems.push("DATABASE_URL is not set: give the owner connection of your PostgreSQL (the embedded one is npm start's).");
  if (!(env.PUBLIC_URL ?? '').toLowerCase().startsWith('https://')) {
    problems.push(
      "PUBLIC_URL is not an https address: give the address people open (https://…), which the session cookie and the identity provider's redirects use.",
    );
  }
  // Served, the environment is a deployment whatever NODE_ENV says.
  problems.push(...unsafeSettings({ ...env, NODE_ENV: 'production' }));
  if (!fs.existsSync(path.join(adminDist, 'index.html'))) problems.push(`The admin is not built in ${adminDist}: run npm run build first.`);
  return problems;
}

async function main() {
  const adminDist = process.env.ADMIN_DIST ?? path.join(ROOT, 'admin', 'dist');
  const problems = servingProblems(process.env, adminDist);
  if (problems.length) throw new StartupProblem(`Refusing to serve:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const config = loadConfig();
  const owner = ownerKnex(config.databaseUrl!);
  try {
    const [, pending] = (await owner.migrate.list()) as [unknown[], unknown[]];
    if (pending.length)
      throw new StartupProblem(`Refusing to serve: the database is ${pending.length} migration(s) behind this version. Run npm run migrate first.`);
  } finally {
    await owner.destroy();
  }
  config.adminDist = adminDist;
  const api = await startApi(config, appDatabaseUrl(config.databaseUrl!));
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await api.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  console.log(`Serving ${config.publicUrl} (listening on ${api.server.info.uri})`);
}

if (process.argv[1]?.endsWith('serve.ts')) {
  main().catch((e: unknown) => {
    console.error(e instanceof StartupProblem ? `\n${e.message}\n` : e);
    process.exit(1);
  });
}
