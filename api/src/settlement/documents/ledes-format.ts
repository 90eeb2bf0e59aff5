// The LEDES 1998B field list as the format's specification states it, field by field, for the tests
// to check a file against (written apart from the writer in ledes.ts, so the writer cannot mark its
// own homework): each data line has the 24 fields; each field is of its type and within its width;
// every character is printable ASCII; INVOICE_TOTAL is the sum of the LINE_ITEM_TOTAL values.
import { Decimal } from '../../management/currencies/conversion.ts';

const DATE = /^\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
const AMOUNT = /^-?\d{1,12}\.\d{2}$/; // currency 14.2
const UNITS = /^-?\d{1,10}(\.\d{1,4})?$/;
const text = (width: number, required = false) => (v: string) => v.length <= width && (!required || v.length > 0);

const SPEC: [name: string, check: (v: string) => boolean][] = [
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
  ['LINE_ITEM_TASK_CODE', (v) => v === '' || /^[A-Z]\d{3}$/.test(v)],
  ['LINE_ITEM_EXPENSE_CODE', (v) => v === '' || /^E\d{3}$/.test(v)],
  ['LINE_ITEM_ACTIVITY_CODE', (v) => v === '' || /^A\d{3}$/.test(v)],
  ['TIMEKEEPER_ID', text(20)],
  ['LINE_ITEM_DESCRIPTION', text(15_360)],
  ['LAW_FIRM_ID', text(20, true)],
  ['LINE_ITEM_UNIT_COST', (v) => UNITS.test(v)],
  ['TIMEKEEPER_NAME', text(30)],
  ['TIMEKEEPER_CLASSIFICATION', (v) => ['', 'PT', 'AS', 'OC', 'LA', 'PL', 'OT'].includes(v)],
  ['CLIENT_MATTER_ID', text(20)],
];

/** What in a LEDES 1998B file breaks the format, as `line N FIELD: value` (empty: none). */
export function ledesProblems(file: string): string[] {
  const problems: string[] = [];
  if (/[^\x20-\x7e\r\n]/.test(file)) problems.push('characters outside printable ASCII');
  const rows = file.split('\r\n');
  if (rows.at(-1) !== '') problems.push('the file does not end with CRLF');
  if (rows[0] !== 'LEDES1998B[]') problems.push('the first line is not LEDES1998B[]');
  if (rows[1] !== `${SPEC.map(([n]) => n).join('|')}[]`) problems.push('the second line is not the 24 field names');
  const data = rows.slice(2, -1);
  let sum = new Decimal(0);
  data.forEach((row, i) => {
    if (!row.endsWith('[]')) problems.push(`line ${i + 3} does not end with []`);
    const values = row.slice(0, -2).split('|');
    if (values.length !== SPEC.length) { problems.push(`line ${i + 3} has ${values.length} fields`); return; }
    SPEC.forEach(([name, check], j) => { if (!check(values[j])) problems.push(`line ${i + 3} ${name}: ${values[j]}`); });
    if (values[9] === 'F' && values[17] === '' && values[22] !== '') problems.push(`line ${i + 3} a classification without a timekeeper`);
    const [units, adjustment, total, cost] = [values[10], values[11], values[12], values[20]].map((v) => new Decimal(v || 0));
    if (!units.times(cost).plus(adjustment).toDecimalPlaces(2).eq(total)) problems.push(`line ${i + 3}: units × unit cost + adjustment is not the total`);
    sum = sum.plus(total);
  });
  for (const row of data) {
    const invoiceTotal = row.split('|')[4];
    if (invoiceTotal && !new Decimal(invoiceTotal).eq(sum)) { problems.push(`INVOICE_TOTAL ${invoiceTotal} is not the sum of the lines, ${sum.toFixed(2)}`); break; }
  }
  return problems;
}
