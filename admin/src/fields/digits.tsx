import { textType } from './text-types.tsx';

export const digits = textType('numeric');
