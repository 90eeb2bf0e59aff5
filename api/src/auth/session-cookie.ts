// Whether the session cookie is Secure: its own module because the OIDC callback (which sets the
// cookie) and the session scheme (which reads it) both need it, and the scheme already depends on
// the OIDC client through bearer tokens: keeping it in either one made an import cycle.
import { isHttps } from '../platform/http/security-headers.ts';

/**
 * The cookie is Secure exactly when browsers reach the site over https: the scheme of PUBLIC_URL
 * decides, not the host name (a plain-http address other than localhost would otherwise get a
 * cookie the browser never sends back, and an https localhost one that travels in clear).
 */
export const sessionCookieSecure = isHttps;
