// LEDES 1998B (the Legal Electronic Data Exchange Standard's pipe-delimited invoice): a first line
// `LEDES1998B[]`, the line of the 24 field names, then one line per invoice line, each ending in
// `[]`. LEDES 1998BI (`LEDES98BI V2[]`, 52 fields) adds the parties, the currency and one tax per
// line, for invoices with VAT. Pure: the route reads the invoice and its lines. Dates are YYYYMMDD;
// amounts have two decimals and no grouping; text is ASCII within each field's width, without the
// delimiter `|` or the `[]` terminator. Worked files: docs/ledes.md.
import { Decimal, roundTo } from '../../management/currencies/conversion.ts';

/**
 * The 24 fields of LEDES 1998B in their order, each with its kind and width (LEDES Oversight
 * Committee, 1998B field specification): dates YYYYMMDD, text of at most `width` ASCII characters,
 * amounts with two decimals, units with up to four.
 */
export const LEDES_1998B = [
  { name: 'INVOICE_DATE', kind: 'date' },
  { name: 'INVOICE_NUMBER', kind: 'text', width: 20 },
  { name: 'CLIENT_ID', kind: 'text', width: 20 },
  { name: 'LAW_FIRM_MATTER_ID', kind: 'text', width: 20 },
  { name: 'INVOICE_TOTAL', kind: 'amount' },
  { name: 'BILLING_START_DATE', kind: 'date' },
  { name: 'BILLING_END_DATE', kind: 'date' },
  { name: 'INVOICE_DESCRIPTION', kind: 'text', width: 15_360 },
  { name: 'LINE_ITEM_NUMBER', kind: 'text', width: 20 },
  { name: 'EXP/FEE/INV_ADJ_TYPE', kind: 'type' },
  { name: 'LINE_ITEM_NUMBER_OF_UNITS', kind: 'units' },
  { name: 'LINE_ITEM_ADJUSTMENT_AMOUNT', kind: 'amount' },
  { name: 'LINE_ITEM_TOTAL', kind: 'amount' },
  { name: 'LINE_ITEM_DATE', kind: 'date' },
  { name: 'LINE_ITEM_TASK_CODE', kind: 'text', width: 20 },
  { name: 'LINE_ITEM_EXPENSE_CODE', kind: 'text', width: 20 },
  { name: 'LINE_ITEM_ACTIVITY_CODE', kind: 'text', width: 20 },
  { name: 'TIMEKEEPER_ID', kind: 'text', width: 20 },
  { name: 'LINE_ITEM_DESCRIPTION', kind: 'text', width: 15_360 },
  { name: 'LAW_FIRM_ID', kind: 'text', width: 20 },
  { name: 'LINE_ITEM_UNIT_COST', kind: 'units' },
  { name: 'TIMEKEEPER_NAME', kind: 'text', width: 30 },
  { name: 'TIMEKEEPER_CLASSIFICATION', kind: 'text', width: 10 },
  { name: 'CLIENT_MATTER_ID', kind: 'text', width: 20 },
] as const satisfies readonly { name: string; kind: 'date' | 'text' | 'amount' | 'units' | 'type'; width?: number }[];

export const LEDES_FIELDS = LEDES_1998B.map((f) => f.name);

/**
 * LEDES 1998BI (V2): the 24 fields of 1998B followed by these 28, in this order (widths as the
 * vendors who take it publish them: docs/ledes.md). Countries are ISO 3166 alpha-3, currencies ISO 4217.
 */
