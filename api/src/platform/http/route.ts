// defineRoute: a thin route that says what it accepts and who may call it; the handler runs inside
// one transaction carrying the caller's tenant for row-level security.
import type { Lifecycle, Request, ResponseObject, ResponseToolkit, RouteOptionsValidate, ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import type Joi from 'joi';
import type { PermissionCode } from '../../../../policies/permissions.ts';
import { AppError, invalid, type FieldError } from '../errors/app-error.ts';
import type { ErrorCode } from '../../contract/error-catalogue.ts';
import { inRequestContext } from './request-transaction.ts';
import { localeOf, type AuthContext, type Locale } from './auth-context.ts';
import type { RouteAccess, RouteAudience } from './guard.ts';
import * as idempotency from './idempotency.ts';

/** What an untyped Joi schema carries (Joi's own default): the handler then reads a plain record. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Untyped = any;

/** A schema's type when it was given one (`Joi.object<T>(…)`); an untyped schema (any) reads as `Otherwise`. */
type Typed<T, Otherwise> = 0 extends 1 & T ? Otherwise : T;

/**
 * What a handler is given. The path, query and payload are typed by the route's schemas when they
 * are declared typed (`Joi.object<{ id: string }>({ id: idSchema })`): Joi has already validated
 * and converted them, so the handler reads them without casts.
 */
export interface HandlerArgs<P = Untyped, Q = Untyped, B = Untyped> {
  request: Request;
  h: ResponseToolkit;
  trx: Knex.Transaction;
  auth: AuthContext & { tenantId: string; companyId: string };
  locale: Locale;
  params: Typed<P, Record<string, string>>;
  query: Typed<Q, Record<string, unknown>>;
  payload: Typed<B, Record<string, unknown>>;
}

export interface RouteSpec<P = Untyped, Q = Untyped, B = Untyped> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  /** Permission code the caller needs; null = any signed-in member of the active company. */
  permission: PermissionCode | null;
  /** Other codes that also open this route (a resource's lookupBy on its list). */
  alsoAllowed?: PermissionCode[];
  /** Who may call it when it needs no code (guard.ts): the firm's staff unless said. */
  audience?: RouteAudience;
  description: string;
  tags?: string[];
  validate?: { params?: Joi.Schema<P>; query?: Joi.Schema<Q>; payload?: Joi.Schema<B>; headers?: Joi.Schema };
  /** Maps a Joi failure to a field error code (resources map by their field declarations). */
  errorCode?: CodeFor;
  response?: Joi.Schema;
  /**
   * Accepts an Idempotency-Key header (idempotency.ts): true by default for POST, which creates
   * something (a row, an action's effect); a POST that only reads (a verification) says false.
   */
  idempotent?: boolean;
  handler: (args: HandlerArgs<P, Q, B>) => Promise<unknown>;
}

/** The field error of one Joi failure: a code, or a code with its own parameters (a field type's check). */
export type CodeFor = (detail: Joi.ValidationErrorItem) => ErrorCode | { code: ErrorCode; params?: Record<string, string | number> };

/**
 * The field a failure names: an item of a set belongs to its field (`taxIds`), a field of a child
 * row is named with its row (`contacts[2].email`).
 */
export function fieldPath(path: readonly (string | number)[]): string {
  const parts = typeof path.at(-1) === 'number' ? path.slice(0, -1) : path;
  return parts.reduce<string>((name, part, i) => (typeof part === 'number' ? `${name}[${part}]` : i ? `${name}.${part}` : part), '');
}

/** The status and JSON body of a handler's answer (a response object or a plain value), as stored for replays. */
function answerOf(answer: unknown): idempotency.StoredAnswer {
  const response = answer as Partial<ResponseObject> | null;
  const isResponse = !!response && typeof response === 'object' && 'source' in response && typeof response.statusCode === 'number';
  const body = isResponse ? response.source : answer;
  return { status: isResponse ? response.statusCode! : 200, body: body === undefined ? null : JSON.parse(JSON.stringify(body)) };
}

