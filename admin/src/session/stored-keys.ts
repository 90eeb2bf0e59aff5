// What logout leaves behind in the browser's storage (document 1, section 9): the stored keys are
// cleared, and keys of length 36 (ids kept as keys) are removed wherever they are.

/** The part of the Web Storage interface used here (a Map-backed fake in tests). */
export interface KeyStore {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}

function keysOf(store: KeyStore): string[] {
  return Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k !== null);
}

/**
 * localStorage loses every key but `keep` (the language picked, so the login keeps it);
 * sessionStorage, which carries the logout across the identity provider's pages, only the 36-long ones.
 */
export function clearStoredKeys(local: KeyStore, session: KeyStore, keep: readonly string[]): void {
  for (const key of keysOf(local)) if (!keep.includes(key)) local.removeItem(key);
  for (const key of keysOf(session)) if (key.length === 36) session.removeItem(key);
}
