import Joi from 'joi';
import type { FieldTypeModule } from './field-type.ts';

export const enumeration: FieldTypeModule = {
  name: 'enum',
  jsonSchema: (f) => ({ enum: [...(f.options ?? [])] }),
  description: 'One of the listed options',
  shape: (f) => Joi.any().valid(...(f.options ?? [])),
  filterValue: (f, raw) => {
    const option = f.options?.find((o) => String(o) === raw);
    return option === undefined ? { code: 'INVALID_OPTION' } : { value: option };
  },
  sample: (f) => f.options![0],
  badFilters: ['no-es-una-opcion'],
};
