// The file storage of DESIGN.md section 7: bytes by key. Production puts an S3-compatible store
// behind this interface; the embedded default is a local folder (FILES_DIR, `.data/files`).
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
}

/** Keys are ours (ids joined by slashes); anything else is refused before it reaches the disk. */
const KEY = /^[0-9a-f-]{36}(\/[0-9a-z-]{1,40})*$/;

export function localFileStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Invalid storage key ${key}`);
    return path.join(dir, key);
  };
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
  };
}
