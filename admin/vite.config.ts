// The admin's build; in development `vite` proxies the API so the session cookie stays same-origin.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // casbin parses CSV policies with csv-parse, whose Node build reads the global Buffer while it
    // loads; its browser build carries its own (see src/node-globals.ts for casbin's other use).
    alias: [{ find: /^csv-parse\/sync$/, replacement: 'csv-parse/browser/esm/sync' }],
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: api,
        // The dev server stands in for the API's own origin: without this the API's same-origin
        // wall refuses every save made from the dev server's port (CROSS_SITE_REQUEST).
        configure: (proxy) => {
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin')) request.setHeader('origin', new URL(api).origin);
          });
        },
      },
      '/documentation': api,
      '/openapi.json': api,
      '/swaggerui': api,
    },
  },
});
