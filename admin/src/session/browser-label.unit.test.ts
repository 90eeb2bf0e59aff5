// The browser shown for each open session: name, major version and system, read from the User-Agent.
import { describe, expect, it } from 'vitest';
import { browserLabel } from './browser-label.ts';

describe('browserLabel', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome 131 · Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86', 'Edge 131 · Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133 · Linux'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari 18 · macOS'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari 18 · iOS',
    ],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome 131 · Android'],
  ])('names %s', (ua, label) => {
    expect(browserLabel(ua)).toBe(label);
  });

  it('keeps an unknown agent as it came, shortened, and has nothing to say about an empty one', () => {
    expect(browserLabel('curl/8.5.0')).toBe('curl/8.5.0');
    expect(browserLabel('x'.repeat(80))).toBe(`${'x'.repeat(60)}…`);
    expect(browserLabel('')).toBeNull();
    expect(browserLabel(null)).toBeNull();
  });
});
