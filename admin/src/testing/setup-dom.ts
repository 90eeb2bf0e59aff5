// Before every component test file: jest-dom's matchers, the app's i18n (Spanish, its real locale
// files), React 19's render hook for antd, and what jsdom lacks that antd calls while rendering.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18nReady } from '../i18n/i18n.ts';
import '../antd-react19.ts';

// antd's Grid and responsive observers ask media queries: no query matches (a desktop is assumed,
// as AppLayout does before the first measure).
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Tables, tabs and overflowing menus observe their size; jsdom lays nothing out, so nothing changes.
class NoResize implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResize;

// rc-util measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'); jsdom has no
// pseudo-elements and reports "Not implemented" for them: the element's own style answers instead.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// Scrolling to a field with an error, or to a form's section: jsdom has no layout to scroll.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};

// Role queries skip the accessibility tree's visibility check, a getComputedStyle for every element
// and its ancestors (seconds per query in a form). antd's stylesheets are not in the page anyway
// (render-screen.tsx), so that check could only read inline styles: a test that means "shown"
// asserts toBeVisible, which reads the same inline styles. A shared, busy machine may take more than
// the default second to show what a screen fetched.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await i18nReady;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
