// A session the platform ended (closed from another browser, four hours idle, user deactivated): the
// browser goes back to the login, which asks for the password again; once signed in, the admin says
// why the previous session ended.
import { currentReturnTo, redirectToLogin } from './login-redirect.ts';

export const SESSION_ENDED_CODES: ReadonlySet<string> = new Set(['SESSION_CLOSED_ELSEWHERE', 'SESSION_EXPIRED', 'SESSION_USER_INACTIVE']);

/** sessionStorage: the code that ended the previous session, told after the next sign-in. */
const REASON_KEY = 'sessionEndedReason';

let leaving = false;

export function rememberEndedReason(code: string): void {
  try {
    sessionStorage.setItem(REASON_KEY, code);
  } catch {
    /* storage blocked: nothing told later */
  }
}

/** The code that ended the previous session of this tab, once. */
export function takeEndedReason(): string | null {
  try {
    const code = sessionStorage.getItem(REASON_KEY);
    sessionStorage.removeItem(REASON_KEY);
    return code;
  } catch {
    return null;
  }
}

/** Goes to the login (once, whatever number of requests failed meanwhile), remembering why. */
export function leaveEndedSession(code: string): void {
  if (leaving) return;
  leaving = true;
  rememberEndedReason(code);
  redirectToLogin(currentReturnTo(), true);
}

/** True when the failure is one of those codes: the browser is on its way to the login. */
export function handleSessionEnded(error: { code?: string } | null | undefined): boolean {
  if (!error?.code || !SESSION_ENDED_CODES.has(error.code)) return false;
  leaveEndedSession(error.code);
  return true;
}
