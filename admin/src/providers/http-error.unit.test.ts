// API failures become Refine HttpErrors: message in the interface language, errors per field.
import { describe, expect, it } from 'vitest';
import { isConfirmable, toHttpError } from './http-error.ts';

const validation = {
  statusCode: 400,
  error: 'VALIDATION_FAILED',
  code: 'VALIDATION_FAILED',
  message: 'Revisa los campos marcados',
  messages: { es: 'Revisa los campos marcados', en: 'Check the highlighted fields' },
  fields: [
    {
      field: 'email',
      code: 'EMAIL_NOT_ALLOWED',
      message: 'Este formato de email no está permitido',
      messages: { es: 'Este formato de email no está permitido', en: 'This email format is not allowed' },
    },
    { field: 'name', code: 'NAME_REQUIRED', message: 'El nombre es requerido', messages: { es: 'El nombre es requerido', en: 'The name is required' } },
  ],
};

describe('toHttpError', () => {
  it('puts each field error under its field, in the current language', () => {
    const error = toHttpError({ response: { status: 400, data: validation } }, 'en', 'offline');
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Check the highlighted fields',
      errors: { email: ['This email format is not allowed'], name: ['The name is required'] },
    });
  });

  it("puts a child row's field error under that row's field (contacts[2].email as the form path contacts.2.email)", () => {
    const body = { ...validation, fields: [{ field: 'contacts[2].email', code: 'EMAIL_NOT_ALLOWED', message: 'Este formato de email no está permitido' }] };
    expect(toHttpError({ response: { status: 400, data: body } }, 'es', 'offline').errors).toEqual({
      'contacts.2.email': ['Este formato de email no está permitido'],
    });
  });

  it('marks a confirmable 409 so the form can ask and resend with X-Confirm', () => {
    const body = { statusCode: 409, code: 'CLIENT_DOCUMENT_DUPLICATE', message: 'Ya existe…', confirmable: true };
    const error = toHttpError({ response: { status: 409, data: body } }, 'es', 'offline');
    expect(isConfirmable(error)).toBe(true);
    expect(error.code).toBe('CLIENT_DOCUMENT_DUPLICATE');
    expect(isConfirmable(toHttpError({ response: { status: 400, data: validation } }, 'es', 'x'))).toBe(false);
  });

  it('keeps the status and gives the fallback message when the body is not the API’s', () => {
    expect(toHttpError({ response: { status: 502, data: '<html>' } }, 'es', 'sin conexión')).toEqual({ statusCode: 502, message: 'sin conexión' });
    expect(toHttpError(new Error('Network Error'), 'es', 'sin conexión')).toEqual({ statusCode: 0, message: 'sin conexión' });
  });
});
