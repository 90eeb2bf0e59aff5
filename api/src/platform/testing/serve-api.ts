// The API alone in its own process, for tests that must kill it (kill -9 during a settlement run):
// DATABASE_URL is the owner URL of a test database, PORT where to listen. No login routes and no
// background jobs: the test brings its own session cookies (sessions live in the database).
import { appDatabaseUrl } from '../../../../knex/index.ts';
import { loadConfig } from '../config.ts';
import { createApiKnex } from '../db/knex.ts';
import { createServer } from '../../server.ts';

const config = loadConfig(process.env);
const db = createApiKnex(appDatabaseUrl(config.databaseUrl!));
const server = await createServer({ config, db });
await server.start();
console.log(`listening ${server.info.uri}`);
