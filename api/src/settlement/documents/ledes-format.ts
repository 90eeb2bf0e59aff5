// The LEDES 1998B and 1998BI field lists as the formats state them, field by field, for the tests
// to check a file against (written apart from the writer in ledes.ts, so the writer cannot mark its
// own homework): each data line has the format's fields (24 or 52); each field is of its type and
// within its width; every character is printable ASCII; each line's arithmetic holds; INVOICE_TOTAL
// is the sum of the LINE_ITEM_TOTAL values (and, in 1998BI, the tax and net totals agree with it).
import { Decimal } from '../../management/currencies/conversion.ts';

const DATE = /^\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
const AMOUNT = /^-?\d{1,12}\.\d{2}$/; // currency 14.2
const UNITS = /^-?\d{1,10}(\.\d{1,4})?$/;
const text =
  (width: number, required = false) =>
  (v: string) =>
    v.length <= width && (!required || v.length > 0);
const code = (pattern: RegExp) => (v: string) => v === '' || pattern.test(v);
/** In 1998BI an invoice-level adjustment (IF, IE) has no units nor unit cost. */
const unitsOrBlank = (v: string) => v === '' || UNITS.test(v);

type Check = [name: string, check: (v: string) => boolean];

const COMMON: Check[] = [
  ['INVOICE_DATE', (v) => DATE.test(v)],
  ['INVOICE_NUMBER', text(20, true)],
  ['CLIENT_ID', text(20, true)],
  ['LAW_FIRM_MATTER_ID', text(20, true)],
  ['INVOICE_TOTAL', (v) => AMOUNT.test(v)],
  ['BILLING_START_DATE', (v) => DATE.test(v)],
  ['BILLING_END_DATE', (v) => DATE.test(v)],
  ['INVOICE_DESCRIPTION', text(15_360)],
  ['LINE_ITEM_NUMBER', text(20, true)],
  ['EXP/FEE/INV_ADJ_TYPE', (v) => ['F', 'E', 'IF', 'IE'].includes(v)],
  ['LINE_ITEM_NUMBER_OF_UNITS', (v) => UNITS.test(v)],
  ['LINE_ITEM_ADJUSTMENT_AMOUNT', (v) => AMOUNT.test(v)],
  ['LINE_ITEM_TOTAL', (v) => AMOUNT.test(v)],
  ['LINE_ITEM_DATE', (v) => DATE.test(v)],
  ['LINE_ITEM_TASK_CODE', code(/^[A-Z]\d{3}$/)],
  ['LINE_ITEM_EXPENSE_CODE', code(/^E\d{3}$/)],
  ['LINE_ITEM_ACTIVITY_CODE', code(/^A\d{3}$/)],
  ['TIMEKEEPER_ID', text(20)],
  ['LINE_ITEM_DESCRIPTION', text(15_360)],
  ['LAW_FIRM_ID', text(20, true)],
  ['LINE_ITEM_UNIT_COST', (v) => UNITS.test(v)],
  ['TIMEKEEPER_NAME', text(30)],
  ['TIMEKEEPER_CLASSIFICATION', (v) => ['', 'PT', 'AS', 'OC', 'LA', 'PL', 'OT'].includes(v)],
  ['CLIENT_MATTER_ID', text(20)],
];

const COUNTRY = code(/^[A-Z]{3}$/);
const CURRENCY = (v: string) => /^[A-Z]{3}$/.test(v);
const B_I: Check[] = [
  ...COMMON.map(([name, check]): Check => {
    if (name === 'LINE_ITEM_NUMBER_OF_UNITS' || name === 'LINE_ITEM_UNIT_COST') return [name, unitsOrBlank];
    // The revised classifications (2014), which 1998BI files carry.
    if (name === 'TIMEKEEPER_CLASSIFICATION') return [name, (v) => ['', 'PARTNR', 'ASSOC', 'OFCOUN', 'LGLAST', 'PARALG'].includes(v)];
    return [name, check];
  }),
  ['PO_NUMBER', text(100)],
  ['CLIENT_TAX_ID', text(20, true)],
  ['MATTER_NAME', text(255, true)],
  ['INVOICE_TAX_TOTAL', (v) => AMOUNT.test(v)],
  ['INVOICE_NET_TOTAL', (v) => AMOUNT.test(v)],
  ['INVOICE_CURRENCY', CURRENCY],
  ['TIMEKEEPER_LAST_NAME', text(30)],
  ['TIMEKEEPER_FIRST_NAME', text(30)],
  ['ACCOUNT_TYPE', (v) => v === 'O' || v === 'T'],
  ['LAW_FIRM_NAME', text(60)],
  ['LAW_FIRM_ADDRESS_1', text(60)],
  ['LAW_FIRM_ADDRESS_2', text(60)],
  ['LAW_FIRM_CITY', text(40)],
  ['LAW_FIRM_STATEorREGION', text(40)],
  ['LAW_FIRM_POSTCODE', text(20)],
  ['LAW_FIRM_COUNTRY', COUNTRY],
  ['CLIENT_NAME', text(60)],
  ['CLIENT_ADDRESS_1', text(60)],
  ['CLIENT_ADDRESS_2', text(60)],
  ['CLIENT_CITY', text(40)],
  ['CLIENT_STATEorREGION', text(40)],
  ['CLIENT_POSTCODE', text(20)],
  ['CLIENT_COUNTRY', COUNTRY],
  ['LINE_ITEM_TAX_RATE', (v) => v === '' || /^0(\.\d{1,10})?$/.test(v)], // a share in [0, 1)
  ['LINE_ITEM_TAX_TOTAL', (v) => AMOUNT.test(v)],
  ['LINE_ITEM_TAX_TYPE', text(20)],
  ['INVOICE_REPORTED_TAX_TOTAL', (v) => v === '' || AMOUNT.test(v)],
  ['INVOICE_TAX_CURRENCY', (v) => v === '' || CURRENCY(v)],
];

