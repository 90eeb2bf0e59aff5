// A role's declared action 'duplicate' (document 1, section 6: roles can be duplicated): the copy
// opens on its own page; recorded in the audit log as 'duplicate' on the new role, naming the original.
import { lockFor } from '../../platform/db/knex.ts';
import type { ActionDecl } from '../../platform/resource/actions.ts';
import * as writes from '../../platform/resource/write-steps.ts';
import { copyCode, copyName } from './copy-names.ts';

export const duplicateRole: ActionDecl = {
  name: 'duplicate',
  opens: 'show',
  async effect({ trx, resource: roles, registry, caller, row: original }) {
    // Copies of one company are numbered one at a time: parallel copies would pick the same free code.
    await lockFor(trx, 'roles', 'duplicate', caller.companyId);
    const codes = (await trx('roles').where({ companyId: caller.companyId }).pluck('code')) as string[];
    return writes.create(
      trx,
      roles,
      registry,
      caller,
      {
        name: copyName(String(original.name)),
        code: copyCode(String(original.code), codes),
        description: original.description ?? null,
        permissions: original.permissions,
        active: true,
      },
      { action: 'duplicate', note: { duplicateOf: original.id } },
    );
  },
};
