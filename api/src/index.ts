// Starts the API on a configured database: the application-role pool, the server, the login routes,
// and the background jobs.
import type { Config } from './platform/config.ts';
import { createApiKnex } from './platform/db/knex.ts';
import { createServer } from './server.ts';
import { oidcRoutes } from './auth/oidc.ts';
import { startJobs } from './production/notifications/job-runner.ts';
import { providerFrom } from './settlement/einvoicing/einvoicing.ts';

export async function startApi(config: Config, appUrl: string): Promise<{ stop: () => Promise<void> }> {
  const db = createApiKnex(appUrl);
  const server = await createServer({
    config, db,
    extraRoutes: oidcRoutes({ db: () => db, config }),
  });
  await server.start();
  // Background jobs (the flow alerts, electronic invoicing) on the same database; JOBS=false leaves them to another instance.
  const stopJobs = config.databaseUrl && process.env.JOBS !== 'false'
    ? await startJobs(config.databaseUrl, db, config.mail, (line) => console.log(line), providerFrom(config.einvoice)) : undefined;
  return {
    stop: async () => {
      await stopJobs?.();
      await server.stop({ timeout: 5000 });
      await db.destroy();
    },
  };
}
