import { textType } from './text-types.tsx';

export const personName = textType();
