// The admin's build; in development `vite` proxies the API so the session cookie stays same-origin.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { antdStyles } from './build/antd-styles.ts';
import { errorTextsByLanguage } from './build/error-texts.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // Each script and stylesheet also written compressed at the build, Brotli and gzip at their
  // highest levels, for the server to send as they are (api/src/platform/http/admin-files.ts,
  // decision 300): a third fewer bytes than compressing each answer on the fly, and no compressing
  // per request.
  plugins: [react(), antdStyles(), errorTextsByLanguage(), compression({ include: /\.(js|css)$/, threshold: 1024, logLevel: 'silent' })],
  // Refine takes only PageHeader from @ant-design/pro-layout: ours (src/shell/PageHeader.tsx) is drawn
  // with Ant Design's own parts, keeps that header's class names and gives it an accessible back
  // button, and keeps pro-layout, pro-provider and their CommonJS copies out of every script (decision 286).
  // Two packages of the first screen stand in for more than it needs (decision 288):
  // resize-observer-polyfill, when every browser the build targets has ResizeObserver
  // (src/resize-observer.ts), and qs's side-channel, a WeakMap behind 10 KB of CommonJS (src/side-channel.ts).
  resolve: {
    alias: [
      { find: /^@ant-design\/pro-layout$/, replacement: fileURLToPath(new URL('./src/shell/PageHeader.tsx', import.meta.url)) },
      { find: /^resize-observer-polyfill$/, replacement: fileURLToPath(new URL('./src/resize-observer.ts', import.meta.url)) },
      { find: /^side-channel$/, replacement: fileURLToPath(new URL('./src/side-channel.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Left to itself the bundler made a chunk for every set of pages sharing a module: a full
        // load fetched 43–53 scripts, many of a few hundred bytes, each a round trip on the
        // browser's six connections. Four groups instead (issue 30, npm run bench:pages):
        codeSplitting: {
          groups: [
            // Everything the first screen imports statically (main.tsx and all it imports, taken
            // with it): one script.
            { name: 'shell', test: /[\\/]admin[\\/]src[\\/]main\.tsx$/, priority: 3 },
            // What the daily pages share: the generic list and table, the queues' money format and
            // paged table, and Babel's helpers every chunk would otherwise take from whichever group
            // came first. Not the figures some pages show (Statistic, Segmented, Descriptions): they
            // come with those pages, as the first screen shows none (decision 288).
            {
              name: 'lists',
              test: /[\\/]admin[\\/]src[\\/](pages[\\/]generic[\\/](GenericList|ResourceTable|ScrollRegion)\.tsx|pages[\\/]settlement[\\/]money\.ts|pages[\\/]generic[\\/]use-paged-table\.ts)$|[\\/]node_modules[\\/]@babel[\\/]runtime[\\/]/,
              priority: 2,
            },
            // The date pickers (antd's picker, rc-picker and dayjs' plugins, about 32 KB gzip) in one
            // script, fetched with the pages that draw one (the agenda, the invoices' overview...) and
            // when a date filter or a form's date field first shows (fields/lazy-pickers.tsx): the
            // clients' list, the first screen, has no date filter (decision 288).
            {
              name: 'pickers',
              test: /[\\/]admin[\\/]src[\\/]fields[\\/]pickers\.tsx$|[\\/]node_modules[\\/]antd[\\/]es[\\/]date-picker[\\/]index\.js$/,
              priority: 1,
            },
            // The figures some pages show (Statistic, Segmented, Descriptions, about 6 KB gzip together):
            // one script for the pages that show any of them, not one each (the invoices' page took
            // three; issue 30's 25 requests a full load).
            { name: 'figures', test: /[\\/]node_modules[\\/]antd[\\/]es[\\/](statistic|segmented|descriptions)[\\/]index\.js$/, priority: 1 },
            // The charts' libraries (about 460 KB gzip), fetched by the pages that draw a chart
            // only: the packages themselves, not what they import, so no module another page needs
            // lands here and makes that page fetch the charts.
            {
              name: 'charts',
              test: /[\\/]node_modules[\\/](@ant-design[\\/](charts|plots|charts-util|graphs)|@antv|d3-[^\\/]+|gl-matrix|fecha|pdfast|fmin|size-sensor|svg-path-parser|flru|lodash|color-string|color-name)[\\/]/,
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
