import Joi from 'joi';
import type { FieldTypeModule } from './field-type.ts';
import { UUID } from './ref.ts';

export const refs: FieldTypeModule = {
  name: 'refs',
  description: 'Ids of rows of the referenced resource, without repeats',
  shape: () => Joi.array().items(Joi.string().meta({ format: 'uuid' })),
  filterValue: (_f, raw) => (UUID.test(raw) ? { value: raw } : { code: 'INVALID_REFERENCE' }),
  sample: () => undefined,
  badFilters: ['no-es-un-id'],
};
