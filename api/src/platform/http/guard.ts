// The route guard, run by the session scheme as the last step of authentication: before the
// payload is even read (an upload from a caller without the permission is refused unread) and
// before validation, so a caller without the route's permission gets 403 FORBIDDEN whatever they
// sent and learns nothing about the route's payload rules or rows.
import type { Request } from '@hapi/hapi';
import type { PermissionCode } from '../../../../policies/permissions.ts';
import { AppError } from '../errors/app-error.ts';
import type { AuthContext } from './auth-context.ts';

export interface RouteAccess {
  /** Permission code the caller needs; null = any signed-in member of the active company. */
  permission: PermissionCode | null;
  /** Other codes that also open the route (lookups, a scoped resource's Workgroup code). */
  alsoAllowed?: readonly PermissionCode[];
  /** Whether the route works inside an active company (every data route does). */
  needsCompany: boolean;
  /**
   * Who of the company's members may call a route that needs no code: the firm's staff (the
   * default: a client's contact gets 403), every member ('members': the inbox, the company's logo)
   * or a client's contacts only ('contacts': the customer portal).
   */
  audience?: RouteAudience;
  /**
   * The handler runs in one transaction in the caller's context (defineRoute's): on a GET, the
   * session's lookup begins it in the same round trip (request-transaction.ts).
   */
  handlerTransaction?: boolean;
}

export type RouteAudience = 'staff' | 'members' | 'contacts';

declare module '@hapi/hapi' {
  interface PluginSpecificConfiguration {
    /** What a route declares about access; a test lists every route with it. */
    lawfirm?: RouteAccess;
  }
}

export function allows(auth: Pick<AuthContext, 'can'>, access: RouteAccess): boolean {
  return auth.can(access.permission) || (access.alsoAllowed ?? []).some((code) => auth.can(code));
}

type Caller = { kind?: string } | Pick<AuthContext, 'can' | 'tenantId' | 'companyId' | 'contactClientId'>;

/** Why the caller may not use a route of this declared access, or null when they may (no declaration: any caller). */
export function routeRefusal(access: RouteAccess | undefined, caller: Caller): 'FORBIDDEN' | 'NO_ACTIVE_COMPANY' | null {
  if (!access || (access.permission === null && !access.needsCompany)) return null;
  const auth = caller as Partial<AuthContext>;
  if (!auth.can) return 'FORBIDDEN'; // a registration login holds no permission
  if (access.needsCompany && (!auth.tenantId || !auth.companyId)) return 'NO_ACTIVE_COMPANY';
  if (access.permission === null && (access.audience ?? 'staff') !== 'members' && (access.audience === 'contacts') !== !!auth.contactClientId)
    return 'FORBIDDEN';
  return allows(auth as AuthContext, access) ? null : 'FORBIDDEN';
}

/** Refuses the caller unless the route's declared access lets them in. */
export function assertRouteAccess(request: Request, caller: Caller): void {
  const refusal = routeRefusal(request.route.settings.plugins?.lawfirm, caller);
  if (refusal) throw new AppError(refusal);
}
