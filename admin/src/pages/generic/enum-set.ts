// An enum set's options in their groups (e.g. permission codes by area), for the checkbox widget
// and the read view. Pure: tested without a browser.
import type { FieldMeta } from '../../../../api/src/contract/resource-meta.ts';

export interface OptionGroup {
  /** Group name, or '' when the field declares no groups. */
  group: string;
  options: string[];
}

/** Options grouped by the declaration's optionGroups, groups in the order of their first option. */
export function groupOptions(field: FieldMeta, only?: readonly unknown[]): OptionGroup[] {
  const wanted = only ? new Set(only.map(String)) : null;
  const groups = new Map<string, string[]>();
  for (const option of (field.options ?? []).map(String)) {
    if (wanted && !wanted.has(option)) continue;
    const group = field.optionGroups?.[option] ?? '';
    groups.set(group, [...(groups.get(group) ?? []), option]);
  }
  // Values no longer in the catalogue still show (last, ungrouped), so nothing is silently hidden.
  if (wanted) {
    const known = new Set((field.options ?? []).map(String));
    const unknown = [...wanted].filter((v) => !known.has(v));
    if (unknown.length) groups.set('', [...(groups.get('') ?? []), ...unknown]);
  }
  return [...groups].map(([group, options]) => ({ group, options }));
}

export const optionLabelKey = (field: FieldMeta, option: string) => `enums.${field.enumName}.${option}`;
export const groupLabelKey = (field: FieldMeta, group: string) => `enumGroups.${field.enumName}.${group}`;

/** The set after ticking or unticking a whole group, kept in catalogue order. */
export function toggleGroup(field: FieldMeta, value: readonly string[], group: OptionGroup, on: boolean): string[] {
  const next = new Set(value);
  for (const option of group.options) {
    if (on) next.add(option);
    else next.delete(option);
  }
  return orderLike(field, next);
}

/** Values in the catalogue's order (unknown ones last). */
export function orderLike(field: FieldMeta, values: Iterable<string>): string[] {
  const order = new Map((field.options ?? []).map((o, i) => [String(o), i]));
  return [...values].sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || a.localeCompare(b));
}
