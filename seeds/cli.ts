// npm run seed: creates and migrates DATABASE_URL if needed, then loads the demo data (idempotent).
import { ensureDatabase, migrateLatest, ownerKnex } from '../knex/index.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { DEMO, seedDemo } from './demo.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (npm start seeds the embedded database by itself).');
  process.exit(2);
}

await ensureDatabase(url);
const applied = await migrateLatest(url);
const knex = ownerKnex(url);
try {
  await seedDemo(knex);
  const count = async (table: string, where: Record<string, string>) =>
    Number((await knex(table).where(where).count<{ count: string }[]>({ count: '*' }))[0].count);
  const [companies, users, clients, projects] = await Promise.all([
    count('companies', { tenant_id: DEMO.tenantId }),
    count('tenant_memberships', { tenant_id: DEMO.tenantId }),
    count('clients', { tenant_id: DEMO.tenantId }),
    count('projects', { tenant_id: DEMO.tenantId }),
  ]);
  console.log(`Migrations applied: ${applied.length}.`);
  console.log(`Bufete Demo: ${companies} companies, ${users} users, ${clients} clients, ${projects} projects (plus the tenant Consultores Andinos S.A.S.).`);
  console.log(
    `Logins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => (u.tenants === 'none' ? `${u.email} (no tenant: registers)` : u.email)).join(', ')}`,
  );
} finally {
  await knex.destroy();
}
