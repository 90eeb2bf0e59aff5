// What a referenced record reads as in a form's select or a list's cell: its resource's title
// field, except where that title is a word with one per language (a currency: its code and the
// interface language's name for it, i18n/currency-names.ts).
import type { BaseRecord } from '@refinedev/core';
import type { ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import { currencyLabel } from '../../i18n/currency-names.ts';
import i18n from 'i18next'; // the instance i18n/i18n.ts sets up (imported here without its start-up)
import { formatMoney } from '../settlement/money.ts';
import type { Language } from '../../i18n/languages.ts';

const IN_LANGUAGE: Readonly<Record<string, (record: BaseRecord, language: Language) => string>> = {
  currencies: (r, language) => currencyLabel(r.code as string | undefined, r.name as string | undefined, language),
  // An invoice picked to pay or credit: its number and what it still owes, with its currency's
  // decimals as the API answers it (5.351,70, not 5.351,7).
  invoices: (r, language) =>
    r.balance == null
      ? String(r.number ?? '')
      : i18n.t('refTitle.invoice', {
          number: r.number,
          balance: formatMoney(typeof r.balance === 'string' ? r.balance : Number(r.balance).toFixed(2), language),
          lng: language,
        }),
};

/** Whether `resource`'s rows read differently per language (the API's `titles` carry one text). */
export const titledPerLanguage = (resource: string) => Object.hasOwn(IN_LANGUAGE, resource);

export function refTitle(meta: Pick<ResourceMeta, 'name' | 'titleField'>, record: BaseRecord, language: Language): string {
  const said = IN_LANGUAGE[meta.name];
  return said ? said(record, language) : String(record[meta.titleField] ?? '');
}
