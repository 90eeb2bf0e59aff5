// What the admin and the API must agree on about a login session: the inactivity limit, the
// cookie marking a completed login, and the shape of the tenants a user may work in. Pure.

/** Four hours without activity end a session (document 1, section 9). */
export const INACTIVITY_TIMEOUT_MS = 14_400_000;

/** Set by GET /api/auth/callback for a minute after a login (not HttpOnly: it holds nothing). */
export const SIGNED_IN_COOKIE = 'lf_signed_in';

export interface TenantView {
  id: string;
  name: string;
  isAdmin: boolean;
  current: boolean;
  companies: { id: string; name: string; isMain: boolean; isDefault: boolean; current: boolean }[];
}
