// Ant Design's component styles as a stylesheet made by the build. Ant Design writes its styles in
// the browser (CSS-in-JS): the first time a page draws a table, a select or a menu, it computes that
// component's rules, hashes them and inserts a <style>; a full load of a list did it for ~90
// components. Ant Design's own extractor (@ant-design/static-style-extract) renders every component
// once with the admin's theme and gives their rules with a map of what it covered; the browser reads
// that map from the stylesheet and skips what is there. What it leaves out (dialogs, drawers,
// tooltips: portals it cannot render on the server) is still computed in the browser as before.
// Only for the build: the dev server and the component tests compute styles as the browser does.
import crypto from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { ConfigProvider } from 'antd';
import { extractStyle } from '@ant-design/static-style-extract';
import { BASE_THEME } from '../src/theme.ts';

export function antdStyles(): Plugin {
  let fileName = '';
  return {
    name: 'antd-styles',
    apply: 'build',
    buildStart() {
      const css = extractStyle((node: ReactElement) => createElement(ConfigProvider, { theme: BASE_THEME }, node));
      fileName = `assets/antd-${crypto.createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    // First in <head>: the admin's own stylesheet and Ant Design's runtime styles come after it.
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head-prepend' }],
  };
}
