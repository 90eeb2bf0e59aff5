// The colour control: a palette beside the typed code (loaded with the first form that has a colour:
// Ant Design's colour picker is heavy for a first screen that never shows one).
import { ColorPicker, Input, Space } from 'antd';

interface ColourInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

export function ColourInput({ id, value, onChange, disabled }: ColourInputProps) {
  return (
    <Space.Compact>
      <ColorPicker
        value={value && /^#[0-9a-f]{3,6}$/i.test(value) ? value : undefined}
        disabled={disabled}
        disabledAlpha
        format="hex"
        onChange={(colour) => onChange?.(colour.toHexString().toUpperCase())}
      />
      <Input
        id={id}
        value={value ?? ''}
        disabled={disabled}
        maxLength={7}
        placeholder="#1F4E79"
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange?.(e.target.value)}
        style={{ width: 120, fontFamily: 'monospace' }}
      />
    </Space.Compact>
  );
}
