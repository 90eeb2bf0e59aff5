// Once per test run of the api project: find or start PostgreSQL, make sure the shared template
// (migrated and seeded, see template-database.ts) is up to date, and copy it for this run. Test
// files clone the run's copy, so another process moving the shared template to a new key (a
// changed migration, a new day) cannot drop it under a run in progress. At the end the run drops
// the databases it created, its copy included; never the shared template.
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ownerKnex } from '../../../../knex/index.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../../knex/embedded.ts';
import { ensureTemplate } from './template-database.ts';
import { databaseUrl } from './test-database.ts';
import { ROOT } from '../root.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    templateDb: string;
    runId: string;
  }
}

let embedded: EmbeddedDatabase | undefined;

export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres(path.join(ROOT, '.data', 'test-pg'), Number(process.env.TEST_PG_PORT ?? 54329));
    serverUrl = embedded.url;
  }
  const maintenanceUrl = databaseUrl(serverUrl, 'postgres');
  const runId = String(process.pid);
  const { name: shared } = await ensureTemplate(maintenanceUrl);
  const runTemplate = `lawfirm_t_${runId}_template`;
  const admin = ownerKnex(maintenanceUrl);
  await admin.raw('drop database if exists ?? with (force)', [runTemplate]);
  await admin.raw('create database ?? template ??', [runTemplate, shared]);
  project.provide('serverUrl', maintenanceUrl);
  project.provide('templateDb', runTemplate);
  project.provide('runId', runId);

  return async () => {
    // `_` matches any character in LIKE: escaped, run 123 does not take run 1234's databases.
    const leftovers = await admin.raw(`select datname from pg_database where datname like ?`, [`lawfirm\\_t\\_${runId}\\_%`]);
    for (const { datname } of leftovers.rows as { datname: string }[]) await admin.raw('drop database if exists ?? with (force)', [datname]);
    await admin.destroy();
    await embedded?.stop();
  };
}
