// Sign-in is a full-page trip through the API (backend-for-frontend): the browser never sees tokens.
const ATTEMPT_KEY = 'loginAttemptAt';
/** A second trip within this window means the session did not stick: stop instead of looping. */
const LOOP_WINDOW_MS = 15_000;

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

export function redirectToLogin(returnTo: string = currentReturnTo(), askPassword = false): void {
  sessionStorage.setItem(ATTEMPT_KEY, String(Date.now()));
  window.location.assign(loginUrl(returnTo, askPassword));
}

/** True when the browser came back from the login and still has no session. */
export function loginJustFailed(): boolean {
  const at = Number(sessionStorage.getItem(ATTEMPT_KEY) ?? 0);
  return Date.now() - at < LOOP_WINDOW_MS;
}

export function clearLoginAttempt(): void {
  sessionStorage.removeItem(ATTEMPT_KEY);
}
