import { textType } from './text-types.ts';

export const text = textType('text', 'Text on one line, trimmed', (f, n, name) => `Prueba ${name} ${n}`.slice(0, f.max ?? 200));
