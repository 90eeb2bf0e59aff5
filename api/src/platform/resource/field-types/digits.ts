import { textType } from './text-types.ts';

export const digits = textType('digits', 'A numeric identifier kept as text (digits only)', (f, n) => String(900000000 + n).slice(0, f.max ?? 20));
