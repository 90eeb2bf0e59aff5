// The admin's Ant Design theme. Its components' styles are written with CSS variables (`cssVar`)
// and carry no per-theme class (`hashed: false`; one Ant Design on the page): a company's colours
// then change the variables only, and the styles are the same for every company, so the build
// writes them to a stylesheet ahead of time (build/antd-styles.ts) instead of every browser
// computing them as it first draws each component.
//
// Text meets WCAG 2.1 AA (4.5:1, issue 33): Ant Design's defaults do not (grey descriptions 3.4:1,
// placeholders 1.8:1, the danger red 3.3:1, tags' words on their tint about 3.4:1, the calendar's
// days of other months 1.8:1), so those colours
// are a step darker here, and a firm's own colour is darkened for text until it reads (`forText`).
import type { ThemeConfig } from 'antd';
import { presetPalettes } from '@ant-design/colors';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/** The lightest ground a link or the selected menu entry sits on (the selected entry's tint). */
const LIGHTEST_GROUND = '#f0f0f0';
const AA_TEXT = 4.5;

/** `color`, darkened as little as needed to be read on the admin's light grounds (4.5:1). */
export function forText(color: string): string {
  let c = colord(color);
  if (!c.isValid()) return color;
  for (let step = 0; step < 20 && c.contrast(LIGHTEST_GROUND) < AA_TEXT; step++) c = c.darken(0.03);
  return c.toHex();
}

/**
 * The tokens of a primary colour that must read: Ant Design lightens a link and a primary button
 * under the pointer (#0958d9 turns 4.2:1 on a hovered row), so here they darken instead.
 */
export function primaryTokens(color: string) {
  const hover = colord(color).darken(0.07).toHex();
  const active = colord(color).darken(0.12).toHex();
  return { colorPrimary: color, colorLink: color, colorPrimaryHover: hover, colorLinkHover: hover, colorPrimaryActive: active, colorLinkActive: active };
}

/** A preset tag's words on its tint: the palette's 8th step, or the 9th where the 8th is too light. */
function tagWords(): Record<string, string> {
  const words: Record<string, string> = {};
  for (const [name, palette] of Object.entries(presetPalettes)) {
    if (name === 'grey') continue;
    words[`${name}7`] = colord(palette[7]).contrast(palette[0]) >= AA_TEXT ? palette[7] : palette[8];
  }
  return words;
}

export const BASE_THEME = {
  token: {
    ...primaryTokens('#0958d9'), // Ant Design's blue, a step darker: links read at 6.2:1
    colorError: '#cf1322',
    // Words in the state colours (a figure's rise or fall, a warning): Ant Design's text greens and
    // golds read at 2:1 on white.
    colorSuccessText: '#237804',
    colorWarningText: '#874d00',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
  components: {
    // A neutral tint under the selected entry: a company colour's own light tint can be mid-grey.
    Menu: { itemSelectedBg: 'rgba(0, 0, 0, 0.06)' },
    // The calendar's days of the months around, and the chosen day's tint, as above.
    Calendar: { colorTextDisabled: 'rgba(0, 0, 0, 0.55)', itemActiveBg: 'rgba(0, 0, 0, 0.06)' },
    // An empty table's sentence (Ant Design draws it in the disabled grey).
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.55)' },
    Tag: { ...tagWords(), colorInfo: '#003eb3', colorWarning: '#874d00', colorSuccess: '#237804', colorError: '#a8071a' },
  },
  cssVar: true,
  hashed: false,
} satisfies ThemeConfig;
