import { textType } from './text-types.ts';

export const email = textType('email', 'An email address', (_f, n) => `prueba${n}@ejemplo.co`);
