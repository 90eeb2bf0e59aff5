// A project's documents' commands (FilesS3 upload, delete, URL): DOCX, XLSX, PPTX or PDF up to 250 MB,
// the kind read from the bytes, the body streamed into the file storage as it arrives (only its
// first bytes and its last megabyte, where a ZIP lists its parts, are kept in memory), and streamed
// back. Open to AdministrationProjects in the project's own company; row-level security keeps
// tenants apart. The list is the declared resource project-documents (decision 287).
import type { Readable } from 'node:stream';
import type { ServerRoute } from '@hapi/hapi';
import Joi from 'joi';
import type { Knex } from 'knex';
import { AppError } from '../../../platform/errors/app-error.ts';
import { defineRoute } from '../../../platform/http/route.ts';
import { idSchema } from '../../../platform/resource/validation.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import { fileName } from '../../../platform/storage/uploads.routes.ts';
import { notifyProject } from '../project-notifications.ts';
import { projectOf } from '../project-of.ts';
import { DOCUMENT_KINDS, PROJECT_DOCUMENT_MAX_BYTES, contentMatches, kindOfName } from './document-type.ts';
import { PROJECT_DOCUMENT_MAX_MB, Probe, completeDocument, deleteDocument, startDocument, storedDocument } from './project-documents.ts';

/** Hapi refused the body before the handler: a declared length over the limit (413) or a Content-Type outside the list (415). */
const payloadFailure = (_request: unknown, _h: unknown, err?: Error) => {
  const status = (err as { output?: { statusCode?: number } } | undefined)?.output?.statusCode;
  if (status === 413) throw new AppError('PROJECT_DOCUMENT_TOO_LARGE', { max: PROJECT_DOCUMENT_MAX_MB });
  throw new AppError(status === 415 ? 'PROJECT_DOCUMENT_TYPE_NOT_ALLOWED' : 'INVALID_FILE');
};

/** The Content-Types a body may declare: the kinds' own, or bytes of no declared type (the bytes decide anyway). */
const ALLOWED = ['application/octet-stream', ...Object.values(DOCUMENT_KINDS).map((k) => k.contentType)];

const projectParams = Joi.object<{ id: string }>({ id: idSchema.required() });
const documentParams = Joi.object<{ id: string; documentId: string }>({ id: idSchema.required(), documentId: idSchema.required() });

export function projectDocumentRoutes(db: () => Knex, storage: () => FileStorage): ServerRoute[] {
  const upload = defineRoute(db, {
    method: 'POST',
    path: '/api/projects/{id}/documents',
    permission: 'AdministrationProjects',
    tags: ['projects'],
    description:
      'Adds a document to a project: the body is the file (its name URL-encoded in X-File-Name), DOCX, XLSX, PPTX or PDF up to 250 MB, its kind read from the bytes; streamed to the file store',
    validate: { params: projectParams },
    idempotent: false, // the body is a stream: nothing to hash
    handler: async ({ trx, auth, params, request, h }) => {
      const body = request.payload as Readable;
      const name = fileName(request);
      const kind = kindOfName(name);
      if (!name || name.length > 255) {
        body.resume();
        throw new AppError('INVALID_FILE');
      }
      if (!kind) {
        body.resume();
        throw new AppError('PROJECT_DOCUMENT_TYPE_NOT_ALLOWED');
      }
      await projectOf(trx, auth.companyId, params.id);
      const { id, storageKey: key } = await startDocument(trx, auth, params.id, { name, contentType: DOCUMENT_KINDS[kind].contentType });
      const probe = new Probe();
      await storage().putStream(
        key,
        body.pipe(probe).on('error', () => body.unpipe(probe)),
      );
      // The bytes are stored; if they are not what the name says, they go and the row rolls back.
      if (probe.total === 0 || !contentMatches(kind, probe.head, probe.tail(), probe.total)) {
        await storage().remove(key);
        throw new AppError(probe.total === 0 ? 'INVALID_FILE' : 'PROJECT_DOCUMENT_TYPE_NOT_ALLOWED');
      }
      try {
        const saved = await completeDocument(trx, id, probe.total, key);
        await notifyProject(trx, [params.id], 'documentAdded');
        return h.response(saved).code(201);
      } catch (error) {
        await storage().remove(key);
        throw error;
      }
    },
  });
  // The body reaches the handler as a stream; Hapi refuses a declared length over the limit first.
  upload.options = {
    ...upload.options,
    payload: { parse: false, output: 'stream', maxBytes: PROJECT_DOCUMENT_MAX_BYTES, allow: ALLOWED, failAction: payloadFailure },
  };

  // What the routes of one stored document say alike.
  const oneDocument = {
    path: '/api/projects/{id}/documents/{documentId}',
    permission: 'AdministrationProjects' as const,
    tags: ['projects'],
    validate: { params: documentParams },
  };

  const download = defineRoute(db, {
    method: 'GET',
    ...oneDocument,
    description: "A project document's bytes, streamed",
    handler: async ({ trx, auth, params, h }) => {
      const document = await storedDocument(trx, auth.companyId, params.id, params.documentId);
      const stream = await storage().getStream(document.storageKey);
      if (!stream) throw new AppError('NOT_FOUND');
      return h
        .response(stream)
        .type(document.contentType)
        .bytes(document.size)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(document.name)}`);
    },
  });

  const remove = defineRoute(db, {
    method: 'DELETE',
    ...oneDocument,
    description: 'Deletes a project document (its row and its bytes)',
    handler: async ({ trx, auth, params, h }) => {
      const storageKey = await deleteDocument(trx, auth.companyId, params.id, params.documentId);
      await storage().remove(storageKey); // a failure rolls the row's deletion back
      return h.response().code(204);
    },
  });
  return [upload, download, remove];
}
