// What every table of the admin does the same way (the generated lists and the hand-written ones):
// a row opens its record, by a click outside the row's own controls or by Enter once focused, and
// the actions column stays in view on a desktop while the other columns scroll.
import { useGo } from '@refinedev/core';
import { Grid, type CheckboxProps } from 'antd';
import { useHandler } from '../../providers/use-handler.ts';
import { useCallback, type HTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';
import type { TFunction } from 'i18next';

/** Where a row leads: a resource's page (`{ resource, action: 'show', id }`) or an admin path. */
export type RowTarget = NonNullable<Parameters<ReturnType<typeof useGo>>[0]['to']>;

/** What acts by itself inside a row: a click there is its own, not the row's. */
const OWN_CONTROLS = [
  'a',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[role="menuitem"]',
  '.ant-table-selection-column',
  '.ant-table-row-expand-icon-cell',
].join(', ');

/** Marks the rows that open (the shell's stylesheet draws their keyboard focus). */
export const OPENS_ATTRIBUTE = 'data-opens-record';

/**
 * The table's `onRow` for rows that open `targetOf(row)` (none: the table's rows open nothing).
 * Ctrl or ⌘ opens it in a new tab, as on a link. Give a `targetOf` that keeps its identity (useCallback):
 * the rows are drawn again when it changes.
 */
export function useRowOpens<T>(targetOf: ((row: T) => RowTarget | undefined) | undefined) {
  // Refine's go is a new function on every render; the rows keep one that calls the latest.
  const go = useHandler(useGo());
  const onRow = useCallback(
    (row: T): HTMLAttributes<HTMLElement> => {
      const to = targetOf?.(row);
      if (!to) return {};
      const open = (newTab: boolean) => {
        if (newTab) window.open(String(go({ to, type: 'path' })), '_blank', 'noopener');
        else go({ to });
      };
      return {
        tabIndex: 0,
        style: { cursor: 'pointer' },
        [OPENS_ATTRIBUTE]: '',
        onClick: (event: MouseEvent<HTMLElement>) => {
          const target = event.target as Element;
          // A dialog opened from the row (a deletion's question) is another part of the page, though
          // React passes its clicks up to the row.
          if (!event.currentTarget.contains(target)) return;
          const control = target.closest(OWN_CONTROLS);
          if (control && event.currentTarget.contains(control)) return;
          // A drag that selected a code to copy it is not a click on the row.
          if (window.getSelection()?.type === 'Range') return;
          open(event.ctrlKey || event.metaKey);
        },
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) open(event.ctrlKey || event.metaKey);
        },
      } as HTMLAttributes<HTMLElement>;
    },
    [go, targetOf],
  );
  return targetOf ? onRow : undefined;
}

/**
 * How an actions column is fixed: at the right edge from a tablet up, so a wide table's actions are
 * on screen at once; on a phone it scrolls with the rest (fixed, it would cover most of the row).
 */
export function useActionsFixed(): 'right' | undefined {
  // Before the first measure the breakpoints are unknown: a desktop is assumed, as in the layout.
  return Grid.useBreakpoint().md === false ? undefined : 'right';
}

/**
 * The check boxes of a table's row selection, named (WCAG 4.1.2): Ant Design draws them without a
 * label, so a screen reader announced a bare "check box" on every row.
 */
export function labelledSelection(t: TFunction) {
  // Ant Design hands the props to the <input> (aria-* included), though its type does not list them.
  return { getCheckboxProps: () => ({ 'aria-label': t('list.selectRow') }) as CheckboxProps };
}
