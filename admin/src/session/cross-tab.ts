// Tabs of the same browser share one session: a BroadcastChannel tells the others when one logs out
// (they go to the login) and when the user is active (so an idle tab does not think the session is
// idle); the API hears about activity at most once a minute, from the tab where it happened.
import { postActivity } from './api-client.ts';
import { quietCalls } from './calls-on-their-way.ts';
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
  try {
    sessionStorage.setItem(LOGOUT_PENDING_KEY, '1');
  } catch {
    /* storage blocked */
  }
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

/**
 * The last activity ping on its way, and whether the tab is logging out: a ping sent after the
 * logout started, or answered after it ended the session, would be refused (401) for nothing.
 */
let pingInFlight: Promise<unknown> = Promise.resolve();
let loggingOut = false;

function sendPing(): void {
  if (loggingOut) return;
  pingInFlight = postActivity().catch(() => undefined);
}

/** Stops the activity pings and the data calls, and waits for those on their way: called before logging out. */
export async function quietActivity(): Promise<void> {
  loggingOut = true;
  await Promise.all([pingInFlight, quietCalls()]);
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
  // Only the tab where the user acts tells the API; the others just restart their idle clocks, so
  // no tab pings a session another tab is ending.
  const ping = throttle(PING_EVERY_MS, sendPing);
  const announceActivity = throttle(ANNOUNCE_EVERY_MS, () => {
    announce('activity');
    onActivity();
    ping();
  });
  const onMessage = (event: MessageEvent) => {
    if (event.data === 'logout') onLogout();
    else if (event.data === 'activity') onActivity();
  };
  c?.addEventListener('message', onMessage);
  const events = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'] as const;
  for (const e of events) window.addEventListener(e, announceActivity, { passive: true });
  return () => {
    for (const e of events) window.removeEventListener(e, announceActivity);
    c?.removeEventListener('message', onMessage);
  };
}
