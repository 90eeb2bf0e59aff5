import { textType } from './text-types.tsx';

export const phone = textType('tel');
