// One storage suite, run against both stores: the local folder (the embedded default) and the S3
// adapter against a real S3-compatible server started here (s3rver, on a free port, its own folder).
// A 250 MB document, the largest a project takes, goes up and comes back as streams, neither side
// holding it whole: its bytes are made as they are sent and hashed as they are read back.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStorage, type FileStorage } from './file-storage.ts';
import { s3FileStorage } from './s3-file-storage.ts';

const TENANT = '11111111-1111-4111-8111-111111111111';
const COMPANY = '22222222-2222-4222-8222-222222222222';
const keyOf = (...rest: string[]) => [TENANT, COMPANY, ...rest].join('/');

/** `megabytes` of bytes that depend on their position, made chunk by chunk as they are read. */
function generated(megabytes: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent === megabytes) {
        this.push(null);
        return;
      }
      const chunk = Buffer.alloc(1024 * 1024, sent % 251);
      chunk.writeUInt32BE(sent, 0);
      sent += 1;
      this.push(chunk);
    },
  });
}

async function digest(source: Readable): Promise<{ sha: string; bytes: number }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of source) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha: hash.digest('hex'), bytes };
}

async function keys(storage: FileStorage): Promise<string[]> {
  const found: string[] = [];
  for await (const file of storage.list()) found.push(file.key);
  return found.sort();
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-storage-'));
  dirs.push(dir);
  return dir;
};

let s3Server: S3rver;
let s3: ReturnType<typeof s3FileStorage>;

beforeAll(async () => {
  s3Server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir(), configureBuckets: [{ name: 'lawfirm-files', configs: [] }] });
  const { port } = await s3Server.run();
  s3 = s3FileStorage({
    bucket: 'lawfirm-files',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});

afterAll(async () => {
  s3?.destroy();
  await s3Server?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => FileStorage][] = [
  ['the local folder', () => localFileStorage(tempDir())],
  ['an S3-compatible store', () => s3],
];

describe.each(stores)('file storage on %s', (_name, storageOf) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = storageOf();
  });

  it('keeps bytes by key, answers null for a key never written, and forgets a removed key', async () => {
    const key = keyOf('uploads', crypto.randomUUID());
    await storage.put(key, Buffer.from('contrato firmado'));
    expect((await storage.get(key))?.toString()).toBe('contrato firmado');
    const missing = keyOf('uploads', crypto.randomUUID());
    expect(await storage.get(missing)).toBeNull();
    expect(await storage.getStream(missing)).toBeNull();
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await storage.remove(key); // removing what is gone is not an error
  });

  it('keeps a company logo under its own key form, and refuses keys that are not ours', async () => {
    const logo = `logos/${TENANT}/${COMPANY}.png`;
    await storage.put(logo, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(await storage.get(logo)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    for (const bad of ['../etc/passwd', `${TENANT}/../../x`, `logos/${TENANT}/x.exe`, `${TENANT}/A`, '']) {
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('lists what it holds with when it was written', async () => {
    const key = keyOf('projects', crypto.randomUUID(), 'documents', crypto.randomUUID());
    const before = Date.now();
    await storage.put(key, Buffer.from('x'));
    const listed = [];
    for await (const file of storage.list()) if (file.key === key) listed.push(file);
    expect(listed).toHaveLength(1);
    expect(listed[0].modifiedAt.getTime()).toBeGreaterThan(before - 5_000);
  });

  it('streams a 250 MB document up and back without holding it, byte for byte', async () => {
    const key = keyOf('projects', crypto.randomUUID(), 'documents', crypto.randomUUID());
    const sent = generated(250);
    const sentDigest = digest(sent.pipe(new PassThrough()));
    const upload = new PassThrough();
    sent.pipe(upload);
    await storage.putStream(key, upload);
    const expected = await sentDigest;
    const back = await storage.getStream(key);
    expect(back).not.toBeNull();
    expect(await digest(back!)).toEqual({ sha: expected.sha, bytes: 250 * 1024 * 1024 });
    await storage.remove(key);
  }, 120_000);

  it('leaves nothing behind when the stream being stored fails halfway', async () => {
    const key = keyOf('projects', crypto.randomUUID(), 'documents', crypto.randomUUID());
    // 12 MB arrive (more than one S3 part), then the client goes away.
    let sent = 0;
    const source = new Readable({
      read() {
        if (sent === 12) {
          this.destroy(new Error('the client went away'));
          return;
        }
        sent += 1;
        this.push(Buffer.alloc(1024 * 1024, sent));
      },
    });
    await expect(storage.putStream(key, source)).rejects.toThrow('the client went away');
    expect(await storage.get(key)).toBeNull();
    expect(await keys(storage)).not.toContain(key);
  });
});
