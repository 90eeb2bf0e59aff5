// Who is calling: the credentials every authenticated request carries (set by auth/session-scheme).
import type { Principal } from '../../../../policies/guard.ts';
import type { PolicyLines } from '../../../../policies/policy.ts';

export interface AuthContext extends Principal {
  sessionId: string;
  userId: string;
  email: string;
  tenantId: string | null;
  companyId: string | null;
  isSuperAdmin: boolean;
  /**
   * The client whose contact the user is in the active company, or null: such a caller is the
   * client's, not the firm's staff, and reaches only the routes open to contacts (guard.ts).
   */
  contactClientId: string | null;
  /** The Casbin lines behind the decisions (served to the admin, which enforces the same way). */
  policy: PolicyLines;
  /** Set while a user views as this one (authorization/view-as.ts): who really calls. */
  viewAs?: { byUserId: string; byEmail: string };
}

export type Locale = 'es' | 'en';

export function localeOf(acceptLanguage: string | undefined): Locale {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'es';
}
