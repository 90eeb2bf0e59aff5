// A hex colour: picked on a palette or typed, read as a swatch with its code. The verdict on the
// text is the contract's (#RGB or #RRGGBB).
import { Input, Space } from 'antd';
import { lazy, Suspense } from 'react';
import type { AdminFieldType } from './field-type.ts';

const ColourInput = lazy(() => import('./colour-input.tsx').then((m) => ({ default: m.ColourInput })));

/**
 * Form.Item injects value and onChange here; they reach the picker once it has loaded. Meanwhile a
 * stand-in takes the field's id, so the field's label names it.
 */
function LazyColourInput(props: { id?: string; value?: string | null; onChange?: (value: string) => void; disabled?: boolean }) {
  return (
    <Suspense fallback={<Input disabled id={props.id} style={{ width: 160 }} />}>
      <ColourInput {...props} />
    </Suspense>
  );
}

export const colour: AdminFieldType = {
  input: (_f, { disabled }) => <LazyColourInput disabled={disabled} />,
  Value: ({ value }) => (
    <Space size={6}>
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 16,
          height: 16,
          borderRadius: 4,
          background: String(value),
          border: '1px solid rgba(0,0,0,0.15)',
          verticalAlign: 'middle',
        }}
      />
      <span style={{ fontFamily: 'monospace' }}>{String(value)}</span>
    </Space>
  ),
  sortable: false,
  toWire: (_f, value) => (typeof value === 'string' ? value.trim() : value),
  fromQuery: (_f, raw) => raw[0],
};
