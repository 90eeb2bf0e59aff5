// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { announcements } from './announcements.ts';

describe('announcements', () => {
  it('is one polite live region on the page, made before any message', () => {
    const region = announcements();
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.isConnected).toBe(true);
    expect(announcements()).toBe(region);
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
  });
});
