// The upload's streaming parts: the probe holds about a megabyte whatever the size, refuses a body
// past the limit as it passes (a chunked body Hapi cannot measure first), and the file storage
// leaves no half-written file behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { localFileStorage } from '../../../platform/storage/file-storage.ts';
import { TAIL_BYTES, contentMatches } from './document-type.ts';
import { Probe } from './project-documents.ts';
import { ooxml } from './test-files.ts';

/** `count` chunks of 64 KB, produced one at a time (never the whole body at once). */
function chunks(count: number): Readable {
  let i = 0;
  return new Readable({
    read() {
      if (i < count) {
        i++;
        this.push(Buffer.alloc(64 * 1024, 1));
        return;
      }
      this.push(null);
    },
  });
}

/** The bytes in 64 KB slices, as a request body arrives. */
const sliced = (bytes: Buffer) => Readable.from(Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) => bytes.subarray(i * 65536, (i + 1) * 65536)));

const KEY = '00000000-0000-4000-8000-000000000001/projects/documents/probe';

describe('Probe', () => {
  it('holds about the tail, not the body: 20 MB pass with at most TAIL_BYTES plus one chunk kept, and the tail still reads', async () => {
    const file = ooxml('docx', 20 * 1024 * 1024); // a DOCX with a 20 MB part
    const probe = new Probe();
    let most = 0;
    probe.on('data', () => {
      most = Math.max(most, probe.held);
    });
    await new Promise<void>((resolve, reject) => sliced(file).pipe(probe).on('finish', resolve).on('error', reject).resume());
    expect(probe.total).toBe(file.length);
    expect(most).toBeLessThanOrEqual(TAIL_BYTES + 64 * 1024);
    expect(contentMatches('docx', probe.head, probe.tail(), probe.total)).toBe(true);
  });

  it('refuses a body past its limit as it passes, and the storage removes what it wrote', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
    const storage = localFileStorage(dir);
    const write = storage.putStream(KEY, chunks(40).pipe(new Probe(1024 * 1024)));
    await expect(write).rejects.toMatchObject({ code: 'PROJECT_DOCUMENT_TOO_LARGE' });
    expect(await storage.get(KEY)).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('streams back what it stored', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
    const storage = localFileStorage(dir);
    await storage.putStream(KEY, Readable.from([Buffer.from('uno '), Buffer.from('dos')]));
    const back: Buffer[] = [];
    for await (const chunk of (await storage.getStream(KEY))!) back.push(chunk as Buffer);
    expect(Buffer.concat(back).toString()).toBe('uno dos');
    expect(await storage.getStream(`${KEY}x`)).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
