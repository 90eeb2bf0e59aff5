// Refine's authProvider over the API's session (backend-for-frontend): sign-in is a full-page trip
// to /api/auth/login, identity and permissions come from the /api/me loaded at start.
import type { AuthProvider } from '@refinedev/core';
import { fetchMe, UnauthenticatedError } from '../session/api-client.ts';
import { redirectToLogin } from '../session/login-redirect.ts';
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

    check: async () => {
      try {
        await fetchMe();
        return { authenticated: true };
      } catch (error) {
        if (error instanceof UnauthenticatedError) {
          if (!handleSessionEnded(error)) redirectToLogin();
          return { authenticated: false, error: { name: 'UNAUTHENTICATED', message: error.message } };
        }
        throw error;
      }
    },

    // 401: the session ended (inactivity, another tab logged out) -> sign in again and come back,
    // after saying why when the API told. 403: the user stays; the notification explains.
    onError: async (error: { statusCode?: number; code?: string; message?: string }) => {
      if (error?.statusCode === 401 && !handleSessionEnded(error)) redirectToLogin();
      return {};
    },

    getIdentity: async () => {
      const { user } = session.me;
      return { ...user, fullName: [user.name, user.lastName].filter(Boolean).join(' ') };
    },

    getPermissions: async () => session.me.permissions,
  };
}
