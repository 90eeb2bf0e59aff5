// The single-line and multi-line text types share their shape and filter; each type's format is
// its check in the contract (email, digits, letters).
import Joi from 'joi';
import type { FieldType } from '../../../contract/resource-meta.ts';
import { anyText, type FieldTypeModule } from './field-type.ts';

export function textType(name: FieldType, description: string, sample: FieldTypeModule['sample']): FieldTypeModule {
  return {
    name,
    description,
    // No length here: the contract measures the trimmed text.
    shape: () => Joi.string(),
    jsonSchema: (f) => ({ type: 'string', ...(f.max !== undefined ? { maxLength: f.max } : {}) }),
    filterValue: anyText,
    sample,
    badFilters: [],
  };
}
