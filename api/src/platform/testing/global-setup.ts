// Once per test run: find or start PostgreSQL, build the template database (migrated and seeded)
// that every test file clones, and drop what the run created at the end.
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateLatest, ownerKnex } from '../../../../knex/index.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../../knex/embedded.ts';
import { seedDemo } from '../../../../seeds/demo.ts';
import { ROOT, databaseUrl } from './test-database.ts';

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
    serverUrl = databaseUrl(embedded.url, 'postgres');
  }
  const templateDb = `lawfirm_tpl_${process.pid}`;
  const admin = ownerKnex(databaseUrl(serverUrl, 'postgres'));
  await admin.raw('drop database if exists ?? with (force)', [templateDb]);
  await admin.raw('create database ??', [templateDb]);
  const templateUrl = databaseUrl(serverUrl, templateDb);
  await migrateLatest(templateUrl);
  const seedKnex = ownerKnex(templateUrl);
  await seedDemo(seedKnex);
  await seedKnex.destroy();
  project.provide('serverUrl', databaseUrl(serverUrl, 'postgres'));
  project.provide('templateDb', templateDb);
  project.provide('runId', String(process.pid));

  return async () => {
    const leftovers = await admin.raw(`select datname from pg_database where datname like ?`, [`lawfirm_t_${process.pid}_%`]);
    for (const { datname } of leftovers.rows as { datname: string }[]) await admin.raw('drop database if exists ?? with (force)', [datname]);
    await admin.raw('drop database if exists ?? with (force)', [templateDb]);
    await admin.destroy();
    await embedded?.stop();
  };
}
