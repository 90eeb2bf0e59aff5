// The empty path and /auth/postlogin: back to the last visited route, or the work panel.
import { Navigate } from 'react-router';
import { lastRouteOrHome } from './last-route.ts';

export function RedirectToLastRoute() {
  return <Navigate to={lastRouteOrHome()} replace />;
}
