// A list of email addresses: typed one after another (Enter, comma, semicolon or space closes
// each), read as tags. The verdict on the list is the contract's.
import { Select, Space, Tag } from 'antd';
import type { AdminFieldType } from './field-type.ts';

interface EmailsInputProps {
  id?: string;
  value?: string[] | null;
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
}

function EmailsInput({ id, value, onChange, disabled, placeholder }: EmailsInputProps) {
  return (
    <Select
      id={id}
      mode="tags"
      open={false}
      suffixIcon={null}
      tokenSeparators={[',', ';', ' ']}
      value={value ?? []}
      onChange={(next: string[]) => onChange?.(next.map((v) => v.trim()).filter(Boolean))}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}

export const emails: AdminFieldType = {
  input: (_f, { t, disabled }) => <EmailsInput disabled={disabled} placeholder={t('form.emailsHint')} />,
  wide: true,
  Value: ({ value }) => (
    <Space size={[4, 4]} wrap>
      {([] as unknown[]).concat(value ?? []).map((email) => (
        <Tag key={String(email)}>{String(email)}</Tag>
      ))}
    </Space>
  ),
  sortable: false,
  toForm: (_f, value) => (Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []),
  toWire: (_f, value) => (value === undefined || value === null ? [] : value),
  fromQuery: (_f, raw) =>
    raw
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
};
