// Once per run of the journeys: find the tests' PostgreSQL (TEST_DATABASE_URL, else an embedded one
// started for the run) and make sure the tests' template (migrated and seeded, shared with Vitest:
// see template-database.ts) is up to date. Each worker clones it for its own server (platform.ts);
// what is set on process.env here reaches the workers.
import path from 'node:path';
import { startEmbeddedPostgres } from '../../knex/embedded.ts';
import { ensureTemplate } from '../../api/src/platform/testing/template-database.ts';
import { ROOT, databaseUrl } from '../../api/src/platform/testing/test-database.ts';
import { forgetMenus } from './menus.ts';

const EMBEDDED_E2E_PG_PORT = 54340;

export default async function globalSetup() {
  let stop: (() => Promise<void>) | undefined;
  if (!process.env.TEST_DATABASE_URL) {
    const pg = await startEmbeddedPostgres(path.join(ROOT, '.data', 'e2e-pg'), EMBEDDED_E2E_PG_PORT);
    stop = pg.stop;
    process.env.TEST_DATABASE_URL = databaseUrl(pg.url, 'postgres');
  }
  const { name } = await ensureTemplate(databaseUrl(process.env.TEST_DATABASE_URL, 'postgres'));
  process.env.E2E_TEMPLATE = name;
  // Names what the run's workers share on disk (menus.ts).
  process.env.E2E_RUN = String(process.pid);
  return async () => {
    forgetMenus();
    await stop?.();
  };
}
