// The empty path and /auth/postlogin: back to the last visited route, or home (the work panel; a
// client's contact's portal, and for them only a route of the portal).
import { Navigate } from 'react-router';
import { lastRouteOrHome } from './last-route.ts';
import { useSession } from '../session/session-context.ts';
import { PORTAL_ROOT, homePathFor } from '../resources/product-pages.ts';

export function RedirectToLastRoute() {
  const { me } = useSession();
  const isContact = !!me.company?.isContact;
  const home = homePathFor(isContact);
  return <Navigate to={isContact ? lastRouteOrHome(home, PORTAL_ROOT) : lastRouteOrHome(home)} replace />;
}
