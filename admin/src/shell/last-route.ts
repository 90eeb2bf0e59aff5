// The last visited admin route (localStorage `lastRoute`), where the empty path and the post-login
// route send the user; the auth routes are never remembered.
import { HOME_PATH } from '../resources/product-pages.ts';

const KEY = 'lastRoute';

function remembered(path: string): boolean {
  return path.startsWith('/') && path !== '/' && !path.startsWith('/auth');
}

export function rememberRoute(path: string): void {
  if (!remembered(path)) return;
  try {
    localStorage.setItem(KEY, path);
  } catch {
    // Storage blocked: the empty path falls back to home.
  }
}

/** The remembered route, or `home`; with `within`, only a route under that path (a contact's portal: another user's staff page would only be refused). */
export function lastRouteOrHome(home = HOME_PATH, within?: string): string {
  try {
    const path = localStorage.getItem(KEY);
    return path && remembered(path) && (!within || path.startsWith(within)) ? path : home;
  } catch {
    return home;
  }
}
