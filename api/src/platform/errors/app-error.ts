// The one error type the API raises for expected failures; mapped to HTTP once in http/errors-plugin.
import { ERRORS, type ErrorCode } from '../../contract/error-catalogue.ts';

export interface FieldError {
  field: string;
  code: ErrorCode;
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly fields: FieldError[] = [],
  ) {
    super(code);
  }

  get status(): number {
    return ERRORS[this.code].status;
  }
}

export const fail = (code: ErrorCode, params?: Record<string, string | number>) => new AppError(code, params);

/** A 400 VALIDATION_FAILED carrying one entry per field. */
export const invalid = (fields: FieldError[]) => new AppError('VALIDATION_FAILED', {}, fields);

export type Locale = 'es' | 'en';

export function messageFor(code: ErrorCode, locale: Locale, params: Record<string, string | number> = {}): string {
  return ERRORS[code][locale].replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}
