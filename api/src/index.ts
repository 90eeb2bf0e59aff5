// Starts the API on a configured database: the application-role pool, the server, the login routes,
// and the background jobs. `stop` drains it (GET /api/ready answers 503 from the first moment, the
// listener takes no new connection, requests in flight finish within SHUTDOWN_TIMEOUT_MS, the jobs
// stop after their current run) and then closes the pool.
import type { Server } from '@hapi/hapi';
import type { Config } from './platform/config.ts';
import { createApiKnex } from './platform/db/knex.ts';
import { createServer } from './server.ts';
import { oidcRoutes } from './auth/oidc.ts';
import { startJobs, type RunningJobs } from './platform/jobs/job-runner.ts';
import { appJobs } from './jobs.ts';
import { providerFrom } from './settlement/einvoicing/einvoicing.ts';
import { closeMailTransports } from './platform/mail/outbox.ts';
import { configuredFileStorage } from './platform/storage/configured-storage.ts';

export async function startApi(config: Config, appUrl: string): Promise<{ server: Server; stop: () => Promise<void> }> {
  const db = createApiKnex(appUrl);
  const files = configuredFileStorage(config);
  let stopping = false;
  let jobs: RunningJobs | undefined;
  const runsJobs = Boolean(config.databaseUrl) && process.env.JOBS !== 'false';
  // One storage for the routes and the jobs (the orphan sweep), closed once at stop.
  const server = await createServer({
    config,
    db,
    files,
    extraRoutes: oidcRoutes({ db: () => db, config }),
    readiness: async () => ({
      instance: stopping ? 'stopping' : 'ok',
      // Started after the listener: until then the queue is not ready either.
      jobs: !runsJobs ? 'off' : jobs ? await jobs.check() : 'starting',
    }),
  });
  await server.start();
  // Background jobs (the flow alerts, electronic invoicing) on the same database; JOBS=false leaves them to another instance.
  if (runsJobs) {
    jobs = await startJobs(config.databaseUrl!, appJobs(db, { mail: config.mail, einvoice: providerFrom(config.einvoice), storage: files }), (line) =>
      server.logger.info(line),
    );
  }
  return {
    server,
    stop: async () => {
      stopping = true;
      await Promise.all([server.stop({ timeout: config.http.shutdownTimeoutMs }), jobs?.()]);
      closeMailTransports();
      files.close();
      await db.destroy();
    },
  };
}
