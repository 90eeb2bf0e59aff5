// The pure rules of dynamic forms: a form's design and the answers given to it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_FIELD_KINDS, checkDynamicFormAnswers, dynamicFormErrors, maskPattern, type DynamicFormField } from './dynamic-forms.ts';

const f = (over: Partial<DynamicFormField> & Pick<DynamicFormField, 'kind'>): DynamicFormField => ({ id: over.kind, title: over.kind, ...over });
const codes = (fields: DynamicFormField[]) => dynamicFormErrors(fields).map((e) => `${e.field}:${e.code}`);

describe('dynamicFormErrors: the design of a form', () => {
  it('needs at least one field', () => {
    expect(codes([])).toEqual(['fields:DYNAMIC_FORM_FIELDS_REQUIRED']);
    expect(dynamicFormErrors(undefined)[0].code).toBe('DYNAMIC_FORM_FIELDS_REQUIRED');
  });

  it('accepts one field of each kind with its own properties', () => {
    expect(
      codes([
        f({ kind: 'checkbox' }),
        f({ kind: 'switch' }),
        f({ kind: 'number', placeholder: '0' }),
        f({ kind: 'date', dateType: 'year' }),
        f({ kind: 'radioGroup', options: 'Sí\nNo', columns: 2 }),
        f({ kind: 'select', options: 'A\nB\nC', multiple: true, maxSelections: 3 }),
        f({ kind: 'textarea', minLength: 2, maxLength: 20, height: 5 }),
        f({ kind: 'textbox', mask: '999-AA', maxLength: 6 }),
      ]),
    ).toEqual([]);
  });

  it('refuses a minimum length above the maximum, and allows them equal', () => {
    expect(codes([f({ kind: 'textbox', minLength: 5, maxLength: 4 })])).toEqual(['fields[0].minLength:DYNAMIC_FIELD_MIN_ABOVE_MAX']);
    expect(codes([f({ kind: 'textbox', minLength: 4, maxLength: 4 })])).toEqual([]);
  });

  it('needs options for radio groups and selects, without repeats', () => {
    expect(codes([f({ kind: 'radioGroup' })])).toEqual(['fields[0].options:CUSTOM_FIELD_OPTIONS_REQUIRED']);
    expect(codes([f({ kind: 'select', options: 'A\na' })])).toEqual(['fields[0].options:CUSTOM_FIELD_OPTIONS_INVALID']);
  });

  it('takes 0 as unlimited and refuses a limit above the options or without multiple selection', () => {
    expect(codes([f({ kind: 'select', options: 'A\nB', multiple: true, maxSelections: 0 })])).toEqual([]);
    expect(codes([f({ kind: 'select', options: 'A\nB', multiple: true, maxSelections: 3 })])).toEqual([
      'fields[0].maxSelections:DYNAMIC_FIELD_LIMIT_ABOVE_OPTIONS',
    ]);
    expect(codes([f({ kind: 'select', options: 'A\nB', maxSelections: 1 })])).toEqual(['fields[0].maxSelections:DYNAMIC_FIELD_LIMIT_NEEDS_MULTIPLE']);
  });

  it('refuses properties a kind does not take, repeated titles, a mask without placeholders or longer than the maximum', () => {
    expect(codes([f({ kind: 'checkbox', options: 'A' })])).toEqual(['fields[0].options:DYNAMIC_FIELD_PROPERTY_NOT_ALLOWED']);
    expect(codes([f({ kind: 'number', title: 'X' }), f({ kind: 'switch', title: ' x ' })])).toEqual(['fields[1].title:DYNAMIC_FIELD_TITLE_REPEATED']);
    expect(codes([f({ kind: 'textbox', mask: '--' })])).toEqual(['fields[0].mask:DYNAMIC_FIELD_MASK_INVALID']);
    expect(codes([f({ kind: 'textbox', mask: '9999', maxLength: 3 })])).toEqual(['fields[0].maxLength:DYNAMIC_FIELD_MASK_LENGTH']);
    expect(codes([f({ kind: 'date' })])).toEqual(['fields[0].dateType:REQUIRED']);
  });

  it('property: min and max lengths are refused exactly when min > max', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 2000 }), (min, max) => {
        const refused = codes([f({ kind: 'textarea', minLength: min, maxLength: max })]).includes('fields[0].minLength:DYNAMIC_FIELD_MIN_ABOVE_MAX');
        expect(refused).toBe(min > max);
      }),
    );
  });

  it('property: a selection limit is accepted exactly when it is 0 or within the options', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 40 }), (count, limit) => {
        const options = Array.from({ length: count }, (_, i) => `Opción ${i}`).join('\n');
        expect(codes([f({ kind: 'select', options, multiple: true, maxSelections: limit })]).length === 0).toBe(limit <= count);
      }),
    );
  });
});

