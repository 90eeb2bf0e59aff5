// Once per run of the journeys: find the tests' PostgreSQL (TEST_DATABASE_URL, else an embedded one
// started for the run) and make sure the tests' template (migrated and seeded, shared with Vitest:
// see template-database.ts) is up to date, then copy it for this run: each worker clones the run's
// copy for its own server (platform.ts), also a worker started late, after another run beside this
// one (a checkout with another seed) replaced the shared template and dropped this one's. What is set
// on process.env here reaches the workers.
import path from 'node:path';
import { startEmbeddedPostgres } from '../../knex/embedded.ts';
import { ownerKnex } from '../../knex/index.ts';
import { ensureTemplate } from '../../api/src/platform/testing/template-database.ts';
import { databaseUrl } from '../../api/src/platform/testing/test-database.ts';
import { ROOT } from '../../api/src/platform/root.ts';
import { forgetMenus } from './menus.ts';

const EMBEDDED_E2E_PG_PORT = 54340;

export default async function globalSetup() {
  let stop: (() => Promise<void>) | undefined;
  if (!process.env.TEST_DATABASE_URL) {
    const pg = await startEmbeddedPostgres(path.join(ROOT, '.data', 'e2e-pg'), EMBEDDED_E2E_PG_PORT);
    stop = pg.stop;
    process.env.TEST_DATABASE_URL = databaseUrl(pg.url, 'postgres');
  }
  const maintenance = databaseUrl(process.env.TEST_DATABASE_URL, 'postgres');
  const { name: shared } = await ensureTemplate(maintenance);
  // Names what the run's workers share: its template copy, its menus file (menus.ts).
  process.env.E2E_RUN = String(process.pid);
  const runTemplate = `lawfirm_e2e_run_${process.env.E2E_RUN}_template`;
  const admin = ownerKnex(maintenance);
  await admin.raw('drop database if exists ?? with (force)', [runTemplate]);
  await admin.raw('create database ?? template ??', [runTemplate, shared]);
  process.env.E2E_TEMPLATE = runTemplate;
  return async () => {
    forgetMenus();
    await admin.raw('drop database if exists ?? with (force)', [runTemplate]);
    await admin.destroy();
    await stop?.();
  };
}
