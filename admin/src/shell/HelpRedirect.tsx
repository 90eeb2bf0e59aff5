// Help is disabled in the specification: a navigation to it is cancelled (back where the user was).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { lastRouteOrHome } from './last-route.ts';

export function HelpRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    // react-router keeps the history index in the state: > 0 means there is a page to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(lastRouteOrHome(), { replace: true });
  }, [navigate]);
  return null;
}