export const LEDES_1998BI = [
  ...LEDES_1998B,
  { name: 'PO_NUMBER', kind: 'text', width: 100 },
  { name: 'CLIENT_TAX_ID', kind: 'text', width: 20 },
  { name: 'MATTER_NAME', kind: 'text', width: 255 },
  { name: 'INVOICE_TAX_TOTAL', kind: 'amount' },
  { name: 'INVOICE_NET_TOTAL', kind: 'amount' },
  { name: 'INVOICE_CURRENCY', kind: 'text', width: 3 },
  { name: 'TIMEKEEPER_LAST_NAME', kind: 'text', width: 30 },
  { name: 'TIMEKEEPER_FIRST_NAME', kind: 'text', width: 30 },
  { name: 'ACCOUNT_TYPE', kind: 'text', width: 1 },
  { name: 'LAW_FIRM_NAME', kind: 'text', width: 60 },
  { name: 'LAW_FIRM_ADDRESS_1', kind: 'text', width: 60 },
  { name: 'LAW_FIRM_ADDRESS_2', kind: 'text', width: 60 },
  { name: 'LAW_FIRM_CITY', kind: 'text', width: 40 },
  { name: 'LAW_FIRM_STATEorREGION', kind: 'text', width: 40 },
  { name: 'LAW_FIRM_POSTCODE', kind: 'text', width: 20 },
  { name: 'LAW_FIRM_COUNTRY', kind: 'text', width: 3 },
  { name: 'CLIENT_NAME', kind: 'text', width: 60 },
  { name: 'CLIENT_ADDRESS_1', kind: 'text', width: 60 },
  { name: 'CLIENT_ADDRESS_2', kind: 'text', width: 60 },
  { name: 'CLIENT_CITY', kind: 'text', width: 40 },
  { name: 'CLIENT_STATEorREGION', kind: 'text', width: 40 },
  { name: 'CLIENT_POSTCODE', kind: 'text', width: 20 },
  { name: 'CLIENT_COUNTRY', kind: 'text', width: 3 },
  { name: 'LINE_ITEM_TAX_RATE', kind: 'units' },
  { name: 'LINE_ITEM_TAX_TOTAL', kind: 'amount' },
  { name: 'LINE_ITEM_TAX_TYPE', kind: 'text', width: 20 },
  { name: 'INVOICE_REPORTED_TAX_TOTAL', kind: 'amount' },
  { name: 'INVOICE_TAX_CURRENCY', kind: 'text', width: 3 },
] as const satisfies readonly { name: string; kind: 'date' | 'text' | 'amount' | 'units' | 'type'; width?: number }[];

/**
 * The revised LEDES timekeeper classifications (LEDES Oversight Committee, 2014) that 1998BI files
 * carry, from the 1998B code kept on the tariff category. OT has no revised counterpart: left empty.
 */
export const LEDES_REVISED_CLASSIFICATION: Readonly<Record<string, string>> = { PT: 'PARTNR', AS: 'ASSOC', OC: 'OFCOUN', LA: 'LGLAST', PL: 'PARALG', OT: '' };

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

/** A place as 1998BI writes it: the address on one line, the city, its region, postcode and country (alpha-3). */
export interface LedesPlace {
  name: string;
  address: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
}

export interface LedesInvoiceBI extends LedesInvoice {
  clientTaxId: string;
  matterName: string;
  /** ISO 4217 code of the invoice's currency. */
  currency: string;
  lawFirm: LedesPlace;
  client: LedesPlace;
  /** The invoice's tax in the currency the firm reports tax in (the company's), when it is another one at a known rate. */
  reported: { rate: string; currency: string; decimals: number } | null;
}

/** A tax or withholding of a line as the fee engine kept it (`tax_detail`): percent 19 is 19 %, amount already rounded. */
export interface LedesTax {
  name: string;
  type: 'tax' | 'withholding';
  percent: string;
  amount: string;
}

export interface LedesLineBI extends LedesLine {
  timekeeperFirstName: string;
  timekeeperLastName: string;
  taxes: readonly LedesTax[];
}

const ymd = (day: string) => day.slice(0, 10).replaceAll('-', '');

/**
 * Text as LEDES takes it: ASCII only (accents taken off: "Contestación" is "Contestacion", "ñ" is
 * "n"; what has no ASCII form becomes "?"), no delimiter, terminator or line break, at most `width`.
 */
export function ledesText(v: string, width: number): string {
  const ascii = v
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, (c) => (/\s/.test(c) ? ' ' : '?'));
  return ascii.replace(/\|/g, ' ').replaceAll('[]', '()').replace(/ {2,}/g, ' ').trim().slice(0, width).trim();
}

/** One line of a LEDES file: each text field made ASCII and cut to its width, then the delimiters. */
function ledesRow(fields: readonly { kind: string; width?: number }[], values: readonly string[]): string {
  return `${values.map((v, j) => (fields[j].kind === 'text' ? ledesText(v, fields[j].width!) : v)).join('|')}[]`;
}

