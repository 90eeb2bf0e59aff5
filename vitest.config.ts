// Vitest for every workspace, in projects:
// - unit: the tests that need neither PostgreSQL nor the API server, known by their name: a file
//   named `*.unit.test.ts` (pure rules, field checks, the fee engine, the contract, the policies,
//   the admin's pure modules). No global setup; it runs alone with `vitest run --project unit`.
// - api: every other `*.test.ts`, against a real PostgreSQL: one fresh database per file, cloned
//   from a migrated and seeded template made by the global setup.
// - components: the admin's screens in jsdom (admin/vitest.config.ts, `*.test.tsx`), once it exists.
// The unit glob and its exclusion from api split the `*.test.ts` files in two: none is left out or
// run twice. A worker's files share one module graph (no isolation), so the api project builds its
// server once per worker (testing/harness.ts); a test leaves module state as it found it.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const UNIT = '**/*.unit.test.ts';
const ADMIN_COMPONENTS = 'admin/vitest.config.ts';
const exclude = [...configDefaults.exclude, 'tests/e2e/**', '.data/**']; // Playwright's journeys are not Vitest's

export default defineConfig({
  test: {
    environment: 'node',
    maxWorkers: 3,
    testTimeout: 30_000, // the fee engine's property tests run a thousand cases each
    projects: [
      { extends: true, test: { name: 'unit', include: [UNIT], exclude, isolate: false } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['**/*.test.ts'],
          exclude: [...exclude, UNIT],
          globalSetup: ['api/src/platform/testing/global-setup.ts'],
          isolate: false,
          hookTimeout: 120_000,
        },
      },
      ...(fs.existsSync(fileURLToPath(new URL(ADMIN_COMPONENTS, import.meta.url))) ? [ADMIN_COMPONENTS] : []),
    ],
  },
});
