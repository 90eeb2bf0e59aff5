import { textType } from './text-types.ts';

export const colour = textType('colour', "A hex colour, '#RGB' or '#RRGGBB'", () => '#1F4E79');
