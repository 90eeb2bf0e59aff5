// A project's documents as stored: the row written before its bytes stream in and completed after,
// one document and its removal, each in the caller's company (the list is the declared resource
// project-documents, decision 287). The upload's probe counts and keeps the bytes that tell the
// kind. project-documents.routes.ts validates and calls these.
import { Transform, type TransformCallback } from 'node:stream';
import type { Knex } from 'knex';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { HandlerArgs } from '../../../platform/http/route.ts';
import { PROJECT_DOCUMENT_MAX_BYTES, TAIL_BYTES } from './document-type.ts';

export const PROJECT_DOCUMENT_MAX_MB = PROJECT_DOCUMENT_MAX_BYTES / (1024 * 1024);
const COLUMNS = ['id', 'projectId', 'name', 'size', 'contentType', 'createdAt', 'createdBy'] as const;

type Caller = HandlerArgs['auth'];

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
      done(new AppError('PROJECT_DOCUMENT_TOO_LARGE', { max: PROJECT_DOCUMENT_MAX_MB }));
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

/** A new document's row, empty until its bytes are stored under the key it returns. */
export async function startDocument(
  trx: Knex.Transaction,
  auth: Caller,
  projectId: string,
  { name, contentType }: { name: string; contentType: string },
): Promise<{ id: string; storageKey: string }> {
  const [row] = await trx('project_documents')
    .insert({ tenantId: auth.tenantId, companyId: auth.companyId, projectId, createdBy: auth.userId, name, size: 0, contentType, storageKey: '' })
    .returning('id');
  const id = row.id as string;
  return { id, storageKey: `${auth.tenantId}/${auth.companyId}/projects/${projectId}/documents/${id}` };
}

/** The document once its bytes are stored: their size and key. */
export async function completeDocument(trx: Knex.Transaction, id: string, size: number, storageKey: string): Promise<ProjectDocument> {
  const [saved] = await trx('project_documents')
    .where({ id })
    .update({ size, storageKey })
    .returning([...COLUMNS]);
  return asDocument(saved);
}

/** One document of the project in the caller's company, with its storage key; not found otherwise. */
export async function storedDocument(
  trx: Knex.Transaction,
  companyId: string,
  projectId: string,
  id: string,
): Promise<{ name: string; size: number; contentType: string; storageKey: string }> {
  const row = await trx('project_documents').where({ id, projectId, companyId }).first('name', 'size', 'contentType', 'storageKey');
  if (!row?.storageKey) throw new AppError('NOT_FOUND');
  return { name: row.name as string, size: Number(row.size), contentType: row.contentType as string, storageKey: row.storageKey as string };
}

/** Deletes the document's row and answers its storage key; not found if it is not the project's. */
export async function deleteDocument(trx: Knex.Transaction, companyId: string, projectId: string, id: string): Promise<string> {
  const [row] = await trx('project_documents').where({ id, projectId, companyId }).delete().returning(['storageKey']);
  if (!row) throw new AppError('NOT_FOUND');
  return row.storageKey as string;
}

export type ProjectDocument = ReturnType<typeof asDocument>;

const asDocument = (row: Record<string, unknown>) => ({
  id: row.id as string,
  projectId: row.projectId as string,
  name: row.name as string,
  size: Number(row.size),
  contentType: row.contentType as string,
  createdAt: row.createdAt,
  createdBy: row.createdBy,
});
