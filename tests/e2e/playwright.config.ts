// Browser journeys in Debian's Chromium against the built admin served by the real API with the
// development identity provider. Each worker starts its own server on its own database cloned from
// the tests' template (global-setup.ts, platform.ts), so journeys run side by side: they wait on
// the browser and the server far more than they compute (a journey uses about a quarter of a core).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  // Conditions, not clocks: generous limits, so a journey on a loaded machine (CI on 2 shared cores)
  // waits longer for what it expects instead of failing; on a quiet machine nothing waits for them.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A flaky journey is fixed, not retried into green.
  retries: 0,
  reporter: [['list']],
  use: {
    locale: 'es-CO',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
});
