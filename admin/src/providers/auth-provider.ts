// Refine's authProvider over the API's session (backend-for-frontend): sign-in is a full-page trip
// to /api/auth/login, identity and permissions come from the /api/me loaded at start.
import type { AuthProvider } from '@refinedev/core';
import { fetchMe, postLogout, UnauthenticatedError } from '../session/api-client.ts';
import { redirectToLogin } from '../session/login-redirect.ts';
import type { Session } from '../session/types.ts';
import { forgetLastRoute } from '../shell/last-route.ts';

export function createAuthProvider(session: Session): AuthProvider {
  return {
    login: async (params?: { returnTo?: string }) => {
      redirectToLogin(params?.returnTo);
      return { success: true };
    },

    logout: async () => {
      forgetLastRoute();
      try {
        const { redirectTo } = await postLogout();
        window.location.assign(redirectTo); // the identity provider ends its own session, then back to /
      } catch {
        window.location.assign('/'); // session already gone: the start page sends to login
      }
      return { success: true };
    },

    check: async () => {
      try {
        await fetchMe();
        return { authenticated: true };
      } catch (error) {
        if (error instanceof UnauthenticatedError) {
          redirectToLogin();
          return { authenticated: false, error: { name: 'UNAUTHENTICATED', message: error.message } };
        }
        throw error;
      }
    },

    // 401: the session ended (inactivity, another tab logged out) -> sign in again and come back.
    // 403: the user stays where they are; the notification explains.
    onError: async (error: { statusCode?: number }) => {
      if (error?.statusCode === 401) redirectToLogin();
      return {};
    },

    getIdentity: async () => {
      const { user } = session.me;
      return { ...user, fullName: [user.name, user.lastName].filter(Boolean).join(' ') };
    },

    getPermissions: async () => session.me.permissions,
  };
}
