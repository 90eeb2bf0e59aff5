// LEDES 1998B (the Legal Electronic Data Exchange Standard's pipe-delimited invoice): a first line
// `LEDES1998B[]`, the line of the 24 field names, then one line per invoice line, each ending in
// `[]`. Pure: the route reads the invoice and its lines. Dates are YYYYMMDD; amounts have two
// decimals and no grouping; a field may not hold the delimiter `|` nor the `[]` terminator.
import { Decimal, roundTo } from '../../management/currencies/conversion.ts';

export const LEDES_FIELDS = [
  'INVOICE_DATE', 'INVOICE_NUMBER', 'CLIENT_ID', 'LAW_FIRM_MATTER_ID', 'INVOICE_TOTAL', 'BILLING_START_DATE', 'BILLING_END_DATE',
  'INVOICE_DESCRIPTION', 'LINE_ITEM_NUMBER', 'EXP/FEE/INV_ADJ_TYPE', 'LINE_ITEM_NUMBER_OF_UNITS', 'LINE_ITEM_ADJUSTMENT_AMOUNT',
  'LINE_ITEM_TOTAL', 'LINE_ITEM_DATE', 'LINE_ITEM_TASK_CODE', 'LINE_ITEM_EXPENSE_CODE', 'LINE_ITEM_ACTIVITY_CODE', 'TIMEKEEPER_ID',
  'LINE_ITEM_DESCRIPTION', 'LAW_FIRM_ID', 'LINE_ITEM_UNIT_COST', 'TIMEKEEPER_NAME', 'TIMEKEEPER_CLASSIFICATION', 'CLIENT_MATTER_ID',
] as const;

export interface LedesInvoice {
  date: string; // YYYY-MM-DD
  number: string;
  clientId: string;
  matterId: string;
  total: string;
  periodStart: string;
  periodEnd: string;
  description: string;
  lawFirmId: string;
}

export interface LedesLine {
  date: string;
  /** F a fee (time, fixed, milestone), E an expense. */
  type: 'F' | 'E';
  units: string;
  unitCost: string;
  total: string;
  description: string;
  timekeeperId: string;
  timekeeperName: string;
  timekeeperClass: string;
}

const ymd = (day: string) => day.slice(0, 10).replaceAll('-', '');
/** A field's text: no delimiter, no terminator, no line break. */
const field = (v: string) => v.replace(/[|\r\n]/g, ' ').replaceAll('[]', '()').trim();
const amount = (v: string) => roundTo(v, 2);
/** What a line's total differs from units × unit cost (a discount or a billing note on it): LEDES's adjustment, so the three agree. */
const adjustment = (l: LedesLine) => roundTo(new Decimal(amount(l.total)).minus(new Decimal(l.units).times(l.unitCost)).toFixed(), 2);

export function ledes1998b(invoice: LedesInvoice, lines: readonly LedesLine[]): string {
  const out = ['LEDES1998B[]', `${LEDES_FIELDS.join('|')}[]`];
  lines.forEach((l, i) => {
    const values = [
      ymd(invoice.date), invoice.number, invoice.clientId, invoice.matterId, amount(invoice.total), ymd(invoice.periodStart), ymd(invoice.periodEnd),
      invoice.description, String(i + 1), l.type, l.units, adjustment(l), amount(l.total), ymd(l.date), '', '', '', l.timekeeperId,
      l.description, invoice.lawFirmId, l.unitCost, l.timekeeperName, l.timekeeperClass, invoice.matterId,
    ];
    out.push(`${values.map(field).join('|')}[]`);
  });
  return `${out.join('\r\n')}\r\n`;
}
