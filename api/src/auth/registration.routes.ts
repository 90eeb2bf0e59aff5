// GET /api/register (the prefill) and POST /api/register (steps 1 and 2, or step 1 alone).
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { AppError } from '../platform/errors/app-error.ts';
import { PATTERNS } from '../platform/resource/validation.ts';
import { authRoute, fieldCodes } from './auth-route.ts';
import { saveCompanyLogo } from './company-logo.ts';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from '../contract/logo-rules.ts';
import { register, registrationPrefill, type RegistrationInput } from './registration.ts';
import { lookupSession } from './sessions.ts';
import { meBody } from './tenancy.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';

const optional = (s: Joi.StringSchema) => s.allow(null, '');

export const registrationPayload = Joi.object({
  name: Joi.string().trim().max(100).pattern(PATTERNS.personName).required(),
  lastName: Joi.string().trim().max(100).pattern(PATTERNS.personName).required(),
  email: optional(Joi.string().trim().max(254)),
  companyName: optional(Joi.string().trim().max(200)),
  country: optional(
    Joi.string()
      .trim()
      .uppercase()
      .pattern(/^[A-Z]{3}$/),
  ),
  city: optional(Joi.string().trim().max(20)),
  address: optional(Joi.string().trim().max(300)),
  phone: optional(Joi.string().trim().max(20).pattern(PATTERNS.digits)),
  timeZone: optional(Joi.string().trim().max(60)),
  language: Joi.valid('es', 'en', null, ''),
}).label('register');

const errorCode = fieldCodes({
  name: { required: 'NAME_REQUIRED', format: 'LETTERS_ONLY' },
  lastName: { format: 'LETTERS_ONLY' },
  phone: { format: 'DIGITS_ONLY' },
  country: { format: 'INVALID_OPTION' },
});

/** Hapi refuses a body that is too large (413) or of another type (415) before the handler. */
const logoPayloadFailure = (_request: unknown, _h: unknown, err?: Error) => {
  const status = (err as { output?: { statusCode?: number } } | undefined)?.output?.statusCode;
  throw new AppError(status === 413 ? 'LOGO_TOO_LARGE' : 'LOGO_TYPE_NOT_ALLOWED');
};

export function registrationRoutes(db: () => Knex, cookieName: string, storage: () => FileStorage): ServerRoute[] {
  return [
    authRoute({
      method: 'GET',
      path: '/api/register',
      auth: 'any-session',
      description: 'The registration prefill: the verified email (fixed), names from the identity provider, defaults of step 2',
      handler: ({ caller }) => registrationPrefill(db(), caller),
    }),
    authRoute({
      method: 'POST',
      path: '/api/register',
      auth: 'any-session',
      description: 'Registers the organisation (step 1, and step 2 unless skipped) in one transaction; answers as GET /api/me with a new session cookie',
      validate: { payload: registrationPayload },
      errorCode,
      handler: async ({ caller, request, h }) => {
        const { token } = await register(db(), caller, request.payload as RegistrationInput);
        const found = await lookupSession(db(), token);
        if (!found.ok || found.caller.kind !== 'user') throw new AppError('UNAUTHENTICATED');
        return h
          .response(await meBody(db(), found.caller))
          .code(201)
          .state(cookieName, token);
      },
    }),
    authRoute({
      method: 'POST',
      path: '/api/register/logo',
      auth: 'session',
      permission: 'AdministrationCompanyGeneralUpdate',
      description: "The active company's logo (registration step 2): the image bytes as the body, JPG/GIF/PNG up to 5 MB; warns when not 171x51",
      payload: { parse: false, output: 'data', maxBytes: LOGO_MAX_BYTES, allow: [...LOGO_CONTENT_TYPES], failAction: logoPayloadFailure },
      handler: async ({ caller, request, h }) => {
        const bytes = Buffer.isBuffer(request.payload) ? request.payload : Buffer.alloc(0); // an empty body is null
        return h.response(await saveCompanyLogo(db(), storage(), caller, bytes)).code(201);
      },
    }),
  ];
}
