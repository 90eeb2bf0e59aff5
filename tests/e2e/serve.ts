// The server the browser tests drive: `npm start` on a fresh database, with the admin already built.
import { ensureDatabase, ownerKnex } from '../../knex/index.ts';
import { E2E_PORT, EMBEDDED_E2E_PG_PORT, e2eDatabaseUrl } from './database.ts';

const server = process.env.TEST_DATABASE_URL;
if (server) {
  // One database per port, so two checkouts can run their journeys side by side.
  const url = e2eDatabaseUrl();
  const admin = ownerKnex(server);
  await admin.raw('drop database if exists ?? with (force)', [new URL(url).pathname.slice(1)]);
  await admin.destroy();
  await ensureDatabase(url);
  process.env.DATABASE_URL = url;
} else {
  process.env.EMBEDDED_PG_DIR = `.data/e2e-pg-${Date.now()}`;
  process.env.EMBEDDED_PG_PORT = String(EMBEDDED_E2E_PG_PORT);
}
process.env.PORT = E2E_PORT;
process.env.OIDC_DEV_PORT = String(Number(E2E_PORT) + 1);
process.env.SKIP_ADMIN_BUILD = 'true';
// Every journey signs in afresh from this one address: more than a person's 60 in 15 minutes.
process.env.LOGIN_STARTS_PER_IP = '2000';
delete process.env.OIDC_ISSUER;
await import('../../api/src/dev/start.ts');
