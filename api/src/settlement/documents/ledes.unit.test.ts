// The LEDES 1998B writer against the format's field list (ledes-format.ts): the worked file of
// docs/ledes.md, ASCII with accents taken off, widths kept, the total the sum of the lines, an
// adjustment where a line was discounted, and the validator refusing what breaks the format.
import { describe, expect, it } from 'vitest';
import { ledes1998b, ledes1998bi, ledesText, type LedesLine, type LedesLineBI, LEDES_1998BI } from './ledes.ts';
import { ledesProblems } from './ledes-format.ts';

const INVOICE = {
  date: '2026-07-31',
  number: 'FV-000123',
  clientId: '900123456',
  matterId: 'FUS-2026-014',
  clientMatterId: 'LEG-4471',
  periodStart: '2026-07-01',
  periodEnd: '2026-07-31',
  description: 'FV-000123 Fusión Andina',
  lawFirmId: '900555777',
};
const line = (over: Partial<LedesLine> = {}): LedesLine => ({
  date: '2026-07-10',
  type: 'F',
  units: '2.5',
  unitCost: '380000',
  total: '950000.00',
  description: 'Contestación de demanda: revisión',
  taskCode: 'L210',
  activityCode: 'A103',
  expenseCode: '',
  timekeeperId: '1032456789',
  timekeeperName: 'María José Núñez Peña',
  timekeeperClass: 'AS',
  ...over,
});
/** The worked file's second line: the partner's hearing, discounted (1.5 h at 600 000 billed 855 000). */
const PARTNER: Partial<LedesLine> = {
  units: '1.5',
  unitCost: '600000',
  total: '855000.00',
  description: 'Audiencia inicial',
  taskCode: 'L230',
  activityCode: 'A109',
  timekeeperId: '79123456',
  timekeeperName: 'Andrés Gómez',
  timekeeperClass: 'PT',
};

