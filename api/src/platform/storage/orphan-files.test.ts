// The orphan sweep: stored bytes no record names, a day old, are removed; what an upload, a project
// document or a company logo names stays, and so does a file written in the last day (an upload whose
// transaction has not committed yet looks just like an orphan).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';
import { tenants, userId } from '../testing/fixtures.ts';
import { localFileStorage, type FileStorage } from './file-storage.ts';
import { ORPHAN_AGE_MS, sweepOrphanFiles } from './orphan-files.ts';

let app: TestApp;
let dir: string;
let storage: FileStorage;
let ids: Awaited<ReturnType<typeof tenants>>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await tenants(app.owner);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-orphans-'));
  storage = localFileStorage(dir);
});

afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await app?.close();
});

/** Stores bytes under `key` as written `ageMs` ago. */
async function storedAgo(key: string, ageMs: number) {
  await storage.put(key, Buffer.from(key));
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(path.join(dir, key), at, at);
}

it('removes the day-old bytes no record names, in every tenant, and keeps the named and the recent', async () => {
  const admin = await userId(app.owner, 'admin@demo.test');
  const uploadKey = `${ids.demoTenantId}/${ids.mainCompanyId}/uploads/${crypto.randomUUID()}`;
  await app
    .owner('uploads')
    .insert({
      tenant_id: ids.demoTenantId,
      company_id: ids.mainCompanyId,
      created_by: admin,
      name: 'poder.pdf',
      size: 10,
      content_type: 'application/pdf',
      storage_key: uploadKey,
    });
  const logoKey = `logos/${ids.otherTenantId}/${ids.otherCompanyId}.png`;
  await app.owner('companies').where({ id: ids.otherCompanyId }).update({ logo_path: logoKey });
  const orphanHere = `${ids.demoTenantId}/${ids.mainCompanyId}/uploads/${crypto.randomUUID()}`;
  const orphanThere = `${ids.otherTenantId}/${ids.otherCompanyId}/projects/${crypto.randomUUID()}/documents/${crypto.randomUUID()}`;
  const recent = `${ids.demoTenantId}/${ids.mainCompanyId}/uploads/${crypto.randomUUID()}`;
  const old = ORPHAN_AGE_MS + 60_000;
  await storedAgo(uploadKey, old);
  await storedAgo(logoKey, old);
  await storedAgo(orphanHere, old);
  await storedAgo(orphanThere, old);
  await storedAgo(recent, 60_000);
  fs.writeFileSync(path.join(dir, 'README.txt'), 'not ours'); // a file that is not a key is left alone

  // The job's connection: the application role, with no tenant chosen.
  expect(await sweepOrphanFiles(app.db, storage)).toEqual({ checked: 4, removed: 2 });

  expect(await storage.get(uploadKey)).not.toBeNull();
  expect(await storage.get(logoKey)).not.toBeNull();
  expect(await storage.get(recent)).not.toBeNull();
  expect(await storage.get(orphanHere)).toBeNull();
  expect(await storage.get(orphanThere)).toBeNull();
  expect(fs.existsSync(path.join(dir, 'README.txt'))).toBe(true);
  // A second run finds nothing more to remove.
  expect(await sweepOrphanFiles(app.db, storage)).toEqual({ checked: 2, removed: 0 });
});
