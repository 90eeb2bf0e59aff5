// A project's documents (FilesS3 upload, list, delete, URL): DOCX, XLSX, PPTX or PDF up to 250 MB,
// the kind read from the bytes, the body streamed into the file storage as it arrives (only its
// first bytes and its last megabyte, where a ZIP lists its parts, are kept in memory). Open to
// AdministrationProjects in the project's own company; row-level security keeps tenants apart.
import { Transform, type Readable, type TransformCallback } from 'node:stream';
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
import { DOCUMENT_KINDS, PROJECT_DOCUMENT_MAX_BYTES, TAIL_BYTES, contentMatches, kindOfName } from './document-type.ts';

const MAX_MB = PROJECT_DOCUMENT_MAX_BYTES / (1024 * 1024);
const COLUMNS = ['id', 'projectId', 'name', 'size', 'contentType', 'createdAt', 'createdBy'] as const;
const PAGE = 100;

/** Counts the bytes passing through, stops past the limit, and keeps the head and the tail (about TAIL_BYTES). */
export class Probe extends Transform {
  total = 0;
  head = Buffer.alloc(0);
  private chunks: Buffer[] = [];
  private kept = 0;

  constructor(private readonly max = PROJECT_DOCUMENT_MAX_BYTES) {
    super();
  }

  /** Bytes held in memory now: the tail's chunks. */
  get held(): number {
    return this.kept;
  }

  _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.total += chunk.length;
    if (this.total > this.max) {
      done(new AppError('PROJECT_DOCUMENT_TOO_LARGE', { max: MAX_MB }));
      return;
    }
    if (this.head.length < 8) this.head = Buffer.concat([this.head, chunk.subarray(0, 8 - this.head.length)]);
    this.chunks.push(chunk);
    this.kept += chunk.length;
    while (this.kept - this.chunks[0].length >= TAIL_BYTES) this.kept -= this.chunks.shift()!.length;
    done(null, chunk);
  }

  tail(): Buffer {
    const all = Buffer.concat(this.chunks);
    return all.subarray(Math.max(0, all.length - TAIL_BYTES));
  }
}

/** Hapi refused the body before the handler: a declared length over the limit (413) or a Content-Type outside the list (415). */
const payloadFailure = (_request: unknown, _h: unknown, err?: Error) => {
  const status = (err as { output?: { statusCode?: number } } | undefined)?.output?.statusCode;
  if (status === 413) throw new AppError('PROJECT_DOCUMENT_TOO_LARGE', { max: MAX_MB });
  throw new AppError(status === 415 ? 'PROJECT_DOCUMENT_TYPE_NOT_ALLOWED' : 'INVALID_FILE');
};

/** The Content-Types a body may declare: the kinds' own, or bytes of no declared type (the bytes decide anyway). */
const ALLOWED = ['application/octet-stream', ...Object.values(DOCUMENT_KINDS).map((k) => k.contentType)];

const projectParams = Joi.object({ id: idSchema.required() });
const documentParams = Joi.object({ id: idSchema.required(), documentId: idSchema.required() });

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
      const { contentType } = DOCUMENT_KINDS[kind];
      const [row] = await trx('project_documents')
        .insert({
          tenantId: auth.tenantId,
          companyId: auth.companyId,
          projectId: params.id,
          createdBy: auth.userId,
          name,
          size: 0,
          contentType,
          storageKey: '',
        })
        .returning('id');
      const key = `${auth.tenantId}/${auth.companyId}/projects/${params.id}/documents/${row.id as string}`;
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
        const [saved] = await trx('project_documents')
          .where({ id: row.id })
          .update({ size: probe.total, storageKey: key })
          .returning([...COLUMNS]);
        await notifyProject(trx, [params.id], 'documentAdded');
        return h.response(asDocument(saved)).code(201);
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

  const list = defineRoute(db, {
    method: 'GET',
    path: '/api/projects/{id}/documents',
    permission: 'AdministrationProjects',
    tags: ['projects'],
    description: "A project's documents, newest first, 100 a page (`after` = the last id of the previous page)",
    validate: { params: projectParams, query: Joi.object({ after: idSchema }) },
    handler: async ({ trx, auth, params, query }) => {
      await projectOf(trx, auth.companyId, params.id);
      const q = trx('project_documents')
        .where({ projectId: params.id, companyId: auth.companyId })
        .orderBy([
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(PAGE + 1)
        .select([...COLUMNS]);
      if (query.after) {
        // Keyset: rows after the given one in (created_at desc, id desc) order.
        q.whereRaw('(created_at, id) < (select d.created_at, d.id from project_documents d where d.id = ? and d.project_id = ?)', [
          String(query.after),
          params.id,
        ]);
      }
      const rows = await q;
      return { data: rows.slice(0, PAGE).map(asDocument), hasMore: rows.length > PAGE };
    },
  });

  const download = defineRoute(db, {
    method: 'GET',
    path: '/api/projects/{id}/documents/{documentId}',
    permission: 'AdministrationProjects',
    tags: ['projects'],
    description: "A project document's bytes, streamed",
    validate: { params: documentParams },
    handler: async ({ trx, auth, params, h }) => {
      const row = await trx('project_documents').where({ id: params.documentId, projectId: params.id, companyId: auth.companyId }).first();
      const stream = row?.storageKey ? await storage().getStream(row.storageKey as string) : null;
      if (!row || !stream) throw new AppError('NOT_FOUND');
      return h
        .response(stream)
        .type(row.contentType as string)
        .bytes(Number(row.size))
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name as string)}`);
    },
  });

  const remove = defineRoute(db, {
    method: 'DELETE',
    path: '/api/projects/{id}/documents/{documentId}',
    permission: 'AdministrationProjects',
    tags: ['projects'],
    description: 'Deletes a project document (its row and its bytes)',
    validate: { params: documentParams },
    handler: async ({ trx, auth, params, h }) => {
      const [row] = await trx('project_documents')
        .where({ id: params.documentId, projectId: params.id, companyId: auth.companyId })
        .delete()
        .returning(['storageKey']);
      if (!row) throw new AppError('NOT_FOUND');
      await storage().remove(row.storageKey as string); // a failure rolls the row's deletion back
      return h.response().code(204);
    },
  });
  return [upload, list, download, remove];
}

const asDocument = (row: Record<string, unknown>) => ({
  id: row.id,
  projectId: row.projectId,
  name: row.name,
  size: Number(row.size),
  contentType: row.contentType,
  createdAt: row.createdAt,
  createdBy: row.createdBy,
});
