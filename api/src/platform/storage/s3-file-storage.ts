// The file storage on an S3-compatible store (AWS S3, MinIO, Ceph, R2...): one bucket, the keys as
// they are (DESIGN.md section 7). Every API instance reads what another stored. Large documents are
// streamed both ways: up in 8 MB parts (@aws-sdk/lib-storage; at most 4 parts in memory), down as
// the response body; an upload that fails aborts its parts, so no half-written object is left.
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { checkedKey, isStorageKey, type FileStorage } from './file-storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** A store other than AWS (http://minio:9000); absent means AWS itself. */
  endpoint?: string;
  /** The bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted stores expect. */
  forcePathStyle: boolean;
  /** Given by tests; otherwise the SDK's chain (environment, profile, the machine's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const PART_BYTES = 8 * 1024 * 1024;

/** Whether the store answered that nothing is under the key. */
function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}

export function s3FileStorage(settings: S3Settings): FileStorage & { destroy(): void } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
  const Bucket = settings.bucket;

  async function object(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes, ContentLength: bytes.length }));
    },
    async get(key) {
      const found = await object(key);
      return found?.Body ? Buffer.from(await found.Body.transformToByteArray()) : null;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async putStream(key, source) {
      const upload = new Upload({ client, params: { Bucket, Key: checkedKey(key), Body: source }, partSize: PART_BYTES, queueSize: 4 });
      // The source's own error (a client that went away) fails the upload, which aborts its parts.
      const failed = new Promise<never>((_, reject) => source.once('error', reject));
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        throw error;
      }
    },
    async getStream(key) {
      const found = await object(key);
      return (found?.Body as Readable | undefined) ?? null;
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          // What else the bucket holds is not ours: left alone.
          if (item.Key && item.LastModified && isStorageKey(item.Key)) yield { key: item.Key, modifiedAt: item.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    destroy() {
      client.destroy();
    },
  };
}
