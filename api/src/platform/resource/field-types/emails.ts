// A list of email addresses in a text[] column. One address may arrive as a string; the contract
// makes it a one-item list. Lists neither sort nor filter by it.
import Joi from 'joi';
import type { FieldTypeModule } from './field-type.ts';

export const emails: FieldTypeModule = {
  name: 'emails',
  jsonSchema: () => ({ type: 'array', items: { type: 'string' } }),
  description: 'A list of email addresses (a single one may be sent as a string); not sortable, not filterable',
  shape: () => Joi.alternatives().try(Joi.string(), Joi.array().items(Joi.string())),
  filterValue: () => ({ code: 'NOT_FILTERABLE' }),
  sample: (_f, n) => [`socios${n}@bufete.co`, `facturacion${n}@bufete.co`],
  badFilters: ['a@b.co'],
};
