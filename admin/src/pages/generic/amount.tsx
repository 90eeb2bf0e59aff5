// How an amount reads wherever it is shown: on one line (never '11.305.633,' above '34'), with
// figures of equal width so the amounts of a column line up, and right-aligned in a table.
import type { CSSProperties, ReactNode } from 'react';

export const AMOUNT_STYLE: CSSProperties = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };

/** An amount in running content (a detail page, a total, a card). */
export function Amount({ children }: { children: ReactNode }) {
  return <span style={AMOUNT_STYLE}>{children}</span>;
}

/** A table column of amounts (money, decimals, hours, counts): spread into its column's props. */
export const AMOUNT_COLUMN = { align: 'right', onCell: () => ({ style: AMOUNT_STYLE }) } as const;
