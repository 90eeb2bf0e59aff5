// The specification's route guard: a page the user may not open sends them to the work panel.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { HOME_PATH } from '../resources/product-pages.ts';
import { useAllowed } from '../session/use-allowed.ts';

export function RouteGuard({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  return useAllowed(resource, action) ? <>{children}</> : <Navigate to={HOME_PATH} replace />;
}
