// Everything auth/ adds to the server: the auth strategies (session cookie, bearer token) and the
// routes of identity, tenancy, sessions, registration, countries and help. The OIDC login routes
// are added by the caller (they need the issuer; see oidc.ts).
import type { Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import type { Config } from '../platform/config.ts';
import { bearerVerifier } from './bearer.ts';
import { countryRoutes } from './countries.routes.ts';
import { meRoutes } from './me.routes.ts';
import type { ResourceMeta } from '../contract/resource-meta.ts';
import { needHelpRoutes } from './need-help.routes.ts';
import { registrationRoutes } from './registration.routes.ts';
import { registerSessionAuth } from './session-scheme.ts';
import { sessionCookieSecure } from './session-cookie.ts';
import { sessionRoutes } from './sessions.routes.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';

/** The audience bearer access tokens must carry: OIDC_AUDIENCE, else this API's own URL. */
export const apiAudience = (config: Config) => config.oidc.audience ?? `${config.publicUrl}/api`;

export function registerAuth(
  server: Server,
  { db, config, storage, resourceMetas }: { db: () => Knex; config: Config; storage: () => FileStorage; resourceMetas: () => ResourceMeta[] },
): void {
  registerSessionAuth(server, {
    db,
    cookieName: config.sessionCookie,
    secure: sessionCookieSecure(config.publicUrl),
    // Read late: the start script may set the issuer after the server is built.
    bearer: bearerVerifier({
      getIssuer: () => config.oidc.issuer,
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      getAudience: () => apiAudience(config),
    }),
  });
  server.route([
    ...meRoutes(db, resourceMetas),
    ...sessionRoutes(db),
    ...registrationRoutes(db, config.sessionCookie, storage),
    ...countryRoutes(db),
    ...needHelpRoutes(db, config),
  ]);
}