describe('LEDES 1998B', () => {
  it('writes the worked file of docs/ledes.md, field by field', () => {
    const file = ledes1998b(INVOICE, [line(), line(PARTNER)]);
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

  it("writes an older line's hours (six decimals) with at most four, the adjustment making units × unit cost + adjustment = total", () => {
    const file = ledes1998b(INVOICE, [line({ units: '0.616667', unitCost: '380000', total: '234333.33' })]);
    expect(ledesProblems(file)).toEqual([]);
    const f = file.split('\r\n')[2].split('|');
    expect([f[10], f[11], f[12]]).toEqual(['0.6167', '-12.67', '234333.33']);
  });

  it('is refused by the validator when a field breaks the format', () => {
    const good = ledes1998b(INVOICE, [line()]);
    expect(ledesProblems(good.replace('|1|F|', '|1|X|'))).toContain('line 3 EXP/FEE/INV_ADJ_TYPE: X');
    expect(ledesProblems(good.replace('20260710', '2026-07-10'))).toContain('line 3 LINE_ITEM_DATE: 2026-07-10');
    expect(ledesProblems(good.replace('|950000.00|20260731|', '|950000.00|20260731|').replace('|950000.00|', '|1130500.00|'))[0]).toMatch(
      /INVOICE_TOTAL|not the total/,
    );
    expect(ledesProblems(good.replace('Maria', 'María'))).toContain('characters outside printable ASCII');
  });
});

const IVA = { name: 'IVA 19 %', type: 'tax', percent: '19', amount: '0' } as const;
const RETE = { name: 'Retención en la fuente 11 %', type: 'withholding', percent: '11', amount: '0' } as const;
const INVOICE_BI = {
  ...INVOICE,
  clientTaxId: '900123456',
  matterName: 'Fusión Andina: due diligence y cierre',
  currency: 'COP',
  lawFirm: {
    name: 'Gómez & Asociados Abogados S.A.S.',
    address: 'Calle 93 # 11-26, oficina 501',
    city: 'Bogotá D.C.',
    region: 'Bogotá D.C.',
    postcode: '110221',
    country: 'COL',
  },
  client: { name: 'Industrias Andinas S.A.', address: 'Carrera 43A # 1-50', city: 'Medellín', region: 'Antioquia', postcode: '050021', country: 'COL' },
  reported: null,
};
const lineBI = (over: Partial<LedesLineBI> = {}): LedesLineBI => ({
  ...line(),
  timekeeperFirstName: 'María José',
  timekeeperLastName: 'Núñez Peña',
  taxes: [
    { ...IVA, amount: '180500.00' },
    { ...RETE, amount: '104500.00' },
  ],
  ...over,
});
const PARTNER_BI = {
  ...PARTNER,
  timekeeperFirstName: 'Andrés',
  timekeeperLastName: 'Gómez',
  taxes: [
    { ...IVA, amount: '162450.00' },
    { ...RETE, amount: '94050.00' },
  ],
};

describe('LEDES 1998BI', () => {
  it('writes the worked file of docs/ledes.md: IVA on each line, the withholding as a pair of IF lines', () => {
    const file = ledes1998bi(INVOICE_BI, [lineBI(), lineBI(PARTNER_BI)]);
    expect(ledesProblems(file)).toEqual([]);
    const rows = file.split('\r\n');
    expect(rows[0]).toBe('LEDES98BI V2[]');
    expect(rows[1].split('|')).toHaveLength(52);
    expect(rows).toHaveLength(2 + 6 + 1);
    const head = '20260731|FV-000123|900123456|FUS-2026-014|1949400.00|20260701|20260731|FV-000123 Fusion Andina';
    const parties =
      '|O|Gomez & Asociados Abogados S.A.S.|Calle 93 # 11-26, oficina 501||Bogota D.C.|Bogota D.C.|110221|COL|Industrias Andinas S.A.|Carrera 43A # 1-50||Medellin|Antioquia|050021|COL';
    const matter = '|LEG-4471||900123456|Fusion Andina: due diligence y cierre|144400.00|1805000.00|COP';
    expect(rows.slice(2, 5)).toEqual([
      `${head}|1|F|2.5|0.00|1130500.00|20260710|L210||A103|1032456789|Contestacion de demanda: revision|900555777|380000|Maria Jose Nunez Pena|ASSOC${matter}|Nunez Pena|Maria Jose${parties}|0.19|180500.00|IVA|144400.00|COP[]`,
      `${head}|2|IF||-950000.00|-1054500.00|20260710|||||Retencion en la fuente 11%: Contestacion de demanda: revision|900555777||||${matter.slice(1)}|||${parties.slice(1)}|0.11|-104500.00|Withholding Tax|144400.00|COP[]`,
      `${head}|3|IF||950000.00|950000.00|20260710|||||Balancing out Retencion en la fuente 11%|900555777||||${matter.slice(1)}|||${parties.slice(1)}|0|0.00||144400.00|COP[]`,
    ]);
    const field = (row: string, name: string) => row.split('|')[LEDES_1998BI.findIndex((f) => f.name === name)];
    expect(
      rows
        .slice(5, 8)
        .map((r) => [field(r, 'EXP/FEE/INV_ADJ_TYPE'), field(r, 'LINE_ITEM_ADJUSTMENT_AMOUNT'), field(r, 'LINE_ITEM_TAX_TOTAL'), field(r, 'LINE_ITEM_TOTAL')]),
    ).toEqual([
      ['F', '-45000.00', '162450.00', '1017450.00'],
      ['IF', '-855000.00', '-94050.00', '-949050.00'],
      ['IF', '855000.00', '0.00', '855000.00'],
    ]);
    expect(field(rows[5], 'TIMEKEEPER_CLASSIFICATION')).toBe('PARTNR');
  });

  it('writes a line without taxes with a zero rate, and a withholding alone as its pair of IF lines', () => {
    const file = ledes1998bi(INVOICE_BI, [lineBI({ taxes: [] }), lineBI({ taxes: [{ ...RETE, amount: '104500.00' }] })]);
    expect(ledesProblems(file)).toEqual([]);
    const rows = file
      .split('\r\n')
      .slice(2, -1)
      .map((r) => r.split('|'));
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => [r[9], r[12], r[47], r[48]])).toEqual([
      ['F', '950000.00', '0', '0.00'],
      ['F', '950000.00', '0', '0.00'],
      ['IF', '-1054500.00', '0.11', '-104500.00'],
      ['IF', '950000.00', '0', '0.00'],
    ]);
    expect(rows[0][4]).toBe('1795500.00'); // 950 000 + 950 000 − 104 500
  });

  it("reports the tax in the company's currency when the invoice is in another one", () => {
    const usd = { ...INVOICE_BI, currency: 'USD', reported: { rate: '3950.25', currency: 'COP', decimals: 2 } };
    const file = ledes1998bi(usd, [lineBI({ units: '2.5', unitCost: '95', total: '237.50', taxes: [{ ...IVA, amount: '45.13' }] })]);
    expect(ledesProblems(file)).toEqual([]);
    const row = file.split('\r\n')[2].split('|');
    // 237.50 × 0.19 = 45.125, 45.13 to the cent; 45.13 × 3 950.25 = 178 274.78 (178 274.7825)
    expect([row[12], row[27], row[28], row[29], row[50], row[51]]).toEqual(['282.63', '45.13', '237.50', 'USD', '178274.78', 'COP[]']);
  });

  it('is refused by the validator when the tax, the totals or a field break 1998BI', () => {
    const good = ledes1998bi(INVOICE_BI, [lineBI()]);
    expect(ledesProblems(good)).toEqual([]);
    expect(ledesProblems(good.replace('|0.19|180500.00|', '|0.19|180000.00|'))).toEqual(
      expect.arrayContaining(['line 3: the tax is not the base times the rate']),
    );
    expect(ledesProblems(good.replaceAll('|950000.00|COP|', '|950001.00|COP|'))[0]).toMatch(/INVOICE_NET_TOTAL/);
    expect(ledesProblems(good.replace('|ASSOC|', '|AS|'))).toContain('line 3 TIMEKEEPER_CLASSIFICATION: AS');
    expect(ledesProblems(good.replace('|O|Gomez', '|X|Gomez'))).toContain('line 3 ACCOUNT_TYPE: X');
    expect(ledesProblems(good.replace('|2|IF||', '|2|IF|1|'))).toContain('line 4 an invoice adjustment with units');
    expect(ledesProblems(good.replace('LEDES98BI V2[]', 'LEDES98BI[]'))[0]).toMatch(/first line/);
  });
});
