// What an invoice and a pre-invoice print (issue 28, item 8), read from the document's definition:
// due date from the payment terms, each tax and withholding by name and rate with its base
// (withholdings negative), an indexing unit's lines with the unit and the equivalency used, credit
// notes and receipts applied and the balance, how to pay, dates and numbers in the document's
// language, no internal state word; a pre-invoice says it is not a fiscal document.
import { describe, expect, it } from 'vitest';
import { adjustmentOf } from '../fees/fee-rounding.ts';
import { day, documentDefinition, month, type DocumentData } from './settlement-pdf.ts';

const base: DocumentData = {
  p: {
    code: 'PF-000042',
    state: 'approved',
    clientName: 'Inversiones Los Andes S.A.S.',
    clientDocument: '900123456',
    clientAddress: 'Calle 93 # 11-26, Bogotá',
    currencyCode: 'COP',
    decimals: 2,
    companyName: 'Abogados Asociados S.A.S.',
    taxDocument: '900555111',
    address: 'Carrera 7 # 71-21',
    mainColor: '#1F4E79',
    paymentInstructions: 'Transferencia a Bancolombia, cuenta 031-456789-12',
    termDays: 45,
    periodText: '2026-03',
    createdDay: '2026-03-31',
    subtotal: '324718.800000',
    taxes: '61696.570000',
    withholdings: '35719.070000',
    total: '350696.300000',
    roundingEs: 'Redondeo: tiempo facturado sin redondeo; valores redondeados por línea a 2 decimales (mitad hacia arriba); impuestos por línea.',
    roundingEn: 'Rounding: …',
  },
  invoice: { prefix: 'FV', number: 42, state: 'approved', einvoiceReference: 'cufe-123', issued: '2026-03-31', due: '2026-05-15', balance: '250696.300000' },
  projects: ['Fusión Los Andes'],
  lines: [
    {
      concept: 'hours',
      description: 'Conceptos tributarios',
      lineDate: '2026-03-05',
      quantity: '0.62',
      unitPrice: '10',
      discount: '0',
      amount: '324718.800000',
      unitCode: 'UVT',
      isIndex: true,
    },
  ],
  lineCount: 1,
  taxes: [
    { name: 'IVA', type: 'tax', percent: '19', amount: '61696.57', base: '324718.80' },
    { name: 'Retención en la fuente 11 %', type: 'withholding', percent: '11', amount: '35719.07', base: '324718.80' },
  ],
  equivalencies: [{ validFrom: '2026-01-01', value: '52374' }],
  applied: [{ kind: 'creditNote', code: 'NC-000007', day: '2026-04-02', value: '100000.00' }],
  main: null,
  rate: null,
  image: null,
};

