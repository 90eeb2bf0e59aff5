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
}

declare module '@hapi/hapi' {
  interface PluginSpecificConfiguration {
    /** What a route declares about access; a test lists every route with it. */
    lawfirm?: RouteAccess;
  }
}

export function allows(auth: Pick<AuthContext, 'can'>, access: RouteAccess): boolean {
  return auth.can(access.permission) || (access.alsoAllowed ?? []).some((code) => auth.can(code));
}

/** Refuses the caller unless the route's declared access lets them in (routes without a declaration: any caller). */
export function assertRouteAccess(request: Request, caller: { kind?: string } | Pick<AuthContext, 'can' | 'tenantId' | 'companyId'>): void {
  const access = request.route.settings.plugins?.lawfirm;
  if (!access || (access.permission === null && !access.needsCompany)) return;
  const auth = caller as Partial<AuthContext>;
  if (!auth.can) throw new AppError('FORBIDDEN'); // a registration login holds no permission
  if (access.needsCompany && (!auth.tenantId || !auth.companyId)) throw new AppError('NO_ACTIVE_COMPANY');
  if (!allows(auth as AuthContext, access)) throw new AppError('FORBIDDEN');
}
