// authRoute: the thin route of this folder. Unlike defineRoute it needs no active company (a user
// picks one, registers one, or has none); it names its strategy and hands the caller to a service.
import type { Lifecycle, Request, ResponseToolkit, RouteOptions, RouteOptionsValidate, ServerRoute } from '@hapi/hapi';
import type Joi from 'joi';
import type { PermissionCode } from '../../../policies/permissions.ts';
import type { RouteAccess } from '../platform/http/guard.ts';
import type { ErrorCode } from '../contract/error-catalogue.ts';
import { localeOf, type Locale } from '../platform/http/auth-context.ts';
import { failAction } from '../platform/http/route.ts';
import type { AuthStrategy } from './session-scheme.ts';
import type { Caller, UserCaller } from './sessions.ts';

type CallerOf<A extends AuthStrategy | false> = A extends false ? null : A extends 'any-session' ? Caller : UserCaller;

export interface AuthRouteSpec<A extends AuthStrategy | false> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  description: string;
  auth: A;
  /** A permission code the caller needs in the active company (default: none). */
  permission?: PermissionCode;
  validate?: { params?: Joi.Schema; query?: Joi.Schema; payload?: Joi.Schema };
  /** The field error code for a Joi failure (default: UNKNOWN_FIELD or INVALID_VALUE). */
  errorCode?: (d: Joi.ValidationErrorItem) => ErrorCode;
  payload?: RouteOptions['payload'];
  handler: (args: { request: Request; h: ResponseToolkit; caller: CallerOf<A>; locale: Locale }) => unknown;
}

export function authRoute<A extends AuthStrategy | false>(spec: AuthRouteSpec<A>): ServerRoute {
  const validate: RouteOptionsValidate = { failAction: failAction(spec.errorCode), ...spec.validate };
  // A permission means the route works in the active company, checked before validation.
  const access: RouteAccess = { permission: spec.permission ?? null, needsCompany: Boolean(spec.permission) };
  return {
    method: spec.method,
    path: spec.path,
    options: {
      description: spec.description,
      tags: ['api', 'auth'],
      auth: spec.auth,
      validate,
      ...(spec.payload ? { payload: spec.payload } : {}),
      // Most of these routes serve any signed-in person (or nobody, with auth: false).
      plugins: { lawfirm: access }, // enforced by the session scheme (guard.ts)
      handler: async (request, h) => {
        const caller = (spec.auth === false ? null : request.auth.credentials) as CallerOf<A>;
        const locale = localeOf(request.headers['accept-language'] as string | undefined);
        return (await spec.handler({ request, h, caller, locale })) as Lifecycle.ReturnValue;
      },
    },
  };
}

type Rule = { required?: ErrorCode; format?: ErrorCode };

/** Maps Joi failures to our field codes from a small table per field. */
export function fieldCodes(rules: Record<string, Rule>): (d: Joi.ValidationErrorItem) => ErrorCode {
  return (d) => {
    const key = String(d.path[0]);
    const rule = Object.hasOwn(rules, key) ? rules[key] : {}; // a payload key like `constructor` names no rule
    if (d.type === 'object.unknown') return 'UNKNOWN_FIELD';
    if (d.type === 'any.required' || d.type === 'string.empty' || (d.context?.value === null && d.type.endsWith('.base'))) {
      return rule.required ?? 'REQUIRED';
    }
    if (d.type === 'string.max') return 'TOO_LONG';
    if (d.type === 'string.min') return 'TOO_SHORT';
    if (d.type === 'string.pattern.base') return rule.format ?? 'INVALID_VALUE';
    if (d.type === 'any.only' || d.type === 'any.invalid') return 'INVALID_OPTION';
    return 'INVALID_VALUE';
  };
}
