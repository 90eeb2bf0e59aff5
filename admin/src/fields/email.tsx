import { textType } from './text-types.tsx';

export const email = textType('email');
