// The breadcrumb's trail without repeats: a menu group named like its only resource ('Clientes' /
// 'Clientes') shows once, as the entry that links to the list.
export interface Crumb {
  label: string;
  href?: string;
}

export function withoutRepeats<T extends Crumb>(trail: readonly T[]): T[] {
  return trail.filter((crumb, i) => trail[i + 1]?.label !== crumb.label);
}
