// The ids that the visible rows reference, per referenced resource: one getMany per resource for a
// whole page instead of one request per row. An id whose title its row already carries (`titles`,
// declarations with refTitles) is not asked for, unless its title is said per language (a
// currency): a page of activities read its four references' titles again, four requests and a
// second drawing of every cell after its rows (issue 30).
import type { ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import { titlesOf } from './known-titles.ts';
import { titledPerLanguage } from './ref-title.ts';

export type RefIds = Record<string, string[]>;

export function collectRefIds(meta: ResourceMeta, fields: readonly string[], rows: readonly Record<string, unknown>[]): RefIds {
  const sets = new Map<string, Set<string>>();
  for (const name of fields) {
    const field = meta.fields[name];
    if (!field?.ref || (field.type !== 'ref' && field.type !== 'refs')) continue;
    const ids = sets.get(field.ref) ?? new Set<string>();
    sets.set(field.ref, ids);
    const carried = !titledPerLanguage(field.ref);
    for (const row of rows) {
      const known = carried ? titlesOf(row) : {};
      for (const id of ([] as unknown[]).concat(row[name] ?? [])) if (typeof id === 'string' && id && !known[id]) ids.add(id);
    }
  }
  // Sorted, so every cell asking for the same page builds the same query key (one request). A
  // resource whose ids are all known stays, with none: its cells read the page's (empty) answer.
  return Object.fromEntries([...sets].map(([resource, ids]) => [resource, [...ids].sort()]));
}
