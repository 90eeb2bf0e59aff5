import Joi from 'joi';
import { isCalendarDate } from '../../../contract/field-checks.ts';
import type { FieldTypeModule } from './field-type.ts';

export const date: FieldTypeModule = {
  name: 'date',
  jsonSchema: () => ({ type: 'string', format: 'date' }),
  description: 'A calendar day, YYYY-MM-DD',
  shape: () => Joi.string().meta({ format: 'date' }),
  filterValue: (_f, raw) => (isCalendarDate(raw) ? { value: raw } : { code: 'INVALID_DATE' }),
  sample: () => '2026-01-15',
  badFilters: ['-271821-04-20', '0000-01-01', '2026-02-31', '99999-01-01', 'mañana'],
};
