// The chronometer's state in the admin: read from the API (which keeps it, so it survives reloads),
// counted locally between reads, and the same in every tab: a tab that changes it tells the others
// over a BroadcastChannel, and every tab reads it again when it comes back into view.
import { useEffect, useSyncExternalStore } from 'react';
import { fetchChronometer, type ChronometerView } from './api-client.ts';

const CHANNEL_NAME = 'lawfirm-chronometer';

interface Snapshot {
  view: ChronometerView;
  /** When the view was read (ms), to count the seconds since. */
  readAt: number;
}

let snapshot: Snapshot = { view: { running: false, activityId: null }, readAt: 0 };
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function emit(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function tabs(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Reads the chronometer from the API. */
export async function refreshChronometer(): Promise<void> {
  emit({ view: await fetchChronometer(), readAt: Date.now() });
}

/** After a change in this tab: the new state here, and the other tabs read it again. */
export function chronometerChanged(view: ChronometerView): void {
  emit({ view, readAt: Date.now() });
  tabs()?.postMessage('changed');
}

/** Seconds on the chronometer now. */
export function elapsedNow(s: Snapshot, now = Date.now()): number {
  const base = s.view.elapsedSeconds ?? 0;
  return s.view.running ? base + Math.max(0, Math.floor((now - s.readAt) / 1000)) : base;
}

/** 3725 -> '01:02:05'. */
export function clock(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** The chronometer for a component: kept current from the API, other tabs and the tab's visibility. */
export function useChronometer(): Snapshot {
  const state = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
  useEffect(() => {
    const reread = () => {
      void refreshChronometer().catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') reread();
    };
    const bus = tabs();
    bus?.addEventListener('message', reread);
    document.addEventListener('visibilitychange', onVisible);
    if (!snapshot.readAt) reread();
    return () => {
      bus?.removeEventListener('message', reread);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return state;
}
