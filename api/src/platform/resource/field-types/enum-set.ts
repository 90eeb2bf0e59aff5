import Joi from 'joi';
import type { FieldTypeModule } from './field-type.ts';

export const enumSet: FieldTypeModule = {
  name: 'enumSet',
  description: 'A set of the listed options, without repeats',
  shape: (f) => Joi.array().items(Joi.any().valid(...(f.options ?? []))),
  filterValue: (f, raw) => {
    const option = f.options?.find((o) => String(o) === raw);
    return option === undefined ? { code: 'INVALID_OPTION' } : { value: option };
  },
  sample: (f) => [f.options![0]],
  badFilters: ['no-es-una-opcion'],
};
