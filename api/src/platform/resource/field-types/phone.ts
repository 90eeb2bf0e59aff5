import { textType } from './text-types.ts';

export const phone = textType('phone', 'A phone number, digits only', () => '3001234567');
