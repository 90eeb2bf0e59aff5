// What GET /api/me answers and what the admin keeps of it for the whole visit.
import type { ResourceMeta } from '../../../api/src/contract/resource-meta.ts';
import type { Restriction } from '../../../api/src/contract/work-dates.ts';
import type { Principal } from '../../../policies/guard.ts';
import type { PolicyLines } from '../../../policies/policy.ts';

export interface MeUser {
  id: string;
  email: string;
  name: string;
  lastName: string | null;
  isSuperAdmin: boolean;
}

export interface NamedRef {
  id: string;
  name: string;
}

/** The active company with its theme colours and the system variables the session carries. */
export interface ActiveCompany extends NamedRef {
  mainColor?: string | null;
  secondaryColor?: string | null;
  timeZone?: string;
  language?: 'es' | 'en';
  includeProcess?: boolean;
  preselectResponsibleUser?: boolean;
  /** The company has a logo (GET /api/companies/{id}/logo); the version changes with the company. */
  hasLogo?: boolean;
  logoVersion?: string | number;
  /** The user is a client's contact in this company (the customer portal is theirs). */
  isContact?: boolean;
  /** Which days the member may still register time on (their profile's restriction, else the company's). */
  timeRestriction?: Restriction;
}

export interface Me {
  user: MeUser;
  tenant: NamedRef | null;
  company: ActiveCompany | null;
  companies: NamedRef[];
  permissions: string[];
  /** The user's Casbin policy lines in the active company. */
  policy: PolicyLines;
  tenantCount?: number;
  /** What the admin must do before its pages: register, tell there is no company, pick a tenant. */
  next?: 'register' | 'no-company' | 'select-tenant' | null;
  /** Set while viewing as another user: `user` above is the viewed user; `by*` is who really signed in. */
  viewAs?: ViewAs;
  /** This browser's session (id null for a bearer token) and how many others are open. */
  session?: { id: string | null; via: 'cookie' | 'bearer'; otherOpenSessions?: number };
}

export interface ViewAs {
  userId: string;
  name: string;
  email: string;
  byUserId: string;
  byName: string;
  byEmail: string;
}

/** One login of the user (GET /api/sessions/...): the browser it came from and its activity. */
export interface SessionView {
  id: string;
  browserInfo: string | null;
  createdAt: string;
  lastActivityAt: string;
  expiresAt: string | null;
  current: boolean;
}

/** GET /api/me/tenants: the user's tenants, each with the user's companies there. */
export type { TenantView } from '../../../api/src/contract/session.ts';

export interface Country {
  id: string;
  code: string;
  name: string;
}

/** GET /api/register: the verified email (read-only), names from the identity provider, step 2 defaults. */
export interface RegistrationPrefill {
  email: string;
  name: string | null;
  lastName: string | null;
  defaults: { country: string; timeZone: string; language: string };
}

/** Loaded once after sign-in: the principal and the resource declarations the pages render. */
export interface Session {
  me: Me;
  /** Decisions of the API's guard for this user in the active company (policies/). */
  principal: Principal;
  resources: readonly ResourceMeta[];
  resourcesByName: ReadonlyMap<string, ResourceMeta>;
  /** Reads /api/me again (after a change to what it carries: the active company's colours or zone). */
  refresh: () => Promise<void>;
}
