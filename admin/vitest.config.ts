// The admin's component tests: one screen rendered in jsdom with Testing Library, checking at this
// layer what a browser journey would otherwise check about that screen alone. The pure modules'
// tests (src/**/*.test.ts) stay in the root's node `unit` project.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // The admin folder, whether this runs alone (-c admin/vitest.config.ts, --root admin) or as a project of the root config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'components',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['src/testing/setup-dom.ts'],
    testTimeout: 20_000,
    server: { deps: { inline: [/@refinedev\//, /react-router/] } },
  },
});
