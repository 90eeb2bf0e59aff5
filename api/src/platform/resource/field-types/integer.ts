import Joi from 'joi';
import { INT4 } from '../../../contract/field-checks.ts';
import type { FieldTypeModule } from './field-type.ts';

export const integer: FieldTypeModule = {
  name: 'integer',
  jsonSchema: () => ({ type: 'integer' }),
  description: 'A whole number (JSON number) within the field range or PostgreSQL integer',
  shape: (f) =>
    Joi.number()
      .integer()
      .min(f.min ?? INT4.min)
      .max(f.max ?? INT4.max),
  filterValue: (_f, raw) =>
    /^-?\d{1,10}$/.test(raw) && Number(raw) >= INT4.min && Number(raw) <= INT4.max ? { value: Number(raw) } : { code: 'NOT_A_NUMBER' },
  sample: (f) => f.min ?? 1,
  badFilters: ['1e999', '99999999999999999999', 'uno', '2147483648'],
};
