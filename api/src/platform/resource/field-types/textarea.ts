import { textType } from './text-types.ts';

export const textarea = textType('textarea', 'Text of several lines, trimmed', (f, n, name) => `Prueba ${name} ${n}`.slice(0, f.max ?? 2000));
