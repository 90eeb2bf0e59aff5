// Logout clears the stored keys but the language, and every key of length 36.
import { describe, expect, it } from 'vitest';
import { clearStoredKeys, type KeyStore } from './stored-keys.ts';

class MapStore implements KeyStore {
  constructor(readonly items: Map<string, string>) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const ID = '7f000000-0000-4000-8000-000000000001';

describe('clearStoredKeys', () => {
  it('empties localStorage but the kept language, and drops 36-long keys of sessionStorage only', () => {
    const local = new MapStore(
      new Map([
        ['lastRoute', '/grid-clients'],
        ['lang', 'en'],
        [ID, 'x'],
        ['companyName', 'A'],
      ]),
    );
    const session = new MapStore(
      new Map([
        [ID, 'y'],
        ['logoutPending', '1'],
        ['sessionEndedReason', 'SESSION_EXPIRED'],
      ]),
    );
    clearStoredKeys(local, session, ['lang']);
    expect([...local.items.keys()]).toEqual(['lang']);
    expect([...session.items.keys()]).toEqual(['logoutPending', 'sessionEndedReason']);
  });
});
