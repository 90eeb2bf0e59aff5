import Joi from 'joi';
import { PATTERNS } from '../../../contract/patterns.ts';
import type { FieldTypeModule } from './field-type.ts';

export const decimal: FieldTypeModule = {
  name: 'decimal',
  jsonSchema: () => ({ type: 'string' }), // numeric(20,6) travels as a decimal string
  description: 'A decimal of numeric(20,6) as a string (a JSON number is read as its text); answered as a string',
  shape: () => Joi.alternatives(Joi.string(), Joi.number()),
  filterValue: (_f, raw) => (PATTERNS.decimal.test(raw) ? { value: raw } : { code: 'NOT_A_NUMBER' }),
  sample: () => '10.5',
  badFilters: ['1e999', '999999999999999999999', 'NaN'],
};
