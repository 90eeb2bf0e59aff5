// The pure rules of custom fields: each data type's check, mandatory values, merging over stored
// values, and what makes a definition valid.
import { describe, expect, it } from 'vitest';
import { checkCustomValue, checkCustomValues } from './values.ts';
import { definitionErrors } from './definition-rules.ts';
import { CUSTOM_FIELD_TYPES, FIELD_TYPE_OF, activeInOrder, parseOptions, toFieldMeta, type CustomFieldType } from '../../contract/custom-fields.ts';

const def = (dataType: CustomFieldType, over: Record<string, unknown> = {}) => ({
  key: 'k',
  label: 'Campo',
  dataType,
  required: false,
  options: null as string | null,
  active: true,
  ...over,
});

// The verdicts are the field-type registry's (contract/field-checks.ts): a Number is a declared decimal.
describe('checkCustomValue', () => {
  it.each([
    ['Number', 12, '12'],
    ['Number', '-3.25', '-3.25'],
    ['Text', '  hola ', 'hola'],
    ['Textarea', 'a\nb', 'a\nb'],
    ['Date', '2024-02-29', '2024-02-29'],
    ['Checkbox', false, false],
    ['Select', 'Alto', 'Alto'],
    ['RadioGroup', 'Bajo', 'Bajo'],
  ] as const)('accepts a %s value %j as %j', (type, value, stored) => {
    expect(checkCustomValue(def(type, { options: 'Alto\nBajo' }), value)).toEqual({ value: stored });
  });

  it.each([
    ['Number', 'doce', 'NOT_A_NUMBER'],
    ['Number', ' -3.25 ', 'NOT_A_NUMBER'],
    ['Number', 1e21, 'NOT_A_NUMBER'],
    ['Number', true, 'NOT_A_NUMBER'],
    ['Text', 12, 'INVALID_VALUE'],
    ['Text', 'x'.repeat(201), 'TOO_LONG'],
    ['Textarea', 'x'.repeat(2001), 'TOO_LONG'],
    ['Date', '2023-02-29', 'INVALID_DATE'],
    ['Date', '0000-01-01', 'INVALID_DATE'],
    ['Checkbox', 'true', 'INVALID_VALUE'],
    ['Select', 'Medio', 'INVALID_OPTION'],
    ['RadioGroup', 1, 'INVALID_OPTION'],
  ] as const)('refuses a %s value %j with %s', (type, value, code) => {
    expect(checkCustomValue(def(type, { options: 'Alto\nBajo' }), value)).toMatchObject({ code });
  });
});

describe('checkCustomValues', () => {
  const defs = [
    def('Text', { key: 'code', label: 'Código', required: true }),
    def('Select', { key: 'size', options: 'S\nM' }),
    def('Text', { key: 'old', active: false }),
  ];

  it('requires mandatory values on create, naming the field and its label', () => {
    expect(checkCustomValues(defs, {}).errors).toEqual([{ field: 'customFields.code', code: 'CUSTOM_FIELD_REQUIRED', params: { label: 'Código' } }]);
    expect(checkCustomValues(defs, undefined).errors).toHaveLength(1);
  });

  it('leaves stored values alone on an update that sends none, even a missing mandatory one', () => {
    expect(checkCustomValues(defs, undefined, { size: 'S' })).toEqual({ values: { size: 'S' }, errors: [] });
  });

  it('merges sent values over stored ones; null clears one', () => {
    const { values, errors } = checkCustomValues(defs, { size: null, code: 'X' }, { size: 'S', old: 'kept' });
    expect(errors).toEqual([]);
    expect(values).toEqual({ code: 'X', old: 'kept' });
  });

  it('refuses keys without an active definition, unless the stored value comes back unchanged', () => {
    const { errors } = checkCustomValues(defs, { code: 'X', old: 'new', constructor: 'x', __proto__: 'y' } as Record<string, unknown>, { old: 'kept' });
    expect(errors.map((e) => e.field).sort()).toEqual(['customFields.constructor', 'customFields.old']);
    expect(checkCustomValues(defs, { code: 'X', old: 'kept' }, { old: 'kept' }).errors).toEqual([]);
  });

  it('does not report a mandatory value twice when it is also of the wrong type', () => {
    expect(checkCustomValues(defs, { code: 5 }).errors).toEqual([{ field: 'customFields.code', code: 'INVALID_VALUE' }]);
  });
});

describe('definitions', () => {
  it('maps each of the seven data types onto a field type', () => {
    expect(CUSTOM_FIELD_TYPES).toHaveLength(7);
    expect(CUSTOM_FIELD_TYPES.map((t) => FIELD_TYPE_OF[t])).toEqual(['decimal', 'enum', 'enum', 'date', 'textarea', 'text', 'boolean']);
    expect(toFieldMeta({ dataType: 'Select', required: true, options: ' a \n\n b ' })).toMatchObject({ type: 'enum', required: true, options: ['a', 'b'] });
  });

  it('parses options one a line, trimmed', () => {
    expect(parseOptions('Alto\r\n Bajo \n\n')).toEqual(['Alto', 'Bajo']);
    expect(parseOptions(null)).toEqual([]);
  });

  it('orders active definitions by position, then label', () => {
    const rows = [
      { label: 'b', position: 2, active: true },
      { label: 'z', position: 1, active: true },
      { label: 'a', position: 2, active: true },
      { label: 'x', position: 0, active: false },
    ];
    expect(activeInOrder(rows).map((r) => r.label)).toEqual(['z', 'a', 'b']);
  });

  it('checks options and a fixed data type', () => {
    expect(definitionErrors({ dataType: 'Select', options: '' })).toEqual([{ field: 'options', code: 'CUSTOM_FIELD_OPTIONS_REQUIRED' }]);
    expect(definitionErrors({ dataType: 'Select', options: 'a\nA' })[0]).toMatchObject({ code: 'CUSTOM_FIELD_OPTIONS_INVALID' });
    expect(definitionErrors({ dataType: 'Select', options: 'x'.repeat(101) })[0]).toMatchObject({ code: 'CUSTOM_FIELD_OPTIONS_INVALID' });
    expect(definitionErrors({ dataType: 'Date', options: 'a' })).toEqual([{ field: 'options', code: 'CUSTOM_FIELD_OPTIONS_NOT_ALLOWED' }]);
    expect(definitionErrors({ dataType: 'Text', entity: 'clients' }, { dataType: 'Number', entity: 'clients' })).toEqual([
      { field: 'dataType', code: 'CUSTOM_FIELD_TYPE_FIXED' },
    ]);
    expect(definitionErrors({ dataType: 'RadioGroup', options: 'Sí\nNo', entity: 'clients' }, { dataType: 'RadioGroup', entity: 'clients' })).toEqual([]);
  });
});
