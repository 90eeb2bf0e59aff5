// Tabs of the same browser share one session: a BroadcastChannel tells the others when one logs out
// (they go to the login) and when the user is active (so an idle tab does not think the session is
// idle); the API hears about activity at most once a minute.
import { postActivity } from './api-client.ts';
import { throttle } from './throttle.ts';

export const CHANNEL_NAME = 'lawfirm-session';
export const ANNOUNCE_EVERY_MS = 5_000;
export const PING_EVERY_MS = 60_000;

export type TabMessage = 'logout' | 'activity';

/** Set before the identity provider's logout; the tab that comes back to the admin tells the others. */
const LOGOUT_PENDING_KEY = 'logoutPending';

// One channel per tab: a message never comes back to the tab that sent it.
let shared: BroadcastChannel | null | undefined;

function channel(): BroadcastChannel | null {
  shared ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return shared;
}

export function announce(message: TabMessage): void {
  channel()?.postMessage(message);
}

export function markLogoutPending(): void {
  try { sessionStorage.setItem(LOGOUT_PENDING_KEY, '1'); } catch { /* storage blocked */ }
}

/** True once after this tab logged out (back from the identity provider): the logout is announced. */
export function takeLogoutPending(): boolean {
  try {
    const pending = sessionStorage.getItem(LOGOUT_PENDING_KEY) === '1';
    sessionStorage.removeItem(LOGOUT_PENDING_KEY);
    return pending;
  } catch {
    return false;
  }
}

export interface TabWatch {
  /** Another tab logged out. */
  onLogout: () => void;
  /** The user was active here or in another tab (at most every 5 s per tab). */
  onActivity: () => void;
}

/** Listens to the other tabs and to the user's activity in this one. Returns the cleanup. */
export function watchTabs({ onLogout, onActivity }: TabWatch): () => void {
  const c = channel();
  const ping = throttle(PING_EVERY_MS, () => { void postActivity().catch(() => undefined); });
  const announceActivity = throttle(ANNOUNCE_EVERY_MS, () => {
    announce('activity');
    onActivity();
    ping();
  });
  const onMessage = (event: MessageEvent) => {
    if (event.data === 'logout') onLogout();
    else if (event.data === 'activity') {
      onActivity();
      ping();
    }
  };
  c?.addEventListener('message', onMessage);
  const events = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'] as const;
  for (const e of events) window.addEventListener(e, announceActivity, { passive: true });
  return () => {
    for (const e of events) window.removeEventListener(e, announceActivity);
    c?.removeEventListener('message', onMessage);
  };
}
