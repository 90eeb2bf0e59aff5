// The admin's build; in development `vite` proxies the API so the session cookie stays same-origin.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStyles } from './build/antd-styles.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), antdStyles()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // @refinedev/antd imports react-markdown and remark-gfm for its MarkdownField, and
        // @refinedev/core papaparse for CSV import/export, none of which we use; their packages do not
        // say they are free of side effects, so the bundler kept a Markdown and a CSV parser in the
        // chunks every list loads. They are (pure libraries): when nothing of theirs is used, they go.
        moduleSideEffects: [{ test: /node_modules[\\/](react-markdown|remark-gfm|papaparse)[\\/]/, sideEffects: false }],
      },
    },
  },
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
