// A JSON object, edited as its text; the text is parsed on the way out (text that is no JSON goes
// as it is, for the contract to refuse). Lists neither filter nor sort by it.
import { Input, Typography } from 'antd';
import type { AdminFieldType } from './field-type.ts';

export const json: AdminFieldType = {
  input: (_f, { disabled }) => <Input.TextArea disabled={disabled} rows={6} spellCheck={false} style={{ fontFamily: 'monospace' }} />,
  wide: true,
  fillsShow: true,
  Value: ({ value }) => (
    <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {JSON.stringify(value)}
    </Typography.Text>
  ),
  sortable: false,
  toForm: (_f, value) => (value === null || value === undefined ? value : JSON.stringify(value, null, 2)),
  toWire: (_f, value) => {
    if (typeof value !== 'string' || value.trim() === '') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
};
