// An instant: ISO 8601 with its offset on the way in, timestamptz in the table, always answered in
// UTC to the millisecond ('2026-01-15T14:30:00.000Z'), whatever the session's time zone.
import Joi from 'joi';
import { isoInstant } from '../../../contract/field-checks.ts';
import type { FieldTypeModule } from './field-type.ts';

export const datetime: FieldTypeModule = {
  name: 'datetime',
  jsonSchema: () => ({ type: 'string', format: 'date-time' }),
  description: 'An instant, ISO 8601 with offset (Z or ±hh:mm); answered in UTC',
  shape: () => Joi.string().meta({ format: 'date-time' }),
  read: (column) => `to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  filterValue: (_f, raw) => {
    const instant = isoInstant(raw);
    return instant ? { value: instant } : { code: 'INVALID_DATETIME' };
  },
  sample: () => '2026-01-15T14:30:00.000Z',
  badFilters: ['2026-01-15', '2026-01-15T25:00:00Z', '2026-01-15T10:00:00', '0000-01-01T00:00:00Z', 'ahora'],
};
