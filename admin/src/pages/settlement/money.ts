// Money of the settlement screens as the interface language writes them.
import type { Language } from '../../i18n/languages.ts';
import { formatDecimal } from '../generic/format-decimal.ts';

/** An amount with its currency's decimals kept (1.850.000,00 COP). */
export function formatMoney(value: string, language: Language, currency?: string): string {
  const [whole, fraction] = value.split('.');
  const grouped = formatDecimal(whole, language);
  const text = fraction ? `${grouped}${language === 'es' ? ',' : '.'}${fraction}` : grouped;
  return currency ? `${text} ${currency}` : text;
}
