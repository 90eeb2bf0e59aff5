// The demo's files go where the API keeps files (the local folder, or S3_BUCKET), once: a seed run
// again finds them there.
import { loadConfig } from '../../api/src/platform/config.ts';
import { configuredFileStorage } from '../../api/src/platform/storage/configured-storage.ts';

export async function storeOnce(key: string, bytes: Buffer): Promise<void> {
  const storage = configuredFileStorage(loadConfig());
  try {
    if (!(await storage.get(key))) await storage.put(key, bytes);
  } finally {
    storage.close();
  }
}
