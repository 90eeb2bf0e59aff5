// npm run seed: migrates DATABASE_URL and loads the demo data (idempotent).
import { migrateLatest, ownerKnex } from '../knex/index.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { seedDemo } from './demo.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (npm start seeds the embedded database by itself).');
  process.exit(2);
}
await migrateLatest(url);
const knex = ownerKnex(url);
await seedDemo(knex);
await knex.destroy();
console.log(`Demo data ready. Logins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(', ')}`);
