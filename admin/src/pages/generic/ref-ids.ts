// The ids that the visible rows reference, per referenced resource: one getMany per resource for a
// whole page instead of one request per row.
import type { ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';

export type RefIds = Record<string, string[]>;

export function collectRefIds(meta: ResourceMeta, fields: readonly string[], rows: readonly Record<string, unknown>[]): RefIds {
  const sets = new Map<string, Set<string>>();
  for (const name of fields) {
    const field = meta.fields[name];
    if (!field?.ref || (field.type !== 'ref' && field.type !== 'refs')) continue;
    const ids = sets.get(field.ref) ?? new Set<string>();
    sets.set(field.ref, ids);
    for (const row of rows) {
      for (const id of ([] as unknown[]).concat(row[name] ?? [])) if (typeof id === 'string' && id) ids.add(id);
    }
  }
  // Sorted, so every cell asking for the same page builds the same query key (one request).
  return Object.fromEntries([...sets].map(([resource, ids]) => [resource, [...ids].sort()]));
}
