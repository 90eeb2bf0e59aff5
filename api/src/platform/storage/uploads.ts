// The uploads a file field may name (the rows POST /api/uploads writes).
import type { Knex } from 'knex';
import type { FileDescriptor } from '../../contract/field-checks.ts';

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
