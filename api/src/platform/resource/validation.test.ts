// The generated Joi schemas: each field type's format, limits and the codes their failures map to.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clients } from '../../management/clients/clients.resource.ts';
import { taxes } from '../../management/tariffs/taxes.resource.ts';
import { joiToFieldErrors } from '../http/route.ts';
import { fieldErrorCode, PATTERNS, payloadSchema } from './validation.ts';

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
      'personType:INVALID_OPTION', 'name:TOO_LONG', 'bondingDate:INVALID_DATE', 'phone:DIGITS_ONLY', 'email:EMAIL_NOT_ALLOWED',
    ]);
  });

  it('refuses unknown fields', () => {
    expect(codes(update, { companyId: 'x' })).toEqual(['companyId:UNKNOWN_FIELD']);
  });

  it('keeps every tax value in [0.000001, 100] and nothing else', () => {
    const taxUpdate = payloadSchema(taxes, 'update');
    fc.assert(fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (micro) => {
      const value = (micro / 1_000_000).toFixed(6);
      const inRange = micro >= 1 && micro <= 100_000_000;
      return (codes(taxUpdate, { value }, taxes).length === 0) === inRange;
    }));
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
