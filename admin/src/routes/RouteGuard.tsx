// The specification's route guard: a page the user may not open sends them to the work panel.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { HOME_PATH } from '../resources/product-pages.ts';
import { meetsRequirement } from '../providers/page-access.ts';
import type { ProductPage } from '../resources/product-pages.ts';
import { useSession } from '../session/session-context.ts';
import { useAllowed } from '../session/use-allowed.ts';

export function RouteGuard({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  return useAllowed(resource, action) ? <>{children}</> : <Navigate to={HOME_PATH} replace />;
}

/** The same guard for a product page: its code, its All/Workgroup pair, or a login only. */
export function PageGuard({ page, children }: { page: ProductPage; children: ReactNode }) {
  const { principal } = useSession();
  return meetsRequirement(principal, page.requires) ? <>{children}</> : <Navigate to={HOME_PATH} replace />;
}
