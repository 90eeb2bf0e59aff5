// WCAG 2.1 A and AA in the journeys (issue 33): axe-core looks at the page as it is on screen, and a
// critical or serious violation fails the journey with the rule and where it was found.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * `contrast: false` leaves out colour contrast, for a page already judged at another width: colours
 * do not change with the width, and on a desktop (fixed columns over scrolling ones) that rule alone
 * took about 9 s a page of a table in CI (a third of a page's whole sweep there).
 */
export async function expectAccessible(page: Page, what: string, { contrast = true } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (!contrast) builder.disableRules(['color-contrast']);
  const { violations } = await builder
    // Only what fails: axe's passes and incomplete lists cost as much as the checks.
    .options({ resultTypes: ['violations'] })
    // rc-table's row that measures column widths: aria-hidden, empty, and tabindex -1 (never reached
    // by Tab); axe's aria-hidden-focus counts it, which no change of ours can.
    .exclude('.ant-table-measure-row')
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`);
  expect(blocking, `${what}: WCAG 2.1 AA violations (axe)`).toEqual([]);
}
