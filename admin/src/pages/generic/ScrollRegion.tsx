// A table that may be wider than a phone, in a region that scrolls sideways and takes keyboard focus
// (WCAG 2.1.1: what scrolls must be scrollable by keyboard). A table whose rows are links or buttons
// needs none: its own controls take the focus. This one holds figures only.
import type { ReactNode } from 'react';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
