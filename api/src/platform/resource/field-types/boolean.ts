import Joi from 'joi';
import type { FieldTypeModule } from './field-type.ts';

export const boolean: FieldTypeModule = {
  name: 'boolean',
  jsonSchema: () => ({ type: 'boolean' }),
  description: 'true or false',
  shape: () => Joi.boolean(),
  filterValue: (_f, raw) => (raw === 'true' || raw === 'false' ? { value: raw === 'true' } : { code: 'INVALID_VALUE' }),
  sample: (f) => f.default ?? true,
  badFilters: ['quizás', '2'],
};
