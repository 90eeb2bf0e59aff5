import { textType } from './text-types.ts';

export const personName = textType('personName', "A person's name: letters, spaces, apostrophes, dots and hyphens", () => 'María José');
