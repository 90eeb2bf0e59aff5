// Refine's authProvider over the API's session (backend-for-frontend): sign-in is a full-page trip
// to /api/auth/login, identity and permissions come from the /api/me loaded at start.
import type { AuthProvider } from '@refinedev/core';
import { currentReturnTo, redirectToLogin } from '../session/login-redirect.ts';
import { logout } from '../session/logout.ts';
import { handleSessionEnded } from '../session/session-ended.ts';
import type { Session } from '../session/types.ts';

export function createAuthProvider(session: Session): AuthProvider {
  return {
    login: async (params?: { returnTo?: string }) => {
      redirectToLogin(params?.returnTo);
      return { success: true };
    },

    logout: async () => {
      await logout();
      return { success: true };
    },

    // Refine asks at every move between pages. The session gate read /api/me before the admin
    // rendered, and every call the new page makes is refused with 401 once the session has ended
    // (onError below then leaves, saying why): asking /api/me again at each move only doubled the
    // requests of a page.
    check: async () => ({ authenticated: true }),

    // 401: the session ended (inactivity, another tab logged out) -> sign in again and come back,
    // after saying why when the API told. The login asks for the password: a session that ended
    // while this tab was open must not come back silently (a logout in another tab, refused here
    // before the identity provider has ended its own session, would otherwise sign this tab back in).
    // 403: the user stays; the notification explains.
    onError: async (error: { statusCode?: number; code?: string; message?: string }) => {
      if (error?.statusCode === 401 && !handleSessionEnded(error)) redirectToLogin(currentReturnTo(), true);
      return {};
    },

    getIdentity: async () => {
      const { user } = session.me;
      return { ...user, fullName: [user.name, user.lastName].filter(Boolean).join(' ') };
    },

    getPermissions: async () => session.me.permissions,
  };
}
