// The descriptor of an uploaded file ({ id, name, size, contentType }), stored as jsonb. The
// contract checks it against the accepted types and the size limit (the spec's attachments by default).
import Joi from 'joi';
import { ATTACHMENT_TYPES } from '../../../contract/field-checks.ts';
import type { FieldTypeModule } from './field-type.ts';

export const file: FieldTypeModule = {
  name: 'file',
  jsonSchema: () => ({ type: 'object', required: ['id', 'name', 'size', 'contentType'] }),
  description: 'An uploaded file: { id, name, size (bytes), contentType } (not sortable, not filterable)',
  shape: () =>
    Joi.object({ id: Joi.string().meta({ format: 'uuid' }), name: Joi.string(), size: Joi.number().integer(), contentType: Joi.string() }).unknown(true),
  filterValue: () => ({ code: 'NOT_FILTERABLE' }),
  sample: (f) => {
    const contentType = (f.accept ?? Object.keys(ATTACHMENT_TYPES))[0];
    const ending = ATTACHMENT_TYPES[contentType]?.[0] ?? 'bin';
    return { id: '7f000000-0000-4000-8000-00000000f11e', name: `contrato.${ending}`, size: 1024, contentType };
  },
  badFilters: ['x'],
};
