// An amount: a decimal string with at most the field's scale of decimals, numeric(20,6) in the
// table, answered with exactly the scale's decimals ('1234.50'). Never a JavaScript float.
import Joi from 'joi';
import { MONEY_DEFAULT_SCALE } from '../../../contract/field-checks.ts';
import { PATTERNS } from '../../../contract/patterns.ts';
import type { FieldTypeModule } from './field-type.ts';

const scaleOf = (f: { scale?: number }) => f.scale ?? MONEY_DEFAULT_SCALE;

export const money: FieldTypeModule = {
  name: 'money',
  jsonSchema: () => ({ type: 'string' }), // numeric(20,6) travels as a decimal string
  description: 'An amount as a decimal string with at most the field scale of decimals (never a JSON number)',
  shape: () => Joi.string().pattern(/^-?\d{1,14}(\.\d+)?$/),
  // The stored value has no more decimals than the scale (they are refused), so this cast never rounds.
  read: (column, f) => `(${column})::numeric(20, ${Number(scaleOf(f))})::text`,
  filterValue: (_f, raw) => (PATTERNS.decimal.test(raw) ? { value: raw } : { code: 'NOT_A_NUMBER' }),
  sample: (f) => (scaleOf(f) > 0 ? `1234.${'5'.padEnd(scaleOf(f), '0')}` : '1234'),
  badFilters: ['1e999', '999999999999999999999', 'NaN', '1,5'],
};
