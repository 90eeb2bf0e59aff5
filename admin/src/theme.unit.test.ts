// The theme's text colours read on the admin's light grounds (WCAG 2.1 AA, 4.5:1), a firm's own
// colour included.
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { BASE_THEME, forText, primaryTokens } from './theme.ts';

extend([a11yPlugin]);

describe('forText', () => {
  it('keeps a colour that already reads, and darkens one that does not just enough', () => {
    expect(forText('#1f4e79')).toBe('#1f4e79');
    for (const light of ['#f9a825', '#c9a227', '#2e7d32', '#1677ff', '#ffffff']) {
      const dark = forText(light);
      expect(colord(dark).contrast('#f0f0f0'), light).toBeGreaterThanOrEqual(4.5);
      expect(colord(dark).contrast('#ffffff'), light).toBeGreaterThanOrEqual(4.5);
      // The same hue, a little darker: not black.
      expect(colord(dark).contrast('#f0f0f0'), light).toBeLessThan(6);
    }
  });

  it("keeps a firm's colour readable under the pointer as well", () => {
    for (const light of ['#f9a825', '#2e7d32', '#1677ff']) {
      const tokens = primaryTokens(forText(light));
      expect(colord(tokens.colorLinkHover).contrast('#fafafa'), light).toBeGreaterThanOrEqual(4.5);
      expect(colord('#ffffff').contrast(tokens.colorPrimaryHover), light).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('answers a value that is not a colour as it came', () => {
    expect(forText('not-a-colour')).toBe('not-a-colour');
  });
});

describe('the base theme', () => {
  it('writes links, danger words and tags in colours that read on white and on their tints', () => {
    expect(colord(BASE_THEME.token.colorPrimary).contrast('#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(colord(BASE_THEME.token.colorError).contrast('#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(colord(BASE_THEME.token.colorSuccessText).contrast('#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(colord(BASE_THEME.token.colorWarningText).contrast('#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Under the pointer too (a hovered row's ground is #fafafa).
    for (const key of ['colorLinkHover', 'colorPrimaryHover', 'colorLinkActive'] as const) {
      expect(colord(BASE_THEME.token[key]).contrast('#fafafa'), key).toBeGreaterThanOrEqual(4.5);
    }
    const tag = BASE_THEME.components.Tag as Record<string, string>;
    expect(colord(tag.green7).contrast('#f6ffed')).toBeGreaterThanOrEqual(4.5);
    expect(colord(tag.gold7).contrast('#fffbe6')).toBeGreaterThanOrEqual(4.5);
    expect(colord(tag.colorSuccess).contrast('#f6ffed')).toBeGreaterThanOrEqual(4.5);
  });
});
