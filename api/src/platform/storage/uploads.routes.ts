// POST /api/uploads takes a file's bytes (the body, with its Content-Type and its name in
// X-File-Name) within the attachment limits and answers the descriptor a file field stores;
// GET /api/uploads/{id} answers the bytes to whoever may read them (`readable`: the uploader, and
// those who see the record it is attached to), and FILE_NOT_FOUND to anyone else.
import type { Request, ServerRoute } from '@hapi/hapi';
import Joi from 'joi';
import type { Knex } from 'knex';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, checkFieldValue } from '../../contract/field-checks.ts';
import { AppError } from '../errors/app-error.ts';
import { defineRoute, type HandlerArgs } from '../http/route.ts';
import { idSchema } from '../resource/validation.ts';
import type { FileStorage } from './file-storage.ts';
import { bytesMatchType } from './sniff.ts';
import { saveUpload, uploadOf } from './uploads.ts';

/** Hapi refused the body before the handler: too large (413) or a type outside the list (415). */
const payloadFailure = (_request: unknown, _h: unknown, err?: Error) => {
  const status = (err as { output?: { statusCode?: number } } | undefined)?.output?.statusCode;
  throw new AppError(status === 413 ? 'FILE_TOO_LARGE' : 'FILE_TYPE_NOT_ALLOWED', { max: ATTACHMENT_MAX_BYTES / (1024 * 1024) });
};

/** The file's name from X-File-Name (URL-encoded), or '' when missing or malformed. */
export function fileName(request: Request): string {
  const raw = request.headers['x-file-name'];
  try {
    return typeof raw === 'string' ? decodeURIComponent(raw).trim() : '';
  } catch {
    return '';
  }
}

/** Whether the caller may read an upload of their company (the rule lives with the documentation centre). */
export type UploadReadable = (
  trx: Knex.Transaction,
  auth: HandlerArgs['auth'],
  upload: { id: string; createdBy: string | null; storageKey: string },
) => Promise<boolean>;

export function uploadRoutes(db: () => Knex, storage: () => FileStorage, readable: UploadReadable): ServerRoute[] {
  const upload = defineRoute(db, {
    method: 'POST',
    path: '/api/uploads',
    permission: null,
    tags: ['uploads'],
    description:
      'Uploads a file (the body; its name URL-encoded in X-File-Name): docx, xlsx, pdf, mp4 or wav up to 5 MB, its type read from the bytes; answers the descriptor a file field stores',
    handler: async ({ trx, auth, request, h }) => {
      const bytes = Buffer.isBuffer(request.payload) ? request.payload : Buffer.alloc(0);
      const contentType = String(request.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase();
      const name = fileName(request);
      // The descriptor the field will store must pass the field's own check (name, type, size).
      const verdict = checkFieldValue({ type: 'file', labelKey: '' }, { id: '00000000-0000-4000-8000-000000000000', name, size: bytes.length, contentType });
      if (!verdict.ok) throw new AppError(verdict.failure.code, verdict.failure.params);
      if (bytes.length === 0) throw new AppError('INVALID_FILE');
      if (!bytesMatchType(bytes, contentType)) throw new AppError('FILE_TYPE_NOT_ALLOWED');
      return h.response(await saveUpload(trx, storage(), auth, { name, contentType, bytes })).code(201);
    },
  });
  // Hapi reads the body raw, within the limit and the listed types, before the handler runs.
  upload.options = {
    ...upload.options,
    payload: { parse: false, output: 'data', maxBytes: ATTACHMENT_MAX_BYTES, allow: Object.keys(ATTACHMENT_TYPES), failAction: payloadFailure },
  };

  const download = defineRoute(db, {
    method: 'GET',
    path: '/api/uploads/{id}',
    permission: null,
    tags: ['uploads'],
    description: "An uploaded file's bytes, to its uploader and to those who see the record it is attached to",
    validate: { params: Joi.object<{ id: string }>({ id: idSchema.required() }) },
    handler: async ({ trx, auth, params, h }) => {
      const row = await uploadOf(trx, auth.companyId, params.id);
      if (!row || !(await readable(trx, auth, row))) throw new AppError('FILE_NOT_FOUND');
      const bytes = await storage().get(row.storageKey);
      if (!bytes) throw new AppError('FILE_NOT_FOUND');
      return h
        .response(bytes)
        .type(row.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`);
    },
  });
  return [upload, download];
}