const FORMATS = { 'LEDES1998B[]': COMMON, 'LEDES98BI V2[]': B_I } as const;

/** What in a LEDES 1998B or 1998BI file breaks its format, as `line N FIELD: value` (empty: none). */
export function ledesProblems(file: string): string[] {
  const problems: string[] = [];
  if (/[^\x20-\x7e\r\n]/.test(file)) problems.push('characters outside printable ASCII');
  const rows = file.split('\r\n');
  if (rows.at(-1) !== '') problems.push('the file does not end with CRLF');
  const spec: Check[] | undefined = FORMATS[rows[0] as keyof typeof FORMATS];
  if (!spec) return [...problems, `the first line is neither LEDES1998B[] nor LEDES98BI V2[]: ${rows[0]}`];
  const bi = spec === B_I;
  const at = (name: string) => spec.findIndex(([n]) => n === name);
  if (rows[1] !== `${spec.map(([n]) => n).join('|')}[]`) problems.push(`the second line is not the ${spec.length} field names`);
  const data = rows.slice(2, -1);
  const sums = { total: new Decimal(0), tax: new Decimal(0) };
  const parsed: string[][] = [];
  data.forEach((row, i) => {
    if (!row.endsWith('[]')) problems.push(`line ${i + 3} does not end with []`);
    const values = row.slice(0, -2).split('|');
    if (values.length !== spec.length) {
      problems.push(`line ${i + 3} has ${values.length} fields`);
      return;
    }
    parsed.push(values);
    spec.forEach(([name, check], j) => {
      if (!check(values[j])) problems.push(`line ${i + 3} ${name}: ${values[j]}`);
    });
    const v = (name: string) => values[at(name)];
    const type = v('EXP/FEE/INV_ADJ_TYPE');
    if (type === 'F' && v('TIMEKEEPER_ID') === '' && v('TIMEKEEPER_CLASSIFICATION') !== '')
      problems.push(`line ${i + 3} a classification without a timekeeper`);
    if (bi && (type === 'IF' || type === 'IE') && (v('LINE_ITEM_NUMBER_OF_UNITS') !== '' || v('LINE_ITEM_UNIT_COST') !== ''))
      problems.push(`line ${i + 3} an invoice adjustment with units`);
    if (bi && (type === 'F' || type === 'E') && (v('LINE_ITEM_NUMBER_OF_UNITS') === '' || v('LINE_ITEM_UNIT_COST') === ''))
      problems.push(`line ${i + 3} a line without units or unit cost`);
    const n = (name: string) => {
      try {
        return new Decimal(v(name) || 0);
      } catch {
        return new Decimal(0);
      }
    };
    const base = n('LINE_ITEM_NUMBER_OF_UNITS').times(n('LINE_ITEM_UNIT_COST')).plus(n('LINE_ITEM_ADJUSTMENT_AMOUNT')).toDecimalPlaces(2);
    const tax = bi ? n('LINE_ITEM_TAX_TOTAL') : new Decimal(0);
    if (bi) {
      // The tax is the base times the rate, to the cent (or to the unit, for a currency without cents).
      const exact = base.times(n('LINE_ITEM_TAX_RATE'));
      if (!exact.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).eq(tax) && !exact.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).eq(tax))
        problems.push(`line ${i + 3}: the tax is not the base times the rate`);
    }
    if (!base.plus(tax).eq(n('LINE_ITEM_TOTAL'))) problems.push(`line ${i + 3}: units × unit cost + adjustment${bi ? ' + tax' : ''} is not the total`);
    sums.total = sums.total.plus(n('LINE_ITEM_TOTAL'));
    sums.tax = sums.tax.plus(tax);
  });
  const first = parsed[0];
  if (first) {
    const head = (name: string) => new Decimal(first[at(name)] || 0);
    if (parsed.some((r) => r[at('INVOICE_TOTAL')] !== first[at('INVOICE_TOTAL')])) problems.push('INVOICE_TOTAL differs between lines');
    if (!head('INVOICE_TOTAL').eq(sums.total))
      problems.push(`INVOICE_TOTAL ${first[at('INVOICE_TOTAL')]} is not the sum of the lines, ${sums.total.toFixed(2)}`);
    if (bi && !head('INVOICE_TAX_TOTAL').eq(sums.tax))
      problems.push(`INVOICE_TAX_TOTAL ${first[at('INVOICE_TAX_TOTAL')]} is not the sum of the lines' taxes, ${sums.tax.toFixed(2)}`);
    if (bi && !head('INVOICE_NET_TOTAL').eq(sums.total.minus(sums.tax)))
      problems.push(`INVOICE_NET_TOTAL ${first[at('INVOICE_NET_TOTAL')]} is not INVOICE_TOTAL less INVOICE_TAX_TOTAL`);
  }
  return problems;
}
