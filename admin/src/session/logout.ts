// Sign-out: the API ends the session, then the identity provider ends its own and sends the browser
// back to the admin, where this tab tells the others (cross-tab.ts).
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages.ts';
import { postLogout } from './api-client.ts';
import { markLogoutPending, quietActivity } from './cross-tab.ts';
import { clearStoredKeys } from './stored-keys.ts';

export async function logout(): Promise<void> {
  try {
    clearStoredKeys(localStorage, sessionStorage, [LANGUAGE_STORAGE_KEY]);
  } catch {
    // Storage blocked: nothing was kept.
  }
  markLogoutPending();
  await quietActivity(); // no ping may reach the API after the session it names has ended
  try {
    const { redirectTo } = await postLogout();
    window.location.assign(redirectTo); // the identity provider ends its own session, then back to /
  } catch {
    window.location.assign('/'); // session already gone: the start page sends to login
  }
}