describe('checkDynamicFormAnswers: the answers given to a form', () => {
  const fields: DynamicFormField[] = [
    { id: 'rad', kind: 'textbox', title: 'Radicado', required: true, requiredMessage: 'Falta el radicado', mask: '99-AA' },
    { id: 'obs', kind: 'textarea', title: 'Notas', minLength: 3, maxLength: 10, lengthMessage: 'Entre 3 y 10' },
    { id: 'juz', kind: 'select', title: 'Juzgado', options: 'Civil\nLaboral\nPenal', multiple: true, maxSelections: 2 },
    { id: 'ins', kind: 'radioGroup', title: 'Instancia', options: 'Primera\nSegunda' },
    { id: 'med', kind: 'switch', title: 'Medidas' },
    { id: 'acc', kind: 'checkbox', title: 'Acepto', required: true },
    { id: 'cua', kind: 'number', title: 'Cuantía' },
    { id: 'fec', kind: 'date', title: 'Fecha', dateType: 'date' },
    { id: 'mes', kind: 'date', title: 'Mes', dateType: 'month' },
    { id: 'hora', kind: 'date', title: 'Audiencia', dateType: 'datetime' },
  ];
  const byField = (answers: Record<string, unknown>) => Object.fromEntries(checkDynamicFormAnswers(fields, answers).errors.map((e) => [e.field, e]));

  it('accepts good answers and gives them as stored (trimmed, numbers as strings)', () => {
    const { values, errors } = checkDynamicFormAnswers(fields, {
      rad: ' 12-ab ',
      obs: 'Todo bien',
      juz: ['Civil', 'Penal'],
      ins: 'Primera',
      med: false,
      acc: true,
      cua: 1500.5,
      fec: '2026-02-28',
      mes: '2026-11',
      hora: '2026-11-23T15:00:00-05:00',
    });
    expect(errors).toEqual([]);
    expect(values).toMatchObject({ rad: '12-ab', cua: '1500.5', med: false, juz: ['Civil', 'Penal'], hora: '2026-11-23T20:00:00.000Z' });
  });

  it("gives the designer's messages: required and length", () => {
    const errors = byField({ obs: 'ab', acc: false });
    expect(errors.rad).toMatchObject({ code: 'REQUIRED', message: 'Falta el radicado' });
    expect(errors.obs).toMatchObject({ code: 'TOO_SHORT', message: 'Entre 3 y 10' });
    expect(errors.acc).toMatchObject({ code: 'REQUIRED' }); // a required checkbox must be ticked
  });

  it('refuses a value off the mask, an unknown option, too many options, a bad date and an unknown field', () => {
    const errors = byField({ rad: '123-ab', acc: true, juz: ['Civil', 'Laboral', 'Penal'], ins: 'Tercera', fec: '2026-02-30', mes: '2026-13', otro: 'x' });
    expect(errors.rad.code).toBe('DYNAMIC_ANSWER_MASK');
    expect(errors.juz).toMatchObject({ code: 'DYNAMIC_ANSWER_TOO_MANY_OPTIONS', params: { max: 2 } });
    expect(errors.ins.code).toBe('INVALID_OPTION');
    expect(errors.fec.code).toBe('INVALID_DATE');
    expect(errors.mes.code).toBe('INVALID_DATE');
    expect(errors.otro.code).toBe('DYNAMIC_ANSWER_UNKNOWN_FIELD');
  });

  it('property: a value made from the mask passes it, one character more does not', () => {
    const maskChar = fc.constantFrom('9', 'A', '*', '-', '/', '.');
    fc.assert(
      fc.property(fc.array(maskChar, { minLength: 1, maxLength: 30 }), (chars) => {
        const mask = chars.join('');
        const value = chars.map((c) => (c === '9' ? '7' : c === 'A' ? 'ñ' : c === '*' ? 'x' : c)).join('');
        expect(maskPattern(mask).test(value)).toBe(true);
        expect(maskPattern(mask).test(`${value}1`)).toBe(false);
      }),
    );
  });

  it('property: with a limit of 0 any set of distinct options passes; with a limit n, exactly the sets of at most n', () => {
    const options = ['A', 'B', 'C', 'D', 'E'];
    fc.assert(
      fc.property(fc.subarray(options, { minLength: 1 }), fc.integer({ min: 0, max: 5 }), (picked, limit) => {
        const field: DynamicFormField = { id: 's', kind: 'select', title: 'S', options: options.join('\n'), multiple: true, maxSelections: limit };
        const { errors } = checkDynamicFormAnswers([field], { s: picked });
        expect(errors.length === 0).toBe(limit === 0 || picked.length <= limit);
      }),
    );
  });

  it('property: empty answers to optional fields of every kind are no errors and store nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DYNAMIC_FIELD_KINDS), fc.constantFrom(undefined, null, '', '  '), (kind, empty) => {
        const field: DynamicFormField = { id: 'x', kind, title: 'X', options: 'A\nB', dateType: 'date' };
        expect(checkDynamicFormAnswers([field], { x: empty })).toEqual({ values: {}, errors: [] });
      }),
    );
  });

  it('property: text within the lengths passes, and the verdict on length follows min and max', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 0, maxLength: 30 }).map((s) => s.replace(/\s/g, 'x')),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 30 }),
        (text, min, max) => {
          fc.pre(min <= max);
          const field: DynamicFormField = { id: 't', kind: 'textbox', title: 'T', minLength: min, maxLength: max };
          const { errors } = checkDynamicFormAnswers([field], { t: text });
          const ok = text.length === 0 || (text.length >= min && text.length <= max);
          expect(errors.length === 0).toBe(ok);
        },
      ),
    );
  });
});
