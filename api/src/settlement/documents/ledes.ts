// LEDES 1998B (the Legal Electronic Data Exchange Standard's pipe-delimited invoice): a first line
// `LEDES1998B[]`, the line of the 24 field names, then one line per invoice line, each ending in
// `[]`. Pure: the route reads the invoice and its lines. Dates are YYYYMMDD; amounts have two
// decimals and no grouping; text is ASCII within each field's width, without the delimiter `|` or
// the `[]` terminator. A worked file: docs/ledes.md.
import { Decimal, roundTo } from '../../management/currencies/conversion.ts';
import type { FieldError } from '../../platform/errors/app-error.ts';

/** LEDES timekeeper classifications (LEDES Oversight Committee, 2014): partner, associate, of counsel, legal assistant, paralegal, other. */
export const LEDES_CLASSIFICATIONS = ['PT', 'AS', 'OC', 'LA', 'PL', 'OT'] as const;

/** A UTBMS code: a letter and three digits (L120 a task, A101 an activity). */
const UTBMS_CODE = /^[A-Z][0-9]{3}$/;

/** The UTBMS codes of an activity type or an activity, when given, in their format (upper-cased first). */
export function utbmsErrors(row: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of ['utbmsTaskCode', 'utbmsActivityCode']) {
    const v = row[field];
    if (typeof v !== 'string') continue;
    row[field] = v.trim().toUpperCase() || null;
    if (row[field] !== null && !UTBMS_CODE.test(row[field] as string)) errors.push({ field, code: 'UTBMS_CODE_FORMAT' });
  }
  return errors;
}

/**
 * The 24 fields of LEDES 1998B in their order, each with its kind and width (LEDES Oversight
 * Committee, 1998B field specification): dates YYYYMMDD, text of at most `width` ASCII characters,
 * amounts with two decimals, units with up to four.
 */
export const LEDES_1998B = [
  { name: 'INVOICE_DATE', kind: 'date' }, { name: 'INVOICE_NUMBER', kind: 'text', width: 20 }, { name: 'CLIENT_ID', kind: 'text', width: 20 },
  { name: 'LAW_FIRM_MATTER_ID', kind: 'text', width: 20 }, { name: 'INVOICE_TOTAL', kind: 'amount' }, { name: 'BILLING_START_DATE', kind: 'date' },
  { name: 'BILLING_END_DATE', kind: 'date' }, { name: 'INVOICE_DESCRIPTION', kind: 'text', width: 15_360 }, { name: 'LINE_ITEM_NUMBER', kind: 'text', width: 20 },
  { name: 'EXP/FEE/INV_ADJ_TYPE', kind: 'type' }, { name: 'LINE_ITEM_NUMBER_OF_UNITS', kind: 'units' }, { name: 'LINE_ITEM_ADJUSTMENT_AMOUNT', kind: 'amount' },
  { name: 'LINE_ITEM_TOTAL', kind: 'amount' }, { name: 'LINE_ITEM_DATE', kind: 'date' }, { name: 'LINE_ITEM_TASK_CODE', kind: 'text', width: 20 },
  { name: 'LINE_ITEM_EXPENSE_CODE', kind: 'text', width: 20 }, { name: 'LINE_ITEM_ACTIVITY_CODE', kind: 'text', width: 20 }, { name: 'TIMEKEEPER_ID', kind: 'text', width: 20 },
  { name: 'LINE_ITEM_DESCRIPTION', kind: 'text', width: 15_360 }, { name: 'LAW_FIRM_ID', kind: 'text', width: 20 }, { name: 'LINE_ITEM_UNIT_COST', kind: 'units' },
  { name: 'TIMEKEEPER_NAME', kind: 'text', width: 30 }, { name: 'TIMEKEEPER_CLASSIFICATION', kind: 'text', width: 10 }, { name: 'CLIENT_MATTER_ID', kind: 'text', width: 20 },
] as const satisfies readonly { name: string; kind: 'date' | 'text' | 'amount' | 'units' | 'type'; width?: number }[];

export const LEDES_FIELDS = LEDES_1998B.map((f) => f.name);

export interface LedesInvoice {
  date: string; // YYYY-MM-DD
  number: string;
  clientId: string;
  /** The firm's id of the matter (LAW_FIRM_MATTER_ID): the project's matter code, else its name. */
  matterId: string;
  /** The client's id of the matter (CLIENT_MATTER_ID): the project's client matter code, else the firm's. */
  clientMatterId: string;
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
  /** The line before taxes and withholdings (LEDES 1998B has no tax fields). */
  total: string;
  description: string;
  /** UTBMS codes: the activity's, else its type's; an expense has an expense code instead. */
  taskCode: string;
  activityCode: string;
  expenseCode: string;
  timekeeperId: string;
  timekeeperName: string;
  /** PT, AS, OC, LA, PL or OT. */
  timekeeperClass: string;
}

const ymd = (day: string) => day.slice(0, 10).replaceAll('-', '');

/**
 * Text as LEDES takes it: ASCII only (accents taken off: "Contestación" is "Contestacion", "ñ" is
 * "n"; what has no ASCII form becomes "?"), no delimiter, terminator or line break, at most `width`.
 */
export function ledesText(v: string, width: number): string {
  const ascii = v.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, (c) => (/\s/.test(c) ? ' ' : '?'));
  return ascii.replace(/\|/g, ' ').replaceAll('[]', '()').replace(/ {2,}/g, ' ').trim().slice(0, width).trim();
}

const amount = (v: string) => roundTo(v, 2);
/** Units and unit cost: up to four decimals, no trailing zeros. */
const units = (v: string) => new Decimal(v).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed();
/** What a line's total differs from units × unit cost (a discount or a billing note on it): LEDES's adjustment, so the three agree. */
const adjustment = (l: LedesLine) => roundTo(new Decimal(amount(l.total)).minus(new Decimal(units(l.units)).times(units(l.unitCost))).toFixed(), 2);

/** The invoice in LEDES 1998B. INVOICE_TOTAL is the sum of the LINE_ITEM_TOTAL values, as the format defines it. */
export function ledes1998b(invoice: LedesInvoice, lines: readonly LedesLine[]): string {
  const out = ['LEDES1998B[]', `${LEDES_FIELDS.join('|')}[]`];
  const total = amount(lines.reduce((sum, l) => sum.plus(amount(l.total)), new Decimal(0)).toFixed());
  lines.forEach((l, i) => {
    const values: string[] = [
      ymd(invoice.date), invoice.number, invoice.clientId, invoice.matterId, total, ymd(invoice.periodStart), ymd(invoice.periodEnd),
      invoice.description, String(i + 1), l.type, units(l.units), adjustment(l), amount(l.total), ymd(l.date), l.taskCode, l.expenseCode,
      l.activityCode, l.timekeeperId, l.description, invoice.lawFirmId, units(l.unitCost), l.timekeeperName, l.timekeeperClass, invoice.clientMatterId,
    ];
    out.push(`${values.map((v, j) => { const f: { kind: string; width?: number } = LEDES_1998B[j]; return f.kind === 'text' ? ledesText(v, f.width!) : v; }).join('|')}[]`);
  });
  return `${out.join('\r\n')}\r\n`;
}
