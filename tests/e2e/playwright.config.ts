// Browser journeys in Debian's Chromium against the built admin served by the real API, on a fresh
// database (TEST_DATABASE_URL's server, or an embedded PostgreSQL) with the development identity provider.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  // Conditions, not clocks: generous limits, so a journey on a loaded machine (CI on 2 shared cores)
  // waits longer for what it expects instead of failing; on a quiet machine nothing waits for them.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'es-CO',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'npx tsx tests/e2e/serve.ts',
    cwd: '../..',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
