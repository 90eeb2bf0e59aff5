// The admin's component tests: one screen rendered in jsdom with Testing Library, checking at this
// layer what a browser journey would otherwise check about that screen alone. The pure modules'
// tests (src/**/*.test.ts) stay in the root's node `unit` project.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { errorTextsByLanguage } from './build/error-texts.ts';

export default defineProject({
  // The app's modules as the build makes them: JSX, and the error texts by language (build/error-texts.ts).
  plugins: [react(), errorTextsByLanguage()],
  // The admin folder, whether this runs alone (-c admin/vitest.config.ts, --root admin) or as a project of the root config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'components',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['src/testing/setup-dom.ts'],
    // A screen takes a second or two of CPU; on a machine shared with browsers and servers, many more.
    testTimeout: 60_000,
    // Each test's stubbed fetch and location, and its spies, are undone after it.
    unstubGlobals: true,
    restoreMocks: true,
    // The files of a worker share their modules (antd, Refine, the app): importing them again per
    // file cost more than the tests. Tests leave no state behind (setup-dom.ts cleans the page and
    // the storages); module state that stays is session-ended.ts's `leaving`, set once a session
    // ended (SessionGate.test.tsx), after which that module sends nobody to the login again.
    isolate: false,
    pool: 'threads',
    // Refine and react-router through Vite: loaded apart, Refine's router binding and the tests got
    // react-router's two builds (ESM and CommonJS), and the binding saw no router around it.
    server: { deps: { inline: [/@refinedev\//, /react-router/] } },
  },
});
