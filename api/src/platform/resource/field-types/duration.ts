import Joi from 'joi';
import { INT4 } from '../../../contract/field-checks.ts';
import type { FieldTypeModule } from './field-type.ts';

/** A length of time kept and answered in whole minutes (an integer column); people read it as hours and minutes. */
export const duration: FieldTypeModule = {
  name: 'duration',
  jsonSchema: () => ({ type: 'integer' }),
  description: 'A length of time in whole minutes (JSON number), within the field range',
  shape: (f) =>
    Joi.number()
      .integer()
      .min(f.min ?? INT4.min)
      .max(f.max ?? INT4.max),
  filterValue: (_f, raw) =>
    /^-?\d{1,10}$/.test(raw) && Number(raw) >= INT4.min && Number(raw) <= INT4.max ? { value: Number(raw) } : { code: 'NOT_A_NUMBER' },
  sample: (f) => f.min ?? 1,
  badFilters: ['1e999', '99999999999999999999', 'una hora', '2147483648'],
};
