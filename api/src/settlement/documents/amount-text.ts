// An amount as people write it in each language: digits grouped with the language's separators
// (es 12.448.800,01, en 12,448,800.01), from a decimal string, never a float. The PDFs print with it
// and the questions before a fiscal act say their amounts with it.
import type { Localized } from '../../platform/errors/app-error.ts';
import { Decimal } from '../../management/currencies/conversion.ts';

export type AmountLanguage = 'es' | 'en';

/** A decimal string with grouped digits in the language's separators, `decimals` kept. */
export function money(value: string, decimals: number, language: AmountLanguage): string {
  const [whole, fraction = ''] = value.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, language === 'es' ? '.' : ',');
  const cents = fraction.padEnd(decimals, '0').slice(0, decimals);
  return `${sign}${digits}${decimals ? (language === 'es' ? ',' : '.') + cents : ''}`;
}

/**
 * An amount and its currency's code in both languages, for a message said in either
 * ('12.448.800,01 COP'): the currency's decimals at least, and every significant one the value has
 * beyond them (2.5 UVT of a unit kept without decimals), so the amount said is never cut.
 */
export function amountIn(value: string, decimals: number, currency: string): Localized {
  const places = Math.max(decimals, new Decimal(value).decimalPlaces());
  return { es: `${money(value, places, 'es')} ${currency}`, en: `${money(value, places, 'en')} ${currency}` };
}
