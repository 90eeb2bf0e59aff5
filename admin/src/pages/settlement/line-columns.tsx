// The columns of a billing line, alike wherever lines are listed: an invoice's (read-only), a
// pre-invoice's (editable: its page overrides the renders of the fields it edits) and a block's as
// priced. Each is a column's props; a table takes those it shows, in its order.
import type { TFunction } from 'i18next';
import { formatDay } from '../../i18n/dates.ts';
import type { Language } from '../../i18n/languages.ts';
import { AMOUNT_COLUMN } from '../generic/amount.tsx';
import { formatDecimal } from '../generic/format-decimal.ts';
import { formatMoney } from './money.ts';

/** A line of a pre-invoice or an invoice, as the API lists it. */
export interface BillingLine {
  id: string;
  position: number;
  concept: string;
  description: string;
  lineDate: string;
  quantity: string;
  unitPrice: string;
  discountPercent: string;
  amount: string;
  taxes: string;
  withholdings: string;
  projectName: string;
  userName: string;
}

export function lineColumns(t: TFunction, language: Language) {
  const decimal = (v: string) => formatDecimal(v, language);
  const money = (v: string) => formatMoney(v, language);
  return {
    position: { key: 'position', dataIndex: 'position', title: '#', width: 48 },
    concept: { key: 'concept', dataIndex: 'concept', title: t('settlement.amounts.concept'), render: (c: string) => t(`settlement.amounts.concepts.${c}`) },
    description: { key: 'description', dataIndex: 'description', title: t('settlement.amounts.description') },
    project: { key: 'project', dataIndex: 'projectName', title: t('settlement.lines.project') },
    professional: { key: 'professional', dataIndex: 'userName', title: t('settlement.lines.professional') },
    date: { key: 'date', dataIndex: 'lineDate', title: t('settlement.amounts.date'), render: (v: string | null) => formatDay(v, language) },
    quantity: { ...AMOUNT_COLUMN, key: 'quantity', dataIndex: 'quantity', title: t('settlement.amounts.quantity'), render: decimal },
    unitPrice: { ...AMOUNT_COLUMN, key: 'unitPrice', dataIndex: 'unitPrice', title: t('settlement.amounts.unitPrice'), render: decimal },
    discount: {
      ...AMOUNT_COLUMN,
      key: 'discount',
      dataIndex: 'discountPercent',
      title: t('settlement.edit.fields.discountPercent'),
      render: (v: string) => `${formatDecimal(v ?? '0', language)} %`,
    },
    amount: { ...AMOUNT_COLUMN, key: 'amount', dataIndex: 'amount', title: t('settlement.amounts.amount'), render: money },
    taxes: { ...AMOUNT_COLUMN, key: 'taxes', dataIndex: 'taxes', title: t('settlement.lines.taxes'), render: money },
    withholdings: { ...AMOUNT_COLUMN, key: 'withholdings', dataIndex: 'withholdings', title: t('settlement.lines.withholdings'), render: money },
  };
}
