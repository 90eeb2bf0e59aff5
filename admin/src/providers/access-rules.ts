// Which actions a principal may take on a resource: the API's own Casbin guard (policies/) applied
// to the declaration's permission codes and operations, so a button is hidden exactly when the API
// would refuse.
import type { Operation, ResourceMeta } from '../../../api/src/contract/resource-meta.ts';
import type { Principal } from '../../../policies/guard.ts';
import type { PermissionCode } from '../../../policies/permissions.ts';

/** Refine's action names mapped to the declaration's operations. */
const OPERATION_OF: Record<string, Operation> = { list: 'list', show: 'show', create: 'create', clone: 'create', edit: 'update', delete: 'delete' };

export function canPerform(principal: Principal, meta: ResourceMeta, action: string): boolean {
  // 'lookup': list rows to show or pick them from another resource's form (the declaration's lookupBy).
  if (action === 'lookup') {
    // A declared lookup is open to every member of the company (identity columns only).
    return !!meta.lookup || canPerform(principal, meta, 'list') || (meta.lookupBy ?? []).some((code) => principal.can(code));
  }
  const operation = OPERATION_OF[action];
  if (!operation || !meta.operations.includes(operation)) return false;
  const reading = operation === 'list' || operation === 'show';
  // A scoped resource opens its reads to the pair's Workgroup code too (the API narrows the rows).
  if (reading && meta.scope && principal.can(`${meta.scope.pair}Workgroup` as PermissionCode)) return true;
  // Codes that open the resource as its own do (the clients' AdministrationClient).
  if ((meta.permission.also ?? []).some((code) => principal.can(code))) return true;
  if (reading) return principal.can(meta.permission.read);
  return principal.can(operation === 'create' ? (meta.permission.create ?? meta.permission.write) : meta.permission.write);
}
