// npm run migrate / migrate:rollback: applies or removes every migration on DATABASE_URL.
import { migrateLatest, rollbackAll } from './index.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (npm start migrates the embedded database by itself).');
  process.exit(2);
}
const command = process.argv[2] ?? 'latest';
if (command === 'latest') {
  const applied = await migrateLatest(url);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date');
} else if (command === 'rollback-all') {
  await rollbackAll(url);
  console.log('Rolled back every migration');
} else {
  console.error(`Unknown command ${command}`);
  process.exit(2);
}
