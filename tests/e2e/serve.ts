// The server the browser tests drive: `npm start` on a fresh database, with the admin already built.
import { ensureDatabase, ownerKnex } from '../../knex/index.ts';

const port = process.env.E2E_PORT ?? '3100';
const server = process.env.TEST_DATABASE_URL;
if (server) {
  const url = new URL(server);
  // One database per port, so two checkouts can run their journeys side by side.
  const database = `lawfirm_e2e_${port}`;
  url.pathname = `/${database}`;
  const admin = ownerKnex(server);
  await admin.raw('drop database if exists ?? with (force)', [database]);
  await admin.destroy();
  await ensureDatabase(url.toString());
  process.env.DATABASE_URL = url.toString();
} else {
  process.env.EMBEDDED_PG_DIR = `.data/e2e-pg-${Date.now()}`;
  process.env.EMBEDDED_PG_PORT = '54340';
}
process.env.PORT = port;
process.env.OIDC_DEV_PORT = String(Number(port) + 1);
process.env.SKIP_ADMIN_BUILD = 'true';
delete process.env.OIDC_ISSUER;
await import('../../api/src/dev/start.ts');
