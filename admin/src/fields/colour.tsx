// A hex colour: picked on a palette or typed, read as a swatch with its code. The verdict on the
// text is the contract's (#RGB or #RRGGBB).
import { ColorPicker, Input, Space } from 'antd';
import type { AdminFieldType } from './field-type.ts';

interface ColourInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

function ColourInput({ id, value, onChange, disabled }: ColourInputProps) {
  return (
    <Space.Compact>
      <ColorPicker
        value={value && /^#[0-9a-f]{3,6}$/i.test(value) ? value : undefined}
        disabled={disabled}
        disabledAlpha
        format="hex"
        onChange={(colour) => onChange?.(colour.toHexString().toUpperCase())}
      />
      <Input id={id} value={value ?? ''} disabled={disabled} maxLength={7} placeholder="#1F4E79" autoComplete="off" spellCheck={false}
        onChange={(e) => onChange?.(e.target.value)} style={{ width: 120, fontFamily: 'monospace' }} />
    </Space.Compact>
  );
}

export const colour: AdminFieldType = {
  input: (_f, { disabled }) => <ColourInput disabled={disabled} />,
  Value: ({ value }) => (
    <Space size={6}>
      <span aria-hidden style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, background: String(value), border: '1px solid rgba(0,0,0,0.15)', verticalAlign: 'middle' }} />
      <span style={{ fontFamily: 'monospace' }}>{String(value)}</span>
    </Space>
  ),
  sortable: false,
  toWire: (_f, value) => (typeof value === 'string' ? value.trim() : value),
  fromQuery: (_f, raw) => raw[0],
};
