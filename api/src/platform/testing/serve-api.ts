// The API alone in its own process, for tests that stop it from outside (kill -9 during a settlement
// run, SIGTERM during a request): DATABASE_URL is the owner URL of a test database, PORT where to
// listen (0: the kernel picks, and the line "listening <uri>" says which). It runs as `npm start` runs
// the API (startApi: the login routes, the jobs unless JOBS=false) and stops on SIGTERM as
// `npm start` does; the tests bring their own session cookies (sessions live in the database).
import { appDatabaseUrl } from '../../../../knex/index.ts';
import { loadConfig } from '../config.ts';
import { startApi } from '../../index.ts';

const config = loadConfig(process.env);
const api = await startApi(config, appDatabaseUrl(config.databaseUrl!));
console.log(`listening ${api.server.info.uri}`);
process.once('SIGTERM', () => {
  void api.stop().then(() => {
    console.log('stopped');
    process.exit(0);
  });
});
