// Vitest for every workspace: API tests against a real PostgreSQL (one fresh database per file,
// cloned from a migrated and seeded template), pure unit tests, the admin's pure modules.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['api/src/**/*.test.ts', 'policies/**/*.test.ts', 'seeds/**/*.test.ts', 'knex/**/*.test.ts', 'admin/src/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    globalSetup: ['api/src/platform/testing/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
