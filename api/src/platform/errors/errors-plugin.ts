// Maps every failure to one JSON shape with a stable code and its es/en messages; never a 500 for bad input.
import crypto from 'node:crypto';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import type { Boom } from '@hapi/boom';
import { ERRORS, type ErrorCode } from '../../contract/error-catalogue.ts';
import { AppError, invalid, messageFor, type FieldError } from './app-error.ts';
import { localeOf } from '../http/auth-context.ts';

/** Codes that the client may confirm and resend with the header `X-Confirm: <code>`. */
export const CONFIRMABLE_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'WORK_ABOVE_ESTIMATE',
  'CLIENT_DOCUMENT_DUPLICATE',
  'ROLE_CHANGE_CONFIRM',
  'USER_DEACTIVATION_CONFIRM',
  // Commands that ask first (issue 11, H2)
  'CLIENT_DEACTIVATION_CONFIRM',
  'CLIENT_SHUTDOWN_CONFIRM',
  'PROJECT_DEACTIVATION_CONFIRM',
  'PROJECT_SHUTDOWN_CONFIRM',
  // Contacts (issue 12, h-clients)
  'CONTACT_DEACTIVATION_LINKS',
  // Functional structure (issue 12)
  'PRACTICE_DEACTIVATION_CONFIRM',
  'SERVICE_UNIT_DEACTIVATION_CONFIRM',
  // Settlement's fiscal acts ask first (issue 29, item 2)
  'PREINVOICE_APPROVAL_CONFIRM',
  'CREDIT_NOTE_CONFIRM',
  'CASH_RECEIPT_CONFIRM',
]);

interface PgError {
  code?: string;
  constraint?: string;
  column?: string;
  message?: string;
  detail?: string;
}

/**
 * A foreign-key violation of the row being written (insert or update of the referencing row, its
 * reference missing) rather than of a referenced row being deleted or changed. PostgreSQL says
 * which side in its message and detail ('insert or update on table', 'is not present in table');
 * its codes are the same for both.
 */
const badReference = (err: PgError) => /^insert or update on table/.test(err.message ?? '') || /is not present in table/.test(err.detail ?? '');

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** PostgreSQL errors that reach this far are the client's fault, except the unknown ones. */
function fromPostgres(err: PgError): AppError | null {
  switch (err.code) {
    // A written row naming a missing one: INVALID_REFERENCE. A referenced row being deleted: 23503
    // (NO ACTION), or 23001 where newer servers report ON DELETE RESTRICT.
    case '23503':
      return new AppError(badReference(err) ? 'INVALID_REFERENCE' : 'RECORD_IN_USE');
    case '23001':
      return new AppError('RECORD_IN_USE');
    case '23505':
      if (err.constraint === 'roles_company_id_code_unique') return new AppError('ROLE_CODE_TAKEN');
      if (err.constraint === 'work_groups_company_id_code_unique') return new AppError('WORK_GROUP_CODE_TAKEN');
      if (err.constraint === 'projects_company_id_matter_code_unique') return new AppError('MATTER_CODE_TAKEN');
      return new AppError(err.constraint === 'tax_profiles_name_unique' ? 'TAX_PROFILE_NAME_TAKEN' : 'DUPLICATE_VALUE');
    case '23514':
      return new AppError(err.constraint === 'taxes_value_range' ? 'TAX_VALUE_OUT_OF_RANGE' : 'INVALID_VALUE');
    // A required column left empty: validation should have said so; this is the last resort.
    case '23502':
      return invalid(err.column ? [{ field: camel(err.column), code: 'REQUIRED' }] : []);
    default:
      // Class 22, data exceptions (invalid text, out of range, too long, NUL in text...): the input's
      // fault. Validation refuses these first; a value that slips through is still no 500.
      return err.code?.startsWith('22') ? new AppError('INVALID_VALUE') : null;
  }
}

function fromBoom(boom: Boom): AppError | null {
  const status = boom.output.statusCode;
  if (status === 401) return new AppError('UNAUTHENTICATED');
  if (status === 403) return new AppError('FORBIDDEN');
  if (status === 404) return new AppError('ROUTE_NOT_FOUND');
  if (status === 405) return new AppError('ROUTE_NOT_FOUND');
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (status >= 400 && status < 500) return new AppError('INVALID_VALUE');
  return null;
}

export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  // Objection wraps the driver's error (DataError, UniqueViolationError...) and keeps it as nativeError.
  const pg = fromPostgres(((err as { nativeError?: PgError } | null)?.nativeError ?? err) as PgError);
  if (pg) return pg;
  const boom = err as Boom;
  if (boom?.isBoom && !boom.isServer) return fromBoom(boom);
  return null;
}

export function errorBody(err: AppError, locale: 'es' | 'en') {
  const fields = err.fields.map((f: FieldError) => ({
    field: f.field,
    code: f.code,
    message: messageFor(f.code, locale, f.params),
    messages: { es: messageFor(f.code, 'es', f.params), en: messageFor(f.code, 'en', f.params) },
  }));
  return {
    statusCode: err.status,
    error: err.code,
    code: err.code,
    message: messageFor(err.code, locale, err.params),
    messages: { es: messageFor(err.code, 'es', err.params), en: messageFor(err.code, 'en', err.params) },
    ...(fields.length ? { fields } : {}),
    ...(CONFIRMABLE_CODES.has(err.code) ? { confirmable: true } : {}),
  };
}

export const errorsPlugin: Plugin<void> = {
  name: 'errors',
  register(server) {
    server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
      const response = request.response as unknown;
      const boom = response as Boom;
      if (!boom || !(boom.isBoom || response instanceof AppError)) return h.continue;
      const locale = localeOf(request.headers['accept-language'] as string | undefined);
      let appError = toAppError(response);
      if (!appError) {
        // An unexpected failure: log it with a number the user can quote, answer with that number.
        const number = crypto.randomInt(100000, 999999);
        request.log(['error'], { number, error: boom });
        console.error(`[error ${number}]`, boom);
        appError = new AppError('INTERNAL', { number });
      }
      const res = h.response(errorBody(appError, locale)).code(ERRORS[appError.code].status);
      const wwwAuth = boom.output?.headers?.['WWW-Authenticate'];
      if (wwwAuth) res.header('WWW-Authenticate', String(wwwAuth));
      return res;
    });
  },
};
