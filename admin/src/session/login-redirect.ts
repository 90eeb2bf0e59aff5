// Sign-in is a full-page trip through the API (backend-for-frontend): the browser never sees tokens.
//
// Coming back without a session is normal (logged out, then an app URL typed or Back pressed): the
// browser simply goes to the login. It is an error only when a login has just completed and its
// session did not stick: the API marks a completed login with a short-lived cookie (SIGNED_IN_COOKIE),
// and, should cookies be refused altogether, a burst of trips in a row stops instead of looping.
const TRIPS_KEY = 'loginTrips';
/** Trips to the login within this window count as one burst. */
const LOOP_WINDOW_MS = 15_000;
const MAX_TRIPS = 3;
import { SIGNED_IN_COOKIE } from '../../../api/src/contract/session.ts';

/** Set by GET /api/auth/callback (api/src/auth/oidc.ts) for a minute; not HttpOnly, it holds nothing. */
export { SIGNED_IN_COOKIE };

/** The admin path to come back to; the auth routes themselves are never a destination. */
export function currentReturnTo(): string {
  const path = window.location.pathname + window.location.search;
  return path.startsWith('/auth') ? '/' : path;
}

/**
 * `askPassword`: after the platform ended the session (closed elsewhere, inactivity), the identity
 * provider must show its login instead of signing the browser silently back in (prompt=login).
 */
export function loginUrl(returnTo: string, askPassword = false): string {
  return `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}${askPassword ? '&prompt=login' : ''}`;
}

function recentTrips(now = Date.now()): number[] {
  try {
    const trips = JSON.parse(sessionStorage.getItem(TRIPS_KEY) ?? '[]') as unknown;
    return Array.isArray(trips) ? trips.filter((t): t is number => typeof t === 'number' && now - t < LOOP_WINDOW_MS) : [];
  } catch {
    return [];
  }
}

export function redirectToLogin(returnTo: string = currentReturnTo(), askPassword = false): void {
  sessionStorage.setItem(TRIPS_KEY, JSON.stringify([...recentTrips(), Date.now()]));
  window.location.assign(loginUrl(returnTo, askPassword));
}

/** Reads and removes the API's mark of a login completed in the last minute. */
function takeSignedInMark(): boolean {
  const marked = document.cookie.split(';').some((c) => c.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
  if (marked) document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
  return marked;
}

/** True when the browser came back from a completed login and still has no session (or loops). */
export function loginJustFailed(): boolean {
  return takeSignedInMark() || recentTrips().length >= MAX_TRIPS;
}

export function clearLoginAttempt(): void {
  sessionStorage.removeItem(TRIPS_KEY);
  takeSignedInMark();
}
