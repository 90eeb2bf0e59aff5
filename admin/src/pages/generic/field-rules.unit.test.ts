// The form's rules speak the API's codes for the API's rules (the contract's checks), from the metadata.
import { describe, expect, it } from 'vitest';
import { clientContacts, clients, projects, taxes } from '../../test-support/resource-meta.ts';
import type { FieldMeta } from '../../../../api/src/contract/resource-meta.ts';
import { checkField, fieldRules } from './field-rules.ts';

const code = (field: FieldMeta, value: unknown) => checkField(field, value)?.code ?? null;

describe('checkField', () => {
  it("refuses a missing client name with NAME_REQUIRED ('El nombre es requerido')", () => {
    expect(code(clients.fields.name, undefined)).toBe('NAME_REQUIRED');
    expect(code(clients.fields.name, '   ')).toBe('NAME_REQUIRED');
  });

  it('refuses a missing document number with CLIENT_DOCUMENT_REQUIRED and a missing tax profile with CLIENT_TAX_PROFILE_REQUIRED', () => {
    expect(code(clients.fields.documentNumber, '')).toBe('CLIENT_DOCUMENT_REQUIRED');
    expect(code(clients.fields.taxProfileId, null)).toBe('CLIENT_TAX_PROFILE_REQUIRED');
  });

  it('falls back to REQUIRED when the declaration names no code', () => {
    expect(code(clientContacts.fields.clientId, undefined)).toBe('REQUIRED');
  });

  it('refuses an empty list of required references with its code', () => {
    expect(code(projects.fields.workGroupIds, [])).toBe('PROJECT_WORK_GROUP_REQUIRED');
    expect(code(projects.fields.workGroupIds, ['7f000000-0000-4000-8000-000000000001'])).toBeNull();
    expect(code(projects.fields.workGroupIds, ['a'])).toBe('INVALID_REFERENCE');
  });

  it('lets optional fields stay empty', () => {
    expect(code(clients.fields.email, '')).toBeNull();
    expect(code(clients.fields.bondingDate, null)).toBeNull();
  });

  it('refuses a malformed email with EMAIL_NOT_ALLOWED', () => {
    expect(code(clients.fields.email, 'no-es-un-correo')).toBe('EMAIL_NOT_ALLOWED');
    expect(code(clients.fields.email, 'a@b')).toBe('EMAIL_NOT_ALLOWED');
    expect(code(clients.fields.email, 'gerencia@constructora-andina.co')).toBeNull();
  });

  it('refuses anything but digits in phones and document numbers with DIGITS_ONLY', () => {
    expect(code(clients.fields.phone, '601 555')).toBe('DIGITS_ONLY');
    expect(code(clients.fields.phone, '+576015550101')).toBe('DIGITS_ONLY');
    expect(code(clients.fields.documentNumber, '900.123.456')).toBe('DIGITS_ONLY');
    expect(code(clients.fields.phone, '6015550101')).toBeNull();
  });

  it('accepts names with accents, spaces, apostrophes and hyphens, and refuses digits with LETTERS_ONLY', () => {
    expect(code(clientContacts.fields.name, "María José O'Neil-Peña")).toBeNull();
    expect(code(clientContacts.fields.name, 'Ana2')).toBe('LETTERS_ONLY');
  });

  it('refuses text over the declared maximum with TOO_LONG and the limit', () => {
    expect(checkField(clients.fields.documentNumber, '1'.repeat(31))).toEqual({ code: 'TOO_LONG', params: { max: 30 } });
    expect(code(clients.fields.documentNumber, '1'.repeat(30))).toBeNull();
  });

  it('refuses text under a declared minimum with TOO_SHORT', () => {
    const field: FieldMeta = { type: 'text', min: 3, labelKey: 'x' };
    expect(checkField(field, 'ab')).toEqual({ code: 'TOO_SHORT', params: { min: 3 } });
  });

  it('refuses a tax value outside 0.000001..100 with TAX_VALUE_OUT_OF_RANGE', () => {
    expect(code(taxes.fields.value, '0')).toBe('TAX_VALUE_OUT_OF_RANGE');
    expect(code(taxes.fields.value, '100.5')).toBe('TAX_VALUE_OUT_OF_RANGE');
    expect(code(taxes.fields.value, '0.000001')).toBeNull();
    expect(code(taxes.fields.value, '19')).toBeNull();
  });

  it('takes a decimal comma and refuses a decimal that is not a number with NOT_A_NUMBER', () => {
    expect(code(taxes.fields.value, '19,5')).toBeNull();
    expect(code(taxes.fields.value, 'diez')).toBe('NOT_A_NUMBER');
    expect(code(taxes.fields.value, '1.1234567')).toBe('NOT_A_NUMBER'); // at most 6 decimals
  });

  it('refuses integers outside their range with OUT_OF_RANGE and both limits', () => {
    const field: FieldMeta = { type: 'integer', min: 1, max: 10, labelKey: 'x' };
    expect(checkField(field, 11)).toEqual({ code: 'OUT_OF_RANGE', params: { min: 1, max: 10 } });
    expect(code(field, 2.5)).toBe('NOT_A_NUMBER');
    expect(code(field, 10)).toBeNull();
  });

  it('refuses a value outside the enum with INVALID_OPTION', () => {
    expect(code(clientContacts.fields.type, 7)).toBe('INVALID_OPTION');
    expect(code(clientContacts.fields.type, 0)).toBeNull();
  });
});

describe('fieldRules', () => {
  const t = (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}`;

  async function messageOf(field: FieldMeta, value: unknown): Promise<string | null> {
    const [rule] = fieldRules(field, t);
    if (!rule || typeof rule !== 'object' || !rule.validator) throw new Error('no validator');
    try {
      await rule.validator({}, value, () => undefined);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }

  it('marks required fields (the label asterisk) and not optional ones', () => {
    expect(fieldRules(clients.fields.name, t)).toMatchObject([{ required: true }]);
    expect(fieldRules(clients.fields.email, t)).toMatchObject([{ required: false }]);
  });

  it('translates the failure as errors.<CODE> with its parameters', async () => {
    expect(await messageOf(clients.fields.email, 'x')).toBe('errors.EMAIL_NOT_ALLOWED');
    expect(await messageOf(clients.fields.name, '')).toBe('errors.NAME_REQUIRED');
    expect(await messageOf(clients.fields.documentNumber, '1'.repeat(31))).toBe('errors.TOO_LONG{"max":30}');
    expect(await messageOf(clients.fields.email, 'ok@example.com')).toBeNull();
  });

  it('gives read-only fields no rules', () => {
    expect(fieldRules({ type: 'text', readOnly: true, required: true, labelKey: 'x' }, t)).toEqual([]);
  });
});
