import { integer } from './integer.ts';
import type { FieldTypeModule } from './field-type.ts';

/**
 * A length of time kept and answered in whole minutes (an integer column); people read it as hours
 * and minutes. Checked, filtered and sampled as an integer.
 */
export const duration: FieldTypeModule = {
  ...integer,
  name: 'duration',
  description: 'A length of time in whole minutes (JSON number), within the field range',
  badFilters: ['1e999', '99999999999999999999', 'una hora', '2147483648'],
};
