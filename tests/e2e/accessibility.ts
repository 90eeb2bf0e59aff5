// WCAG 2.1 A and AA in the journeys (issue 33): axe-core looks at the page as it is on screen, and a
// critical or serious violation fails the journey with the rule and where it was found.
//
// axe runs inside the page itself, injected once per loaded document. @axe-core/playwright's
// `analyze()` took 1.2–3.7 s a page here against 0.1–0.8 s for the same rules this way: it injects
// axe into every frame at each call and finishes each run in a blank page of its own. The admin
// draws no frames of its own, so nothing is left out.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page's violations of WCAG 2.1 AA, as axe finds them in it now. */
async function violations(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_21_AA },
    // Only what fails: axe's passes and incomplete lists cost as much as the checks.
    resultTypes: ['violations'],
  };
  return page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    // rc-table's row that measures column widths: aria-hidden, empty, and tabindex -1 (never reached
    // by Tab); axe's aria-hidden-focus counts it, which no change of ours can.
    const exclude = ['.ant-table-measure-row'];
    // With a question open (a modal dialog, which holds the focus) the page behind its mask is
    // inert: the question is what is read and used, and what is judged. axe would otherwise judge
    // the page's text through the mask's grey.
    const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')].filter((d) => d.offsetParent !== null);
    const { violations } = await axe.run(open.length ? { include: open, exclude } : { exclude }, options);
    // An open picker's list scrolls while the focus stays in its combobox, which moves through the
    // options by the arrow keys (aria-activedescendant: ARIA's combobox pattern); the list is not
    // meant to take the focus itself, which is all axe's scrollable-region-focusable asks of it.
    const inPicker = (target: unknown) => typeof target === 'string' && !!document.querySelector(target)?.closest('.ant-select-dropdown');
    return violations
      .map((v) => (v.id === 'scrollable-region-focusable' ? { ...v, nodes: v.nodes.filter((n) => !inPicker(n.target[0])) } : v))
      .filter((v) => v.nodes.length > 0);
  }, options);
}

/** A contrast failure's colours and ratio, which say what to change. */
function colours(node: AxeResults['violations'][number]['nodes'][number]): string {
  const data = node.any.find((check) => check.id === 'color-contrast')?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1)` : '';
}

export async function expectAccessible(page: Page, what: string): Promise<void> {
  // The pointer off the content: what it last hovered (a row, a link) would be judged in its
  // hover colours one run and not the next.
  await page.mouse.move(0, 0);
  const blocking = (await violations(page))
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')}${colours(n)}`)
          .join(' | ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
    );
  expect(blocking, `${what}: WCAG 2.1 AA violations (axe)`).toEqual([]);
}
