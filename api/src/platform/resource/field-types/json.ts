// A JSON object of bounded size, stored as jsonb. Lists neither sort nor filter by it (decision 64):
// the crud refuses those with NOT_FILTERABLE before the value is read.
import Joi from 'joi';
import type { FieldTypeModule } from './field-type.ts';

export const json: FieldTypeModule = {
  name: 'json',
  jsonSchema: () => ({ type: 'object' }),
  description: 'A JSON object of bounded size (not sortable, not filterable)',
  shape: () => Joi.object(),
  filterValue: () => ({ code: 'NOT_FILTERABLE' }),
  sample: (_f, n) => ({ nota: 'prueba', n, etiquetas: ['a', 'b'], anidado: { activo: true } }),
  badFilters: ['{}', 'x'],
};
