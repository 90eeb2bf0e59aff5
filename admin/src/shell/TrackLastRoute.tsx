// Remembers each visited page (the routes nested under it) as the last route.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { rememberRoute } from './last-route.ts';

export function TrackLastRoute() {
  const { pathname, search } = useLocation();
  useEffect(() => rememberRoute(pathname + search), [pathname, search]);
  return <Outlet />;
}