const amount = (v: string) => roundTo(v, 2);
/** Units and unit cost: up to four decimals, no trailing zeros. */
const units = (v: string) => new Decimal(v).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed();
/** What a line's total differs from units × unit cost (a discount or a billing note on it): LEDES's adjustment, so the three agree. */
const adjustment = (l: LedesLine) => roundTo(new Decimal(amount(l.total)).minus(new Decimal(units(l.units)).times(units(l.unitCost))).toFixed(), 2);

/** A line's own 1998B fields as written: units, amounts and codes already in their LEDES form. */
type LedesLineValues = Pick<
  LedesLine,
  'date' | 'units' | 'unitCost' | 'total' | 'description' | 'taskCode' | 'activityCode' | 'expenseCode' | 'timekeeperId' | 'timekeeperName' | 'timekeeperClass'
> & { type: string; adjustment: string };

/** The 24 values of 1998B for the line at `index` (0-based) of the invoice; 1998BI starts with the same 24. */
function ledes1998bValues(invoice: LedesInvoice, invoiceTotal: string, index: number, l: LedesLineValues): string[] {
  return [
    ymd(invoice.date),
    invoice.number,
    invoice.clientId,
    invoice.matterId,
    invoiceTotal,
    ymd(invoice.periodStart),
    ymd(invoice.periodEnd),
    invoice.description,
    String(index + 1),
    l.type,
    l.units,
    l.adjustment,
    l.total,
    ymd(l.date),
    l.taskCode,
    l.expenseCode,
    l.activityCode,
    l.timekeeperId,
    l.description,
    invoice.lawFirmId,
    l.unitCost,
    l.timekeeperName,
    l.timekeeperClass,
    invoice.clientMatterId,
  ];
}

/** The invoice in LEDES 1998B. INVOICE_TOTAL is the sum of the LINE_ITEM_TOTAL values, as the format defines it. */
export function ledes1998b(invoice: LedesInvoice, lines: readonly LedesLine[]): string {
  const out = ['LEDES1998B[]', `${LEDES_FIELDS.join('|')}[]`];
  const total = amount(lines.reduce((sum, l) => sum.plus(amount(l.total)), new Decimal(0)).toFixed());
  lines.forEach((l, i) => {
    const values = ledes1998bValues(invoice, total, i, {
      ...l,
      units: units(l.units),
      unitCost: units(l.unitCost),
      adjustment: adjustment(l),
      total: amount(l.total),
    });
    out.push(ledesRow(LEDES_1998B, values));
  });
  return `${out.join('\r\n')}\r\n`;
}

/** A tax's rate as 1998BI states it: a share between 0 and 1 (19 % is 0.19), no trailing zeros. */
const rateOf = (percent: string) => new Decimal(percent).div(100).toFixed();
/** A tax's name without the rate it may carry ("IVA 19 %" is "IVA", "ReteICA 0,966 %" is "ReteICA"). */
const bareName = (t: LedesTax) => t.name.replace(/\s*\d+(?:[.,]\d+)?\s*%\s*$/, '').trim() || t.name;
/** LINE_ITEM_TAX_TYPE (20 characters): a tax by its own name (IVA), a withholding as vendors name the kind. */
const taxType = (t: LedesTax) => (t.type === 'withholding' ? 'Withholding Tax' : bareName(t));
/** The tax named in full with its rate, for the description of its line. */
const taxLabel = (t: LedesTax) => `${bareName(t)} ${new Decimal(t.percent).toFixed()}%`;

/**
 * The invoice in LEDES 1998BI. Each line carries its first tax (IVA) on itself: LINE_ITEM_TAX_TOTAL
 * is the fee engine's tax of the line, LINE_ITEM_TOTAL the line with it. Any further tax or
 * withholding of the line follows as a pair of `IF` lines, as e-billing vendors take a second tax:
 * one whose adjustment is the line's base (negative for a withholding) and whose tax is the amount
 * kept, and one that balances the base out. So INVOICE_TOTAL (the sum of LINE_ITEM_TOTAL) is what the
 * client pays, INVOICE_TAX_TOTAL the sum of the lines' taxes and INVOICE_NET_TOTAL the fees before them.
 */
