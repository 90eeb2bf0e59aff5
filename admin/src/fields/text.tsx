import { textType } from './text-types.tsx';

export const text = textType();
