// Starts the API on a configured database: the application-role pool, the server, the login routes.
import type { Config } from './platform/config.ts';
import { createApiKnex } from './platform/db/knex.ts';
import { createServer } from './server.ts';
import { oidcRoutes } from './auth/oidc.ts';

export async function startApi(config: Config, appUrl: string): Promise<{ stop: () => Promise<void> }> {
  const db = createApiKnex(appUrl);
  const server = await createServer({
    config, db,
    extraRoutes: oidcRoutes({ db: () => db, config }),
  });
  await server.start();
  return {
    stop: async () => {
      await server.stop({ timeout: 5000 });
      await db.destroy();
    },
  };
}
