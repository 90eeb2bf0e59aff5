// The admin's build; in development `vite` proxies the API so the session cookie stays same-origin.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStyles } from './build/antd-styles.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), antdStyles()],
  // Refine takes only PageHeader from @ant-design/pro-layout: ours (src/shell/PageHeader.tsx) is drawn
  // with Ant Design's own parts, keeps that header's class names and gives it an accessible back
  // button, and keeps pro-layout, pro-provider and their CommonJS copies out of every script (decision 286).
  resolve: { alias: [{ find: /^@ant-design\/pro-layout$/, replacement: fileURLToPath(new URL('./src/shell/PageHeader.tsx', import.meta.url)) }] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Left to itself the bundler made a chunk for every set of pages sharing a module: a full
        // load fetched 43–53 scripts, many of a few hundred bytes, each a round trip on the
        // browser's six connections. Three groups instead (issue 30, npm run bench:pages):
        codeSplitting: {
          groups: [
            // Everything the first screen imports statically (main.tsx and all it imports, taken
            // with it): one script.
            { name: 'shell', test: /[\\/]admin[\\/]src[\\/]main\.tsx$/, priority: 3 },
            // What the daily pages share: the generic list and table with their filters' pickers,
            // the queues' figures and indicators, and Babel's helpers every chunk would otherwise
            // take from whichever group came first.
            {
              name: 'lists',
              test: /[\\/]admin[\\/]src[\\/](pages[\\/]generic[\\/](GenericList|ResourceTable|ScrollRegion)\.tsx|fields[\\/]pickers\.tsx|pages[\\/]settlement[\\/]money\.ts|pages[\\/]generic[\\/]use-paged-table\.ts)$|[\\/]node_modules[\\/]antd[\\/]es[\\/](statistic|segmented|descriptions)[\\/]index\.js$|[\\/]node_modules[\\/]@babel[\\/]runtime[\\/]/,
              priority: 2,
            },
            // The charts' libraries (about 460 KB gzip), fetched by the pages that draw a chart
            // only: the packages themselves, not what they import, so no module another page needs
            // lands here and makes that page fetch the charts.
            {
              name: 'charts',
              test: /[\\/]node_modules[\\/](@ant-design[\\/](charts|plots|charts-util|graphs)|@antv|d3-[^\\/]+|gl-matrix|fecha|pdfast|fmin|size-sensor|svg-path-parser|flru|lodash)[\\/]/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
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
