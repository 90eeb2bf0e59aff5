// The file storage of DESIGN.md section 7: bytes by key. The embedded default is a local folder
// (FILES_DIR, `.data/files`); with S3_BUCKET an S3-compatible store (s3-file-storage.ts), which
// every API instance reads alike.
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Writes the stream's bytes as they arrive (large files are never held whole); rejects with the stream's error. */
  putStream(key: string, source: Readable): Promise<void>;
  /** The bytes as a stream, or null when nothing is stored under the key. */
  getStream(key: string): Promise<Readable | null>;
  /** Every stored key with when it was last written (the orphan sweep walks them: orphans.ts). */
  list(): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/**
 * Keys are ours: ids joined by slashes (`<tenant>/<company>/uploads/<id>`), or a company's logo
 * (`logos/<tenant>/<company>.png`). Anything else is refused before it reaches a disk or a bucket.
 */
const KEY = /^(logos\/)?[0-9a-f-]{36}(\/[0-9a-z-]{1,40})*(\.(png|jpg|gif))?$/;

export const isStorageKey = (key: string) => KEY.test(key);

export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key ${key}`);
  return key;
}

export function localFileStorage(dir: string): FileStorage {
  const fileOf = (key: string) => path.join(dir, checkedKey(key));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async putStream(key, source) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(source, createWriteStream(file));
      } catch (error) {
        await fs.rm(file, { force: true }); // no half-written file stays behind
        throw error;
      }
    },
    async getStream(key) {
      const file = fileOf(key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async *list() {
      const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(dir, file).split(path.sep).join('/');
        if (!isStorageKey(key)) continue; // not ours: left alone
        const stat = await fs.stat(file).catch(() => null);
        if (stat) yield { key, modifiedAt: stat.mtime };
      }
    },
  };
}
