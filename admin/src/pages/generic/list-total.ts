// A list's total as its footer says it: exact and grouped ('Total de registros: 1.234'), or, past
// the count the API stops at, 'Más de 10.000 registros' (contract/resource-meta.ts, LIST_COUNT_CAP).
import type { TFunction } from 'i18next';
import { LIST_COUNT_CAP } from '../../../../api/src/contract/resource-meta.ts';
import type { Language } from '../../i18n/languages.ts';
import { formatDecimal } from './format-decimal.ts';

export function listTotalText(t: TFunction, total: number, language: Language): string {
  return total > LIST_COUNT_CAP
    ? t('list.totalMore', { count: formatDecimal(String(LIST_COUNT_CAP), language) })
    : t('list.total', { count: formatDecimal(String(total), language) });
}
