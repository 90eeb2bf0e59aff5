// Browser journeys in Debian's Chromium against the built admin served by the real API with the
// development identity provider. Each worker starts its own server on its own database cloned from
// the tests' template (global-setup.ts, platform.ts), so journeys run side by side. What a journey
// costs is the browser's CPU: see docs/testing.md for what was cut and why.
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './browser.ts';

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
    // The person asks for less motion: the admin then turns Ant Design's transitions off (App.tsx),
    // so no gesture waits for an animation and the browser draws far fewer frames.
    reducedMotion: 'reduce',
    // A trace records a picture of every frame and the page at every step: it doubled the journeys'
    // time. It is kept for a run that asks for it (E2E_TRACE=1, or `--trace on`); a failure always
    // leaves its error context (the page's accessibility snapshot) and a screenshot.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
});
