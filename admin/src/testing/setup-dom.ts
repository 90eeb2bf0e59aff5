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

// A computed style is the element's inline style, with a browser's resolved value for the lengths
// antd measures (padding, margin, border widths: '0px' where nothing sets them; jsdom answers '',
// which made TextArea's autosize set a NaN height). antd's stylesheets are not in the page
// (render-screen.tsx), so nothing else could decide whether an element shows, and jsdom's own
// getComputedStyle costs about 10 ms an element (it resolves every property through its CSS engine),
// which accessible names (every getByRole with a name) and toBeVisible ask for each element and its
// ancestors. It also spares rc-util's getComputedStyle(element, '::-webkit-scrollbar'), a
// pseudo-element jsdom reports as "Not implemented".
const MEASURED = /^(margin|padding)(-(top|right|bottom|left))?$|^border(-(top|right|bottom|left))?-width$/;
const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const resolved = (property: string, value: string) => value || (MEASURED.test(property) ? '0px' : '');
const jsdomComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => {
  const inline = (element as HTMLElement).style;
  if (!inline) return jsdomComputedStyle(element);
  return new Proxy(inline, {
    get(target, key) {
      if (key === 'getPropertyValue') return (property: string) => resolved(property, target.getPropertyValue(property));
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value === 'function') return value.bind(target);
      return typeof key === 'string' && typeof value === 'string' ? resolved(kebab(key), value) : value;
    },
  });
};

// Scrolling to a field with an error, or to a form's section: jsdom has no layout to scroll.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};

// Role queries skip the accessibility tree's visibility check, a computed style for every element
// and its ancestors: antd's stylesheets are not in the page, so that check could only read inline
// styles, and a test that means "shown" asserts toBeVisible, which reads the same. A failed query's
// error leaves out the page's markup: findBy* builds that error on every retry, and an antd page's
// markup costs more to print than the query (call screen.debug() to see it). A shared, busy machine
// may take more than the default second to show what a screen fetched.
configure({
  defaultHidden: true,
  asyncUtilTimeout: 5000,
  getElementError: (message) => Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }),
});

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
