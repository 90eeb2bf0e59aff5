// The LEDES 1998B writer against the format's field list (ledes-format.ts): the worked file of
// docs/ledes.md, ASCII with accents taken off, widths kept, the total the sum of the lines, an
// adjustment where a line was discounted, and the validator refusing what breaks the format.
import { describe, expect, it } from 'vitest';
import { ledes1998b, ledesText, type LedesLine } from './ledes.ts';
import { ledesProblems } from './ledes-format.ts';

const INVOICE = {
  date: '2026-07-31', number: 'FV-000123', clientId: '900123456', matterId: 'FUS-2026-014', clientMatterId: 'LEG-4471',
  periodStart: '2026-07-01', periodEnd: '2026-07-31', description: 'FV-000123 Fusión Andina', lawFirmId: '900555777',
};
const line = (over: Partial<LedesLine> = {}): LedesLine => ({
  date: '2026-07-10', type: 'F', units: '2.5', unitCost: '380000', total: '950000.00', description: 'Contestación de demanda: revisión',
  taskCode: 'L210', activityCode: 'A103', expenseCode: '', timekeeperId: '1032456789', timekeeperName: 'María José Núñez Peña', timekeeperClass: 'AS', ...over,
});

describe('LEDES 1998B', () => {
  it('writes the worked file of docs/ledes.md, field by field', () => {
    const file = ledes1998b(INVOICE, [line(), line({ units: '1.5', unitCost: '600000', total: '855000.00', description: 'Audiencia inicial', taskCode: 'L230', activityCode: 'A109', timekeeperId: '79123456', timekeeperName: 'Andrés Gómez', timekeeperClass: 'PT' })]);
    expect(ledesProblems(file)).toEqual([]);
    expect(file.split('\r\n')).toEqual([
      'LEDES1998B[]',
      'INVOICE_DATE|INVOICE_NUMBER|CLIENT_ID|LAW_FIRM_MATTER_ID|INVOICE_TOTAL|BILLING_START_DATE|BILLING_END_DATE|INVOICE_DESCRIPTION|LINE_ITEM_NUMBER|EXP/FEE/INV_ADJ_TYPE|LINE_ITEM_NUMBER_OF_UNITS|LINE_ITEM_ADJUSTMENT_AMOUNT|LINE_ITEM_TOTAL|LINE_ITEM_DATE|LINE_ITEM_TASK_CODE|LINE_ITEM_EXPENSE_CODE|LINE_ITEM_ACTIVITY_CODE|TIMEKEEPER_ID|LINE_ITEM_DESCRIPTION|LAW_FIRM_ID|LINE_ITEM_UNIT_COST|TIMEKEEPER_NAME|TIMEKEEPER_CLASSIFICATION|CLIENT_MATTER_ID[]',
      '20260731|FV-000123|900123456|FUS-2026-014|1805000.00|20260701|20260731|FV-000123 Fusion Andina|1|F|2.5|0.00|950000.00|20260710|L210||A103|1032456789|Contestacion de demanda: revision|900555777|380000|Maria Jose Nunez Pena|AS|LEG-4471[]',
      '20260731|FV-000123|900123456|FUS-2026-014|1805000.00|20260701|20260731|FV-000123 Fusion Andina|2|F|1.5|-45000.00|855000.00|20260710|L230||A109|79123456|Audiencia inicial|900555777|600000|Andres Gomez|PT|LEG-4471[]',
      '',
    ]);
  });

  it('takes text to ASCII within its width, without the delimiter or the terminator', () => {
    expect(ledesText('Peña & Cía. — “Señor” Müller', 40)).toBe('Pena & Cia. - "Senor" Muller');
    expect(ledesText('a|b [] c\r\nd', 20)).toBe('a b () c d');
    expect(ledesText('€ 10', 20)).toBe('? 10');
    expect(ledesText('x'.repeat(40), 20)).toHaveLength(20);
  });

  it('writes a line of hours in hundredths as the engine prices it: units × unit cost = total, no adjustment', () => {
    const file = ledes1998b(INVOICE, [line({ units: '0.62', unitCost: '380000', total: '235600.00' })]);
    expect(ledesProblems(file)).toEqual([]);
    const f = file.split('\r\n')[2].split('|');
    expect([f[10], f[11], f[12]]).toEqual(['0.62', '0.00', '235600.00']);
  });

  it('writes an older line\'s hours (six decimals) with at most four, the adjustment making units × unit cost + adjustment = total', () => {
    const file = ledes1998b(INVOICE, [line({ units: '0.616667', unitCost: '380000', total: '234333.33' })]);
    expect(ledesProblems(file)).toEqual([]);
    const f = file.split('\r\n')[2].split('|');
    expect([f[10], f[11], f[12]]).toEqual(['0.6167', '-12.67', '234333.33']);
  });

  it('is refused by the validator when a field breaks the format', () => {
    const good = ledes1998b(INVOICE, [line()]);
    expect(ledesProblems(good.replace('|1|F|', '|1|X|'))).toContain('line 3 EXP/FEE/INV_ADJ_TYPE: X');
    expect(ledesProblems(good.replace('20260710', '2026-07-10'))).toContain('line 3 LINE_ITEM_DATE: 2026-07-10');
    expect(ledesProblems(good.replace('|950000.00|20260731|', '|950000.00|20260731|').replace('|950000.00|', '|1130500.00|'))[0]).toMatch(/INVOICE_TOTAL|not the total/);
    expect(ledesProblems(good.replace('Maria', 'María'))).toContain('characters outside printable ASCII');
  });
});
