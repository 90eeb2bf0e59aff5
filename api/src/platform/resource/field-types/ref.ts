import Joi from 'joi';
import type { FieldTypeModule } from './field-type.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ref: FieldTypeModule = {
  name: 'ref',
  jsonSchema: () => ({ type: 'string', format: 'uuid' }),
  description: 'The id of a row of the referenced resource',
  shape: () => Joi.string().meta({ format: 'uuid' }),
  filterValue: (_f, raw) => (UUID.test(raw) ? { value: raw } : { code: 'INVALID_REFERENCE' }),
  sample: () => undefined,
  badFilters: ['no-es-un-id', '00000000-0000-0000-0000-00000000000g'],
};
