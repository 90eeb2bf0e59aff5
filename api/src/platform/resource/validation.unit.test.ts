// The generated Joi schemas: each field type's format, limits and the codes their failures map to.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clients } from '../../management/clients/clients.resource.ts';
import { taxes } from '../../management/tariffs/taxes.resource.ts';
import { fieldPath, joiToFieldErrors } from '../http/route.ts';
import { fieldErrorCode, filterValue, isCalendarDate, PATTERNS, payloadSchema } from './validation.ts';
import { fieldsWithNul } from '../http/text-input.ts';

const codes = (schema: ReturnType<typeof payloadSchema>, value: object, r = clients) => {
  const { error } = schema.validate(value, { abortEarly: false });
  return error ? joiToFieldErrors(error, (d) => fieldErrorCode(r, d)).map((f) => `${f.field}:${f.code}`) : [];
};

describe('payload schemas', () => {
  const create = payloadSchema(clients, 'create');
  const update = payloadSchema(clients, 'update');
  const valid = { name: 'Cliente', documentNumber: '900123', taxProfileId: '7f000000-0000-4000-8000-000000000001' };

  it('accepts a minimal valid client and needs the required fields on create only', () => {
    expect(codes(create, valid)).toEqual([]);
    expect(codes(create, {})).toEqual(['name:NAME_REQUIRED', 'documentNumber:CLIENT_DOCUMENT_REQUIRED', 'taxProfileId:CLIENT_TAX_PROFILE_REQUIRED']);
    expect(codes(update, {})).toEqual([]);
    expect(codes(update, { name: '' })).toEqual(['name:NAME_REQUIRED']);
    expect(codes(update, { name: null })).toEqual(['name:NAME_REQUIRED']);
  });

  it('lets optional fields be cleared with null or an empty string', () => {
    expect(codes(update, { email: null, phone: '', bondingDate: null })).toEqual([]);
  });

  it('maps formats and limits to their codes', () => {
    expect(codes(update, { email: 'a@b', phone: '+57 300', name: 'x'.repeat(201), personType: 'robot', bondingDate: '2026-02-31x' })).toEqual([
      'personType:INVALID_OPTION',
      'name:TOO_LONG',
      'bondingDate:INVALID_DATE',
      'phone:DIGITS_ONLY',
      'email:EMAIL_NOT_ALLOWED',
    ]);
  });

  it('refuses unknown fields', () => {
    expect(codes(update, { companyId: 'x' })).toEqual(['companyId:UNKNOWN_FIELD']);
  });

  it('keeps every tax value in [0.000001, 100] and nothing else', () => {
    const taxUpdate = payloadSchema(taxes, 'update');
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (micro) => {
        const value = (micro / 1_000_000).toFixed(6);
        const inRange = micro >= 1 && micro <= 100_000_000;
        return (codes(taxUpdate, { value }, taxes).length === 0) === inRange;
      }),
    );
  });
});

describe('patterns', () => {
  it('takes names with accents, spaces and hyphens, not digits', () => {
    for (const ok of ['María José', 'Ñuñez-Peña', "O'Connor", 'Zoë']) expect(PATTERNS.personName.test(ok)).toBe(true);
    for (const bad of ['R2D2', ' Ana', '', '123']) expect(PATTERNS.personName.test(bad)).toBe(false);
  });

  it('takes digits only for phones and document numbers', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{1,20}$/), (s) => PATTERNS.digits.test(s)));
    for (const bad of ['300 123', '300-123', '+57', '']) expect(PATTERNS.digits.test(bad)).toBe(false);
  });
});

describe('filter values and dates (pure)', () => {
  it('accepts only real days of years 1 to 9999', () => {
    for (const ok of ['2026-01-15', '2024-02-29', '0001-01-01', '9999-12-31']) expect(isCalendarDate(ok)).toBe(true);
    for (const bad of ['-271821-04-20', '0000-01-01', '2026-02-29', '2026-02-31', '2026-13-01', '2026-00-10', '99999-01-01', '2026-1-1']) {
      expect(isCalendarDate(bad)).toBe(false);
    }
  });

  it('types filter values like payloads and names the failure', () => {
    expect(filterValue({ type: 'date', labelKey: '' }, '-271821-04-20')).toEqual({ code: 'INVALID_DATE' });
    expect(filterValue({ type: 'integer', labelKey: '' }, '99999999999')).toEqual({ code: 'NOT_A_NUMBER' });
    expect(filterValue({ type: 'integer', labelKey: '' }, '-12')).toEqual({ value: -12 });
    expect(filterValue({ type: 'decimal', labelKey: '' }, '1e999')).toEqual({ code: 'NOT_A_NUMBER' });
    expect(filterValue({ type: 'enum', labelKey: '', options: [0, 1] }, '1')).toEqual({ value: 1 });
    expect(filterValue({ type: 'ref', labelKey: '' }, '------------------------------------')).toEqual({ code: 'INVALID_REFERENCE' });
    expect(filterValue({ type: 'boolean', labelKey: '' }, 'true')).toEqual({ value: true });
  });

  it('finds a NUL anywhere in a parsed body or query, by top-level name', () => {
    expect(fieldsWithNul({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\u0000' }, e: 3 })).toEqual(['b', 'c']);
    expect(fieldsWithNul(Buffer.from('\u0000'))).toEqual([]);
  });
});

describe('child rows in the payload', () => {
  const create = payloadSchema(clients, 'create');
  const valid = { name: 'Cliente', documentNumber: '900123', taxProfileId: '7f000000-0000-4000-8000-000000000001' };

  it("names a row's field with its row and a set's item with its field", () => {
    expect(fieldPath(['contacts', 2, 'email'])).toBe('contacts[2].email');
    expect(fieldPath(['taxIds', 1])).toBe('taxIds');
    expect(fieldPath(['contacts'])).toBe('contacts');
  });

  it('maps each row failure to the code of the row field, and the count to TOO_MANY_ROWS', () => {
    expect(codes(create, { ...valid, contacts: [{ name: 'Ana', type: 1 }, { name: 'B4d', email: 'x', type: 7 }, {}] })).toEqual([
      'contacts[1].name:LETTERS_ONLY',
      'contacts[1].email:EMAIL_NOT_ALLOWED',
      'contacts[1].type:INVALID_OPTION',
      'contacts[2].name:NAME_REQUIRED',
    ]);
    expect(codes(create, { ...valid, contacts: [{ id: 'not-an-id', name: 'Ana', nick: 'A' }, 'fila'] })).toEqual([
      'contacts[0].id:INVALID_REFERENCE',
      'contacts[0].nick:UNKNOWN_FIELD',
      'contacts:INVALID_VALUE',
    ]);
    expect(codes(create, { ...valid, contacts: Array.from({ length: 51 }, () => ({ name: 'Ana' })) })).toEqual(['contacts:TOO_MANY_ROWS']);
  });
});
