// Who is calling: the credentials every authenticated request carries (set by auth/session-scheme).
import type { Principal } from '../../../../policies/guard.ts';

export interface AuthContext extends Principal {
  sessionId: string;
  userId: string;
  email: string;
  tenantId: string | null;
  companyId: string | null;
}

export type Locale = 'es' | 'en';

export function localeOf(acceptLanguage: string | undefined): Locale {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'es';
}
