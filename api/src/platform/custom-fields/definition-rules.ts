// What makes a custom-field definition valid beyond each property's own type: options only and
// always for the choice types, without repeats, and a data type and entity fixed once created
// (stored values are of that type). Pure.
import type { FieldError } from '../errors/app-error.ts';
import { CUSTOM_FIELD_LIMITS, WITH_OPTIONS, parseOptions, type CustomFieldType } from '../../contract/custom-fields.ts';

type Row = Record<string, unknown>;

export function definitionErrors(row: Row, before?: Row): FieldError[] {
  const errors: FieldError[] = [];
  if (before && (row.dataType !== before.dataType || row.entity !== before.entity)) {
    errors.push({ field: row.dataType !== before.dataType ? 'dataType' : 'entity', code: 'CUSTOM_FIELD_TYPE_FIXED' });
  }
  const options = parseOptions(row.options as string | null | undefined);
  if (WITH_OPTIONS.has(row.dataType as CustomFieldType)) {
    const { option: max, options: count } = CUSTOM_FIELD_LIMITS;
    if (options.length === 0) errors.push({ field: 'options', code: 'CUSTOM_FIELD_OPTIONS_REQUIRED' });
    else if (new Set(options.map((o) => o.toLowerCase())).size !== options.length || options.length > count || options.some((o) => o.length > max)) {
      errors.push({ field: 'options', code: 'CUSTOM_FIELD_OPTIONS_INVALID', params: { max, count } });
    }
  } else if (options.length > 0) {
    errors.push({ field: 'options', code: 'CUSTOM_FIELD_OPTIONS_NOT_ALLOWED' });
  }
  return errors;
}
