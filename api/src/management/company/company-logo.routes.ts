// A company's logo after registration (issue 12, item 1): replaced from the company's page by whoever
// may change the company, read by every member (the header shows the active company's). JPG, GIF or
// PNG up to 5 MB, the type read from the bytes; a size other than 171x51 is a warning only.
import type { ServerRoute } from '@hapi/hapi';
import Joi from 'joi';
import type { Knex } from 'knex';
import { readCompanyLogo, removeCompanyLogo, writeCompanyLogo } from '../../auth/company-logo.ts';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from '../../contract/logo-rules.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { defineRoute } from '../../platform/http/route.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { idSchema } from '../../platform/resource/validation.ts';

const params = Joi.object({ id: idSchema.required() });

/** Hapi refuses a body that is too large (413) or of another type (415) before the handler. */
const payloadFailure = (_request: unknown, _h: unknown, err?: Error) => {
  const status = (err as { output?: { statusCode?: number } } | undefined)?.output?.statusCode;
  throw new AppError(status === 413 ? 'LOGO_TOO_LARGE' : 'LOGO_TYPE_NOT_ALLOWED');
};

export function companyLogoRoutes(db: () => Knex, storage: () => FileStorage): ServerRoute[] {
  const upload = defineRoute(db, {
    method: 'POST',
    path: '/api/companies/{id}/logo',
    permission: 'AdministrationCompanyGeneralUpdate',
    tags: ['companies'],
    description: "Replaces a company's logo: the image bytes as the body, JPG/GIF/PNG up to 5 MB (type read from the bytes); warns when not 171x51",
    validate: { params },
    idempotent: false,
    handler: async ({ trx, auth, params: p, request, h }) => {
      const bytes = Buffer.isBuffer(request.payload) ? request.payload : Buffer.alloc(0);
      // Only a company of the caller's tenant (a person of two tenants acts in one at a time).
      return h.response(await writeCompanyLogo(trx, storage(), { tenantId: auth.tenantId, companyId: String(p.id) }, bytes)).code(201);
    },
  });
  upload.options = {
    ...upload.options,
    payload: { parse: false, output: 'data', maxBytes: LOGO_MAX_BYTES, allow: [...LOGO_CONTENT_TYPES], failAction: payloadFailure },
  };

  const read = defineRoute(db, {
    method: 'GET',
    path: '/api/companies/{id}/logo',
    permission: null,
    audience: 'members',
    tags: ['companies'],
    description: "A company of the caller's tenant's logo (any member: the header shows it); 404 when it has none",
    validate: { params },
    handler: async ({ trx, auth, params: p, h }) => {
      const logo = await readCompanyLogo(trx, storage(), { tenantId: auth.tenantId, companyId: String(p.id) });
      return h.response(logo.bytes).type(logo.contentType).header('cache-control', 'private, no-cache');
    },
  });

  const remove = defineRoute(db, {
    method: 'DELETE',
    path: '/api/companies/{id}/logo',
    permission: 'AdministrationCompanyGeneralUpdate',
    tags: ['companies'],
    description: "Removes a company's logo",
    validate: { params },
    handler: async ({ trx, auth, params: p, h }) => {
      await removeCompanyLogo(trx, storage(), { tenantId: auth.tenantId, companyId: String(p.id) });
      return h.response().code(204);
    },
  });
  return [upload, read, remove];
}