export function ledes1998bi(invoice: LedesInvoiceBI, lines: readonly LedesLineBI[]): string {
  type Row = {
    line: LedesLineBI;
    type: 'F' | 'E' | 'IF';
    units: string;
    cost: string;
    adjustment: string;
    total: string;
    tax: { rate: string; total: string; type: string };
    description: string;
  };
  const rows: Row[] = [];
  for (const l of lines) {
    const base = new Decimal(amount(l.total));
    const [first, ...rest] = [...l.taxes.filter((t) => t.type === 'tax'), ...l.taxes.filter((t) => t.type === 'withholding')];
    const onLine = first?.type === 'tax' ? first : undefined;
    const tax = onLine ? new Decimal(onLine.amount) : new Decimal(0);
    rows.push({
      line: l,
      type: l.type,
      units: units(l.units),
      cost: units(l.unitCost),
      adjustment: adjustment(l),
      total: amount(base.plus(tax).toFixed()),
      tax: { rate: onLine ? rateOf(onLine.percent) : '0', total: amount(tax.toFixed()), type: onLine ? taxType(onLine) : '' },
      description: l.description,
    });
    for (const t of onLine ? rest : l.taxes) {
      const signed = t.type === 'withholding' ? base.neg() : base;
      const kept = t.type === 'withholding' ? new Decimal(t.amount).neg() : new Decimal(t.amount);
      const label = taxLabel(t);
      rows.push({
        line: l,
        type: 'IF',
        units: '',
        cost: '',
        adjustment: amount(signed.toFixed()),
        total: amount(signed.plus(kept).toFixed()),
        tax: { rate: rateOf(t.percent), total: amount(kept.toFixed()), type: taxType(t) },
        description: `${label}: ${l.description}`,
      });
      rows.push({
        line: l,
        type: 'IF',
        units: '',
        cost: '',
        adjustment: amount(signed.neg().toFixed()),
        total: amount(signed.neg().toFixed()),
        tax: { rate: '0', total: '0.00', type: '' },
        description: `Balancing out ${label}`,
      });
    }
  }
  const sum = (pick: (r: Row) => string) => amount(rows.reduce((s, r) => s.plus(pick(r)), new Decimal(0)).toFixed());
  const total = sum((r) => r.total);
  const taxTotal = sum((r) => r.tax.total);
  const net = amount(new Decimal(total).minus(taxTotal).toFixed());
  const reported = invoice.reported
    ? [amount(roundTo(new Decimal(taxTotal).times(invoice.reported.rate).toFixed(), invoice.reported.decimals)), invoice.reported.currency]
    : [taxTotal, invoice.currency];
  const out = ['LEDES98BI V2[]', `${LEDES_1998BI.map((f) => f.name).join('|')}[]`];
  const place = (p: LedesPlace) => [p.name, p.address, '', p.city, p.region, p.postcode, p.country];
  rows.forEach((r, i) => {
    const l = r.line;
    const fee = r.type !== 'IF';
    const values: string[] = [
      ...ledes1998bValues(invoice, total, i, {
        type: r.type,
        units: r.units,
        adjustment: r.adjustment,
        total: r.total,
        date: l.date,
        taskCode: fee ? l.taskCode : '',
        expenseCode: fee ? l.expenseCode : '',
        activityCode: fee ? l.activityCode : '',
        timekeeperId: fee ? l.timekeeperId : '',
        description: r.description,
        unitCost: r.cost,
        timekeeperName: fee ? l.timekeeperName : '',
        timekeeperClass: fee ? (LEDES_REVISED_CLASSIFICATION[l.timekeeperClass] ?? '') : '',
      }),
      '',
      invoice.clientTaxId,
      invoice.matterName,
      taxTotal,
      net,
      invoice.currency,
      fee ? l.timekeeperLastName : '',
      fee ? l.timekeeperFirstName : '',
      'O',
      ...place(invoice.lawFirm),
      ...place(invoice.client),
      r.tax.rate,
      r.tax.total,
      r.tax.type,
      ...reported,
    ];
    out.push(ledesRow(LEDES_1998BI, values));
  });
  return `${out.join('\r\n')}\r\n`;
}
