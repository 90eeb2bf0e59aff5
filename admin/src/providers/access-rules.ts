// Which actions a principal may take on a resource: the API's own guard (policies/guard.ts) applied
// to the declaration's permission codes and operations, so a button is hidden exactly when the API
// would refuse.
import type { Operation, ResourceMeta } from '../../../api/src/platform/resource/types.ts';
import { isAllowed, type Principal } from '../../../policies/guard.ts';
import type { Me } from '../session/types.ts';

/** Refine's action names mapped to the declaration's operations. */
const OPERATION_OF: Record<string, Operation> = {
  list: 'list',
  show: 'show',
  create: 'create',
  clone: 'create',
  edit: 'update',
  delete: 'delete',
};

export function principalOf(me: Me): Principal {
  return { isSuperAdmin: me.user.isSuperAdmin, permissions: me.permissions };
}

export function canPerform(principal: Principal, meta: ResourceMeta, action: string): boolean {
  // 'lookup': list rows to show or pick them from another resource's form (the declaration's lookupBy).
  if (action === 'lookup') {
    return canPerform(principal, meta, 'list') || (meta.lookupBy ?? []).some((code) => isAllowed(principal, code));
  }
  const operation = OPERATION_OF[action];
  if (!operation || !meta.operations.includes(operation)) return false;
  const required = operation === 'list' || operation === 'show' ? meta.permission.read : meta.permission.write;
  return isAllowed(principal, required);
}
