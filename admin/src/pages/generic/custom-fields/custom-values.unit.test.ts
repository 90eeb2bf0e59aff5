// A record's custom values in the generated form and back on the wire.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { CustomFieldDefinition } from '../../../../../api/src/contract/custom-fields.ts';
import { toCustomFormValues, toCustomPayload } from './custom-values.ts';

const def = (key: string, dataType: CustomFieldDefinition['dataType'], options: string | null = null): CustomFieldDefinition => ({
  id: key,
  entity: 'clients',
  key,
  label: key,
  dataType,
  required: false,
  options,
  position: 1,
  active: true,
  listColumn: false,
});
const defs = [def('n', 'Number'), def('d', 'Date'), def('s', 'Select', 'A\nB'), def('c', 'Checkbox'), def('t', 'Text')];

describe('custom values in the form', () => {
  it('reads dates as dayjs and numbers as plain strings', () => {
    const values = toCustomFormValues(defs, { customFields: { n: '12.500000', d: '2024-05-01', s: 'A' } });
    expect(values.n).toBe('12.5');
    expect(dayjs.isDayjs(values.d)).toBe(true);
    expect(values.s).toBe('A');
  });

  it('sends wire values; on create empty ones are left out, on edit they clear', () => {
    const form = { customFields: { n: '3,5', d: dayjs('2024-05-01'), s: undefined, c: undefined, t: '  x ' } };
    expect(toCustomPayload(defs, form, 'create')).toEqual({ n: '3.5', d: '2024-05-01', c: false, t: 'x' });
    expect(toCustomPayload(defs, form, 'edit')).toEqual({ n: '3.5', d: '2024-05-01', s: null, c: false, t: 'x' });
  });

  it('sends nothing for a record without custom fields in the form', () => {
    expect(toCustomPayload(defs, {}, 'edit')).toEqual({});
  });
});
