// The admin's Ant Design theme: Refine's `RefineThemes.Blue`, written out (the shell need not load
// @refinedev/antd for one colour). Its components' styles are written with CSS variables (`cssVar`)
// and carry no per-theme class (`hashed: false`; one Ant Design on the page): a company's colours
// then change the variables only, and the styles are the same for every company, so the build
// writes them to a stylesheet ahead of time (build/antd-styles.ts) instead of every browser
// computing them as it first draws each component.
import type { ThemeConfig } from 'antd';

export const BASE_THEME = { token: { colorPrimary: '#1677FF' }, cssVar: true, hashed: false } satisfies ThemeConfig;