/** Turns Joi's details into our field errors: the code comes from the failing rule. */
export function joiToFieldErrors(err: Joi.ValidationError, codeFor: CodeFor): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const d of err.details) {
    const field = fieldPath(d.path);
    if (byField.has(field)) continue; // the first failure of a field is the one to show
    const found = codeFor(d);
    const params =
      typeof found === 'object' && found.params
        ? found.params
        : Object.fromEntries(
            Object.entries(d.context ?? {}).filter(([k, v]) => ['min', 'max', 'limit'].includes(k) && (typeof v === 'number' || typeof v === 'string')),
          );
    byField.set(field, { field, code: typeof found === 'object' ? found.code : found, params: params as Record<string, string | number> });
  }
  return [...byField.values()];
}

const defaultCode = (d: Joi.ValidationErrorItem): ErrorCode => (d.type === 'object.unknown' ? 'UNKNOWN_FIELD' : 'INVALID_VALUE');

/** Validation failures: a bad id in the path names no row (404); a bad query or payload is a 400 per field. */
export function failAction(codeFor: CodeFor = defaultCode): Lifecycle.Method {
  return (_request, _h, err) => {
    const joiErr = err as (Joi.ValidationError & { output?: { payload?: { validation?: { source?: string } } } }) | undefined;
    const source = joiErr?.output?.payload?.validation?.source;
    if (source === 'params') throw new AppError('NOT_FOUND');
    if (!joiErr?.details) throw new AppError('INVALID_VALUE');
    const fields = joiToFieldErrors(joiErr, codeFor);
    if (source === 'query') throw new AppError('INVALID_QUERY', {}, fields);
    throw invalid(fields);
  };
}

export function defineRoute<P = Untyped, Q = Untyped, B = Untyped>(db: () => Knex, spec: RouteSpec<P, Q, B>): ServerRoute {
  const validate: RouteOptionsValidate = { failAction: failAction(spec.errorCode) };
  if (spec.validate?.params) validate.params = spec.validate.params;
  if (spec.validate?.query) validate.query = spec.validate.query;
  if (spec.validate?.payload) validate.payload = spec.validate.payload;
  if (spec.validate?.headers) validate.headers = spec.validate.headers;
  const access: RouteAccess = {
    permission: spec.permission,
    alsoAllowed: spec.alsoAllowed ?? [],
    needsCompany: true,
    audience: spec.audience ?? 'staff',
    handlerTransaction: true,
  };
  const idempotent = spec.idempotent ?? spec.method === 'POST';
  return {
    method: spec.method,
    path: spec.path,
    options: {
      description: spec.description,
      tags: ['api', ...(spec.tags ?? [])],
      auth: 'session',
      validate,
      plugins: { lawfirm: access }, // enforced by the session scheme (guard.ts) before the payload is read
      ...(spec.response ? { response: { schema: spec.response, failAction: 'log' as const } } : {}),
      handler: async (request, h) => {
        // The guard (assertRouteAccess) has already checked the company and the permission.
        const auth = request.auth.credentials as unknown as HandlerArgs['auth'];
        const key = idempotent ? idempotency.idempotencyKeyOf(request) : undefined;
        const result = await inRequestContext(request, db(), { tenantId: auth.tenantId, userId: auth.userId, email: auth.email }, async (trx) => {
          const args = {
            request,
            h,
            trx,
            auth,
            locale: localeOf(request.headers['accept-language'] as string | undefined),
            params: request.params ?? {},
            query: request.query ?? {},
            payload: request.payload ?? {},
          } as HandlerArgs<P, Q, B>;
          if (!key) return spec.handler(args);
          // The key belongs to the person who sent it: another user's same key is another request.
          const scope = { tenantId: auth.tenantId, userId: auth.userId, key };
          const hash = idempotency.requestHash(request);
          const earlier = await idempotency.replay(trx, scope, hash);
          if (earlier)
            return h
              .response(earlier.body as object)
              .code(earlier.status)
              .header('idempotent-replayed', 'true');
          const answer = await spec.handler(args);
          await idempotency.remember(trx, scope, hash, answerOf(answer));
          return answer;
        });
        return result as ResponseObject;
      },
    },
  };
}
