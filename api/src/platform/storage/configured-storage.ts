// The file storage the configuration names: the S3-compatible bucket of S3_BUCKET, or the local
// folder of FILES_DIR (the embedded default). One per process: the S3 client keeps its connections.
import type { Config } from '../config.ts';
import { localFileStorage, type FileStorage } from './file-storage.ts';
import { s3FileStorage } from './s3-file-storage.ts';

export function configuredFileStorage(config: Pick<Config, 'filesDir' | 's3'>): FileStorage & { close(): void } {
  if (config.s3) {
    const s3 = s3FileStorage(config.s3);
    return { ...s3, close: () => s3.destroy() };
  }
  return { ...localFileStorage(config.filesDir), close: () => undefined };
}
