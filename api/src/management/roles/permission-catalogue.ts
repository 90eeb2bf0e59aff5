// The permission catalogue as stored: every code with its area, in the order policies/permissions.ts
// lists them (codes it does not list last). roles.routes.ts answers it.
import type { Knex } from 'knex';
import { PERMISSION_CODES } from '../../../../policies/permissions.ts';

export function permissionCatalogue(trx: Knex.Transaction): Promise<{ code: string; area: string }[]> {
  return trx('permissions')
    .select('code', 'area')
    .orderByRaw('array_position(?::text[], code::text) nulls last, code', [PERMISSION_CODES as unknown as string[]]);
}
