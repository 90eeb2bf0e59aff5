// The one error type the API raises for expected failures; mapped to HTTP once in http/errors-plugin.
import { ERRORS, type ErrorCode } from '../../contract/error-catalogue.ts';

/** A parameter said differently in each language (a period, a rule): the message takes its locale's. */
export interface Localized {
  es: string;
  en: string;
}
export type ErrorParams = Record<string, string | number | Localized>;

export interface FieldError {
  field: string;
  code: ErrorCode;
  params?: ErrorParams;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    readonly fields: FieldError[] = [],
  ) {
    super(code);
  }

  get status(): number {
    return ERRORS[this.code].status;
  }
}

export const fail = (code: ErrorCode, params?: ErrorParams) => new AppError(code, params);

/** A 400 VALIDATION_FAILED carrying one entry per field. */
export const invalid = (fields: FieldError[]) => new AppError('VALIDATION_FAILED', {}, fields);

export type Locale = 'es' | 'en';

/** The parameters as said in one language: a Localized one gives that language's words. */
export function paramsIn(params: ErrorParams, locale: Locale): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, typeof value === 'object' ? value[locale] : value]));
}

export function messageFor(code: ErrorCode, locale: Locale, params: ErrorParams = {}): string {
  const said = paramsIn(params, locale);
  return ERRORS[code][locale].replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(said[key] ?? ''));
}