/** Every text the definition prints, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    return [
      ...(o.text !== undefined ? texts(o.text) : []),
      ...texts(o.stack),
      ...texts(o.columns),
      ...texts((o.table as { body?: unknown } | undefined)?.body),
    ];
  }
  return [];
}

describe('the invoice and pre-invoice documents', () => {
  it('print an invoice as a client and an accountant read it, in Spanish', () => {
    const printed = texts(documentDefinition(base, 'es').content);
    expect(printed).toEqual(
      expect.arrayContaining([
        'Factura FV-000042',
        'Inversiones Los Andes S.A.S.',
        '900123456',
        'Calle 93 # 11-26, Bogotá',
        'marzo de 2026',
        '31 de marzo de 2026',
        'Plazo de pago',
        '45 días',
        'Fecha de vencimiento',
        '15 de mayo de 2026',
        '0,62 h',
        '10 UVT',
        '324.718,80',
        'IVA 19 % sobre 324.718,80',
        '61.696,57',
        'Retención en la fuente 11 % sobre 324.718,80',
        '-35.719,07',
        '350.696,30 COP',
        'Nota crédito NC-000007 · 2 de abr de 2026',
        '-100.000,00',
        'Saldo por pagar',
        '250.696,30 COP',
        'Transferencia a Bancolombia, cuenta 031-456789-12',
        'cufe-123',
      ]),
    );
    expect(printed.join(' ')).toContain(
      'Valores en UVT convertidos a COP a la equivalencia vigente en la fecha de cada línea: 1 UVT = 52.374,00 COP (1 de ene de 2026).',
    );
    expect(printed.join(' ')).not.toMatch(/Aprobada|approved|Estado/);
    expect(printed.join(' ')).not.toContain('Documento no fiscal');
  });

  it('print the same in English with English dates and numbers', () => {
    const printed = texts(documentDefinition(base, 'en').content);
    expect(printed).toEqual(
      expect.arrayContaining([
        'Invoice FV-000042',
        'March 2026',
        'March 31, 2026',
        '45 days',
        'May 15, 2026',
        'IVA 19 % on 324,718.80',
        '-35,719.07',
        '250,696.30 COP',
      ]),
    );
  });

  it('say under a line what a cap or a billing note changed, so quantity × unit price − discount + adjustment = amount', () => {
    // A cap cut 2.5 h at 400 000 (1 000 000) to the 600 000 left; an edit at 2.25 h × 380 000 less 10 % agrees.
    expect(adjustmentOf({ quantity: '2.5', unitPrice: '400000', discount: '0', amount: '600000.000000' }, 2)?.toFixed()).toBe('-400000');
    expect(adjustmentOf({ quantity: '2.25', unitPrice: '380000', discount: '10', amount: '769500.000000' }, 2)).toBeNull();
    expect(adjustmentOf({ quantity: '1.67', unitPrice: '600000', discount: '0', amount: '1102000.000000' }, 2)?.toFixed()).toBe('100000');
    const capped = {
      ...base,
      lines: [{ ...base.lines[0], isIndex: false, unitCode: 'COP', quantity: '2.5', unitPrice: '400000', amount: '600000.000000' }],
      equivalencies: [],
    };
    expect(texts(documentDefinition(capped, 'es').content)).toContain('Ajuste -400.000,00 (tope del acuerdo o nota de facturación)');
    expect(texts(documentDefinition(capped, 'en').content)).toContain("Adjustment -400,000.00 (the agreement's cap or a billing note)");
    expect(texts(documentDefinition(base, 'es').content).join(' ')).not.toContain('Ajuste');
  });

  it('say on a pre-invoice that it is not a fiscal document, with no due date nor balance', () => {
    const printed = texts(documentDefinition({ ...base, invoice: null, applied: [] }, 'es').content).join(' | ');
    expect(printed).toContain('Prefactura PF-000042');
    expect(printed).toContain('Documento no fiscal: prefactura para revisión del cliente.');
    expect(printed).not.toMatch(/Fecha de vencimiento|Saldo por pagar|Cómo pagar/);
  });

  it("give the total in the company's currency beside another currency's, with the rate and its date", () => {
    const usd = {
      ...base,
      p: { ...base.p, currencyCode: 'USD', total: '1000.000000' },
      lines: [],
      equivalencies: [],
      main: { code: 'COP', decimals: 2 },
      rate: { value: '4100.5', validFrom: '2026-03-01' },
    };
    const printed = texts(documentDefinition(usd, 'es').content);
    expect(printed).toEqual(expect.arrayContaining(['Total en COP (1 USD = 4.100,5 COP, vigente desde 1 de mar de 2026)', '4.100.500,00 COP']));
  });

  it('write days and months for people', () => {
    expect([day('2026-12-28', 'es'), day('2026-12-28', 'en'), day('2026-09-05', 'es', true), month('2026-07', 'en')]).toEqual([
      '28 de diciembre de 2026',
      'December 28, 2026',
      '5 de sept de 2026',
      'July 2026',
    ]);
  });

  it('print the time worked under a line whose time was rounded for billing, and nothing where they agree', () => {
    const rounded: DocumentData = {
      ...base,
      equivalencies: [],
      lines: [
        {
          concept: 'hours',
          description: 'Audiencia',
          lineDate: '2026-03-05',
          quantity: '1.25',
          unitPrice: '60000',
          discount: '0',
          amount: '75000.00',
          unitCode: 'COP',
          isIndex: false,
          workedMinutes: 61,
          billedMinutes: 75,
        },
        {
          concept: 'hours',
          description: 'Memorial',
          lineDate: '2026-03-06',
          quantity: '1',
          unitPrice: '60000',
          discount: '0',
          amount: '60000.00',
          unitCode: 'COP',
          isIndex: false,
          workedMinutes: 60,
          billedMinutes: 60,
        },
      ],
    };
    const es = texts(documentDefinition(rounded, 'es').content);
    expect(es).toEqual(expect.arrayContaining(['Audiencia', 'Tiempo trabajado: 1 h 01 min', '1,25 h', 'Memorial']));
    expect(es.filter((t) => t.startsWith('Tiempo trabajado'))).toHaveLength(1);
    expect(texts(documentDefinition(rounded, 'en').content)).toContain('Time worked: 1 h 01 min');
  });

  it("print nothing under a retainer's additional hours (they carry no time of their own), and the line's figures whole", () => {
    // Worked out by hand: 6,25 h beyond the retainer at 280.000 the hour = 1.750.000,00.
    const retainer: DocumentData = {
      ...base,
      equivalencies: [],
      lines: [
        {
          concept: 'retainerExtra',
          description: '',
          lineDate: '2026-01-31',
          quantity: '6.25',
          unitPrice: '280000',
          discount: '0',
          amount: '1750000.00',
          unitCode: 'COP',
          isIndex: false,
          workedMinutes: 0,
          billedMinutes: 375,
        },
      ],
    };
    const es = texts(documentDefinition(retainer, 'es').content);
    expect(es.filter((t) => t.startsWith('Tiempo trabajado'))).toEqual([]);
    expect(es).toEqual(expect.arrayContaining(['6,25 h', '280.000', '1.750.000,00']));
  });
});
