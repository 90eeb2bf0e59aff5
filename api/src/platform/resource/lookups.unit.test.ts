// Generated from the declarations: a page's references resolve for everyone who may open it. Every
// code that opens a resource's pages (its read code, its Workgroup code, its write code for the
// forms) must also let the holder list each resource it references (to show names, filter and
// pick), through that resource's own read code, its lookupBy, or an open lookup.
import { describe, expect, it } from 'vitest';
import type { PermissionCode } from '../../../../policies/permissions.ts';
import { RESOURCES, resourceByName } from '../../resources.ts';
import type { Resource } from './define.ts';

/** The codes that open the list of a resource (GET /api/<name>), as routes.ts declares them. */
function listedBy(r: Resource): Set<PermissionCode | null> | 'everyone' {
  if (r.lookup || r.permission.read === null) return 'everyone';
  return new Set([r.permission.read, ...r.lookupBy, ...(r.scope ? [`${r.scope.pair}Workgroup` as PermissionCode] : [])]);
}

/** The codes that open a resource's pages: reading (list, detail) and writing (forms). */
function openedBy(r: Resource): PermissionCode[] {
  const codes = [r.permission.read, ...(r.scope ? [`${r.scope.pair}Workgroup` as PermissionCode] : [])];
  if (r.operations.includes('create') || r.operations.includes('update')) codes.push(r.permission.write);
  return [...new Set(codes)].filter((c): c is PermissionCode => c !== null);
}

// Resources that reference none have nothing to check here.
const referring = RESOURCES.filter((r) => Object.values(r.fields).some((f) => f.ref));

describe.each(referring.map((r) => [r.name, r] as const))('references of %s', (_name, r) => {
  const refs = Object.entries(r.fields).filter(([, f]) => f.ref);
  it('resolve for every holder of a code that opens its pages', () => {
    const missing: string[] = [];
    for (const [field, f] of refs) {
      const listers = listedBy(resourceByName(f.ref!));
      if (listers === 'everyone') continue;
      for (const code of openedBy(r)) {
        if (!listers.has(code)) missing.push(`${field} -> ${f.ref} needs lookupBy ${code}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
