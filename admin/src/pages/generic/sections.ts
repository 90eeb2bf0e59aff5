// Fields grouped by their declared section (identity, work profile, ...), sections in the order of
// their first field; a resource without sections is one untitled group. Pure: tested without a browser.
import type { FieldMeta } from '../../../../api/src/contract/resource-meta.ts';

export interface FieldSection<F extends FieldMeta = FieldMeta> {
  /** Section name, or '' for fields that declare none. */
  section: string;
  fields: [string, F][];
}

export function groupBySection<F extends FieldMeta>(fields: [string, F][]): FieldSection<F>[] {
  const groups = new Map<string, [string, F][]>();
  for (const entry of fields) {
    const section = entry[1].section ?? '';
    groups.set(section, [...(groups.get(section) ?? []), entry]);
  }
  return [...groups].map(([section, entries]) => ({ section, fields: entries }));
}

export const sectionLabelKey = (resource: string, section: string) => `resources.${resource}.sections.${section}`;
