// The uploads a file field may name: the rows POST /api/uploads writes (saveUpload), one read back
// for its download (uploadOf), and the check that a write's file fields name them (unknownFiles).
import type { Knex } from 'knex';
import type { FileDescriptor } from '../../contract/field-checks.ts';
import type { HandlerArgs } from '../http/route.ts';
import type { FileStorage } from './file-storage.ts';

/** Stores the bytes under a key of the caller's company and answers the descriptor a file field stores; a storage failure rolls the row back. */
export async function saveUpload(
  trx: Knex.Transaction,
  storage: FileStorage,
  auth: HandlerArgs['auth'],
  { name, contentType, bytes }: { name: string; contentType: string; bytes: Buffer },
): Promise<FileDescriptor> {
  const [row] = await trx('uploads')
    .insert({ tenantId: auth.tenantId, companyId: auth.companyId, createdBy: auth.userId, name, size: bytes.length, contentType, storageKey: '' })
    .returning(['id', 'name', 'size', 'contentType']);
  const key = `${auth.tenantId}/${auth.companyId}/uploads/${row.id as string}`;
  await trx('uploads').where({ id: row.id }).update({ storageKey: key });
  await storage.put(key, bytes);
  return { id: row.id as string, name: row.name as string, size: row.size as number, contentType: row.contentType as string };
}

/** An upload of the company, with who made it and where its bytes are; undefined when there is none. */
export async function uploadOf(
  trx: Knex.Transaction,
  companyId: string,
  id: string,
): Promise<{ id: string; name: string; contentType: string; createdBy: string | null; storageKey: string } | undefined> {
  const row = await trx('uploads').where({ id, companyId }).first('id', 'name', 'contentType', 'createdBy', 'storageKey');
  return row && { id: row.id, name: row.name, contentType: row.contentType, createdBy: row.createdBy ?? null, storageKey: row.storageKey };
}

/**
 * The file fields of a write must name uploads of the caller's company, with the name, size and
 * type stored for them (a descriptor cannot be made up). A value the row already had is kept.
 */
export async function unknownFiles(trx: Knex.Transaction, companyId: string, files: readonly FileDescriptor[]): Promise<FileDescriptor[]> {
  if (!files.length) return [];
  const rows = await trx('uploads')
    .whereIn(
      'id',
      files.map((f) => f.id),
    )
    .where({ companyId })
    .select('id', 'name', 'size', 'contentType');
  const byId = new Map(rows.map((r) => [r.id as string, r]));
  return files.filter((f) => {
    const row = byId.get(f.id);
    return !row || row.name !== f.name || row.size !== f.size || row.contentType !== f.contentType;
  });
}
