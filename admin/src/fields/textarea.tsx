import { Input } from 'antd';
import type { AdminFieldType } from './field-type.ts';
import { textType } from './text-types.tsx';

export const textarea: AdminFieldType = { ...textType(), input: (_f, { disabled }) => <Input.TextArea disabled={disabled} rows={3} />, wide: true };
