// What GET /api/me answers and what the admin keeps of it for the whole visit.
import type { ResourceMeta } from '../../../api/src/platform/resource/types.ts';

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

export interface Me {
  user: MeUser;
  tenant: NamedRef | null;
  company: NamedRef | null;
  companies: NamedRef[];
  permissions: string[];
}

/** Loaded once after sign-in: the principal and the resource declarations the pages render. */
export interface Session {
  me: Me;
  resources: readonly ResourceMeta[];
  resourcesByName: ReadonlyMap<string, ResourceMeta>;
}
