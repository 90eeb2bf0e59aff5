// The orphan sweep (issue 31, item 2): bytes in the file store that no record names are removed.
// They are what a failed write leaves: an upload or a document whose bytes were stored and whose
// transaction then rolled back (or whose process died before it committed). A file is judged only
// once it is a day old, so an upload still in its transaction is never taken for an orphan.
import type { Knex } from 'knex';
import type { FileStorage } from './file-storage.ts';
import { scheduledJob, type Jobs } from '../jobs/job-runner.ts';

export const ORPHAN_FILES_QUEUE = 'orphan-files';
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/** Removes the stored files older than a day that no upload, project document or company logo names. */
export async function sweepOrphanFiles(db: Knex, storage: FileStorage, now = new Date()): Promise<{ checked: number; removed: number }> {
  let checked = 0;
  let removed = 0;
  const sweep = async (keys: string[]) => {
    const { rows } = await db.raw('select app_named_file_keys(?::text[]) as key', [keys]);
    const named = new Set((rows as { key: string }[]).map((r) => r.key));
    for (const key of keys) {
      if (named.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
    checked += keys.length;
  };
  let batch: string[] = [];
  for await (const file of storage.list()) {
    if (now.getTime() - file.modifiedAt.getTime() < ORPHAN_AGE_MS) continue;
    batch.push(file.key);
    if (batch.length === BATCH) {
      await sweep(batch);
      batch = [];
    }
  }
  if (batch.length) await sweep(batch);
  return { checked, removed };
}

/** The sweep as a background job: once a day, at 03:17. */
export const orphanFileJobs = (db: Knex, storage: FileStorage): Jobs =>
  scheduledJob(ORPHAN_FILES_QUEUE, { retryLimit: 2, retryDelay: 600 }, '17 3 * * *', async (log) => {
    const { removed } = await sweepOrphanFiles(db, storage);
    if (removed) log(`orphan files removed: ${removed}`);
  });
