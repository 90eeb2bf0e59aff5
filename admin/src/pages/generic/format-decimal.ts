// Decimals (strings on the wire, never floats) for reading: trailing zeros dropped, thousands
// grouped, the separators of the interface language (es 1.234,5 / en 1,234.5).
import type { Language } from '../../i18n/languages.ts';

const SEPARATORS: Record<Language, { group: string; decimal: string }> = { es: { group: '.', decimal: ',' }, en: { group: ',', decimal: '.' } };

/** The value as it is when it does not look like a decimal. */
export function formatDecimal(value: string, language: Language): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign, whole, fraction = ''] = match;
  const { group, decimal } = SEPARATORS[language];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const trimmed = fraction.replace(/0+$/, '');
  return `${sign}${grouped}${trimmed ? decimal + trimmed : ''}`;
}

/** For editing: the same digits without the storage's trailing zeros (19.000000 -> 19). */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
