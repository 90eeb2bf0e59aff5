// The PDF of a pre-invoice or an invoice (pdfmake, the PDF standard fonts: nothing to download), in
// Spanish or English, as a client and an accountant accept it (issue 28, item 8): the company's logo
// and colours; the client's name, tax id and address; number, issue and due dates (the client's
// payment terms, else the company's); the period; lines with quantity and unit, unit price (an
// indexing unit's with its code and the equivalency used), discount and amount; each tax and each
// withholding by name and rate with its base, withholdings negative; credit notes and receipts
// applied and the balance; how to pay; the electronic-invoicing reference; dates and numbers
// written for people in the document's language, and no internal state word. A pre-invoice says it
// is not a fiscal document. The rounding rule the amounts follow closes it (docs/settlement.md).
import type { Knex } from 'knex';
import pdfmake from 'pdfmake';
import { sniffImage } from '../../platform/storage/sniff.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { invoiceNumber } from '../settlement-flow.ts';
import { INDEXING_UNIT } from '../../management/currencies/currencies.resource.ts';
import { Decimal, equivalencyOn, roundTo } from '../../management/currencies/conversion.ts';
import { companyCurrency } from './company-rate.ts';
import { unitsOf } from '../fees/pricing.ts';
import { HOUR_CONCEPTS } from '../fees/fee-engine.ts';
import { adjustmentOf } from '../fees/fee-rounding.ts';
import { preinvoiceProjectNames, preinvoiceWithParties } from '../preinvoices/preinvoice-reads.ts';
import { money } from './amount-text.ts';
import { formatDuration } from '../../contract/durations.ts';

const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
pdfmake.setFonts({ Helvetica: HELVETICA });
pdfmake.setUrlAccessPolicy(() => false); // a document never fetches anything,
// nor reads a file but the standard fonts pdfkit names (the logo travels as data).
const STANDARD_FONTS = new Set(Object.values(HELVETICA));
pdfmake.setLocalAccessPolicy((name) => STANDARD_FONTS.has(name));

export type PdfLanguage = 'es' | 'en';

/** The most lines a PDF prints; a larger pre-invoice says how many more there are. */
export const PDF_MAX_LINES = 2000;

const WORDS = {
  es: {
    preinvoice: 'Prefactura',
    invoice: 'Factura',
    client: 'Cliente',
    document: 'NIT / documento',
    address: 'Dirección',
    project: 'Proyecto',
    period: 'Periodo',
    issued: 'Fecha de emisión',
    due: 'Fecha de vencimiento',
    terms: 'Plazo de pago',
    days: '{{n}} días',
    concept: 'Concepto',
    description: 'Descripción',
    date: 'Fecha',
    quantity: 'Cantidad',
    unitPrice: 'Valor unitario',
    discount: 'Desc.',
    amount: 'Valor',
    subtotal: 'Subtotal',
    total: 'Total',
    on: 'sobre',
    balance: 'Saldo por pagar',
    observations: 'Observaciones',
    annulled: 'ANULADA',
    more: 'y {{n}} líneas más (ver el detalle en la plataforma)',
    notFiscal: 'Documento no fiscal: prefactura para revisión del cliente. La factura se emite al aprobarla.',
    applied: 'Aplicado a esta factura',
    creditNote: 'Nota crédito',
    receipt: 'Recibo de caja',
    payment: 'Cómo pagar',
    worked: 'Tiempo trabajado: {{time}}',
    adjusted: 'Ajuste {{amount}} (tope del acuerdo o nota de facturación)',
    einvoice: 'Factura electrónica (CUFE)',
    hours: 'h',
    unit: 'und.',
    units: 'und.',
    inCompany: 'Total en {{currency}} ({{rate}}, vigente desde {{day}})',
    equivalency: 'Valores en {{unit}} convertidos a {{currency}} a la equivalencia vigente en la fecha de cada línea: {{list}}.',
    concepts: {
      hours: 'Horas',
      fixed: 'Valor fijo',
      retainer: 'Retainer',
      retainerHours: 'Horas dentro del retainer',
      retainerExtra: 'Horas adicionales',
      milestone: 'Hito',
      service: 'Servicio',
      nonBillable: 'No facturable',
    } as Record<string, string>,
  },
  en: {
    preinvoice: 'Pre-invoice',
    invoice: 'Invoice',
    client: 'Client',
    document: 'Tax id',
    address: 'Address',
    project: 'Project',
    period: 'Period',
    issued: 'Issue date',
    due: 'Due date',
    terms: 'Payment terms',
    days: '{{n}} days',
    concept: 'Concept',
    description: 'Description',
    date: 'Date',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    discount: 'Disc.',
    amount: 'Amount',
    subtotal: 'Subtotal',
    total: 'Total',
    on: 'on',
    balance: 'Balance due',
    observations: 'Observations',
    annulled: 'ANNULLED',
    more: 'and {{n}} more lines (see the detail in the platform)',
    notFiscal: "Not a fiscal document: a pre-invoice for the client's review. The invoice is issued when it is approved.",
    applied: 'Applied to this invoice',
    creditNote: 'Credit note',
    receipt: 'Cash receipt',
    payment: 'How to pay',
    worked: 'Time worked: {{time}}',
    adjusted: "Adjustment {{amount}} (the agreement's cap or a billing note)",
    einvoice: 'Electronic invoice (CUFE)',
    hours: 'h',
    unit: 'unit',
    units: 'units',
    inCompany: 'Total in {{currency}} ({{rate}}, in force since {{day}})',
    equivalency: "Amounts in {{unit}} converted to {{currency}} at the equivalency in force on each line's date: {{list}}.",
    concepts: {
      hours: 'Hours',
      fixed: 'Fixed amount',
      retainer: 'Retainer',
      retainerHours: 'Hours within the retainer',
      retainerExtra: 'Extra hours',
      milestone: 'Milestone',
      service: 'Service',
      nonBillable: 'Non-billable',
    } as Record<string, string>,
  },
};

const LOCALES: Record<PdfLanguage, string> = { es: 'es-CO', en: 'en-US' };

/** A day ('YYYY-MM-DD') as people write it: "31 de julio de 2026", "July 31, 2026"; `short`: "31 jul 2026", "Jul 31, 2026". */
export function day(value: string, language: PdfLanguage, short = false): string {
  const format = new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: short ? 'short' : 'long', year: 'numeric', timeZone: 'UTC' });
  return format.format(new Date(`${value.slice(0, 10)}T00:00:00Z`)).replace('.', '');
}

/** A month ('YYYY-MM') as people write it: "julio de 2026", "July 2026". */
export function month(value: string, language: PdfLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}-01T00:00:00Z`));
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
/** A decimal string's own decimals (trimmed numbers keep theirs). */
const ownDecimals = (v: string) => v.split('.')[1]?.length ?? 0;

/** The document's bytes; `invoiceId` prints the invoice of the pre-invoice (its number, dates, what was applied and its balance). */
export async function settlementPdf(
  trx: Knex.Transaction,
  storage: FileStorage,
  preinvoiceId: string,
  language: PdfLanguage,
  invoiceId?: string,
): Promise<Buffer> {
  const definition = documentDefinition(await readDocument(trx, storage, preinvoiceId, invoiceId), language);
  return pdfmake.createPdf(definition as Parameters<typeof pdfmake.createPdf>[0]).getBuffer();
}

type Row = Record<string, unknown>;

/** What a document prints, read in a fixed number of statements. */
export interface DocumentData {
  p: Row;
  invoice: Row | null;
  projects: string[];
  lines: Row[];
  /** How many lines the pre-invoice has (at most PDF_MAX_LINES are printed). */
  lineCount: number;
  taxes: { name: string; type: string; percent: string; amount: string; base: string }[];
  equivalencies: { validFrom: string; value: string }[];
  applied: { kind: 'creditNote' | 'receipt'; code: string; day: string; value: string }[];
  main: { code: string; decimals: number } | null;
  rate: { value: string; validFrom: string } | null;
  image: string | null;
}

async function readDocument(trx: Knex.Transaction, storage: FileStorage, preinvoiceId: string, invoiceId?: string): Promise<DocumentData> {
  const p = await preinvoiceWithParties(trx, preinvoiceId).first(
    'p.*',
    'c.name as clientName',
    'c.documentNumber as clientDocument',
    'c.address as clientAddress',
    'cu.code as currencyCode',
    'cu.decimals',
    'co.name as companyName',
    'co.taxDocument',
    'co.address',
    'co.mainColor',
    'co.logoPath',
    'co.paymentInstructions',
    trx.raw('coalesce(c.payment_term_days, co.payment_term_days) as "termDays"'),
    trx.raw(`to_char(p.period, 'YYYY-MM') as "periodText"`),
    trx.raw(`to_char(p.created_at, 'YYYY-MM-DD') as "createdDay"`),
  );
  const invoice = invoiceId
    ? ((await trx('invoices')
        .where({ id: invoiceId })
        .first(
          'prefix',
          'number',
          'state',
          'einvoiceReference',
          trx.raw(`to_char(issue_date, 'YYYY-MM-DD') as "issued"`),
          trx.raw(`to_char(issue_date + ?::int, 'YYYY-MM-DD') as "due"`, [Number(p.termDays)]),
          trx.raw('(total - credited - paid)::text as balance'),
        )) as Row | undefined)
    : null;
  const projects = await preinvoiceProjectNames(trx, preinvoiceId);
  // Each line with the unit its agreement prices in (an indexing unit's code, or the billing currency's).
  const lines = await trx('preinvoice_lines as l')
    .join('settlement_blocks as b', 'b.id', 'l.block_id')
    .join('trade_agreements as a', 'a.id', 'b.trade_agreement_id')
    .join('currencies as u', 'u.id', 'a.currency_id')
    .where('l.preinvoiceId', preinvoiceId)
    .orderBy('l.position')
    .limit(PDF_MAX_LINES)
    .select(
      'l.concept',
      'l.description',
      trx.raw(`to_char(l.line_date, 'YYYY-MM-DD') as "lineDate"`),
      trx.raw('trim_scale(l.quantity)::text as quantity'),
      trx.raw('trim_scale(l.unit_price)::text as "unitPrice"'),
      trx.raw('trim_scale(l.discount_percent)::text as discount'),
      trx.raw('l.amount::text as amount'),
      'u.code as unitCode',
      'u.id as unitId',
      trx.raw(`u.type = ${INDEXING_UNIT} as "isIndex"`),
      'l.workedMinutes',
      'l.billedMinutes',
    );
  const total = await trx('preinvoice_lines').where({ preinvoiceId }).count({ n: '*' }).first();
  // Each tax and withholding of the lines, by name and rate, with the base it was taken on.
  const taxes = await trx
    .raw(
      `select t->>'name' as name, t->>'type' as type, trim_scale((t->>'percent')::numeric)::text as percent,
      sum((t->>'amount')::numeric)::text as amount, sum(l.amount)::text as base
    from preinvoice_lines l cross join lateral jsonb_array_elements(coalesce(l.tax_detail, '[]'::jsonb)) t
    where l.preinvoice_id = ? group by 1, 2, 3 order by 2, 1, 3`,
      [preinvoiceId],
    )
    .then((r) => r.rows as DocumentData['taxes']);
  // The equivalencies an indexing unit's lines were converted at: the one in force on each line's date.
  const indexLines = lines.filter((l) => l.isIndex);
  const indexUnit = indexLines.length ? (await unitsOf(trx, [String(indexLines[0].unitId)])).get(String(indexLines[0].unitId)) : undefined;
  const inForce = new Set(indexUnit ? indexLines.map((l) => equivalencyOn(indexUnit.equivalencies ?? [], String(l.lineDate))) : []);
  const equivalencies = [...inForce].sort((x, y) => (x.validFrom < y.validFrom ? -1 : 1));
  const applied = invoiceId
    ? await trx
        .raw(
          `select * from (
      select 'creditNote' as kind, code, to_char(created_at, 'YYYY-MM-DD') as day, invoice_value::text as value from credit_notes where invoice_id = ?
      union all select 'receipt', r.code, to_char(r.created_at, 'YYYY-MM-DD'), a.amount::text from cash_receipt_invoices a join cash_receipts r on r.id = a.cash_receipt_id where a.invoice_id = ?
    ) x order by day, code`,
          [invoiceId, invoiceId],
        )
        .then((r) => r.rows as { kind: 'creditNote' | 'receipt'; code: string; day: string; value: string }[])
    : [];
  // In another currency than the company's: its total in the company's too, at the equivalency of the document's date.
  const { main, rate } = await companyCurrency(trx, String(p.companyId), String(p.currencyId), invoice ? String(invoice.issued) : String(p.createdDay));
  // A logo the store cannot give (gone, or the store unreachable) leaves the document without it.
  const logo = p.logoPath ? await storage.get(String(p.logoPath)).catch(() => null) : null;
  const image =
    logo && ['png', 'jpg'].includes(sniffImage(logo)?.type ?? '')
      ? `data:image/${sniffImage(logo)!.type === 'png' ? 'png' : 'jpeg'};base64,${logo.toString('base64')}`
      : null;
  return {
    p,
    invoice: invoice ?? null,
    projects,
    lines,
    lineCount: Number(total?.n ?? 0),
    taxes,
    equivalencies,
    applied,
    main: main ?? null,
    rate: rate ?? null,
    image,
  };
}

/** The pdfmake definition of a document in `language` (pure: what it prints is tested without a PDF). */
export function documentDefinition(data: DocumentData, language: PdfLanguage) {
  const { p, invoice, projects, lines, taxes, equivalencies, applied, main, rate, image } = data;
  const w = WORDS[language];
  const indexLines = lines.filter((l) => l.isIndex);
  const colour = /^#[0-9a-f]{6}$/i.test(String(p.mainColor ?? '')) ? String(p.mainColor) : '#1f3a5f';
  const d = Number(p.decimals);
  const cur = String(p.currencyCode);
  const title = invoice ? `${w.invoice} ${invoiceNumber(String(invoice.prefix), Number(invoice.number))}` : `${w.preinvoice} ${String(p.code)}`;
  const rest = data.lineCount - lines.length;
  const discounted = lines.some((l) => Number(l.discount) > 0);
  const m = (v: string, decimals = d) => money(v, decimals, language);
  const right = (text: string, extra: object = {}) => ({ text, alignment: 'right', ...extra });
  const label = (text: string) => ({ text, bold: true });

  const heading = [w.concept, w.description, w.date, w.quantity, w.unitPrice, ...(discounted ? [w.discount] : []), w.amount];
  const info = [
    [label(w.client), String(p.clientName), label(w.document), String(p.clientDocument ?? '')],
    [label(w.address), String(p.clientAddress ?? ''), label(w.period), month(String(p.periodText), language)],
    [label(w.project), projects.join(', '), label(w.issued), day(invoice ? String(invoice.issued) : String(p.createdDay), language)],
    ...(invoice ? [[label(w.terms), fill(w.days, { n: Number(p.termDays) }), label(w.due), day(String(invoice.due), language)]] : []),
  ];
  const totals: [object | string, object | string][] = [
    [w.subtotal, m(String(p.subtotal))],
    ...taxes.map((t) => {
      const sign = t.type === 'withholding' ? '-' : '';
      const rate = `${money(t.percent, ownDecimals(t.percent), language)} %`;
      // A tax named with its rate ("IVA 19 %") is not given it twice.
      const named = t.name
        .replace(/(\d),(\d)/g, '$1.$2')
        .replace(/\s*%/g, '%')
        .includes(`${t.percent}%`);
      const name = named ? t.name : `${t.name} ${rate}`;
      return [`${name} ${w.on} ${m(t.base)}`, `${sign}${m(t.amount)}`] as [string, string];
    }),
    [label(w.total), { text: `${m(String(p.total))} ${cur}`, bold: true }],
    ...(rate
      ? [
          [
            fill(w.inCompany, {
              currency: String(main!.code),
              rate: `1 ${cur} = ${money(new Decimal(String(rate.value)).toFixed(), ownDecimals(new Decimal(String(rate.value)).toFixed()), language)} ${String(main!.code)}`,
              day: day(String(rate.validFrom), language, true),
            }),
            `${money(roundTo(new Decimal(String(p.total)).times(String(rate.value)).toFixed(), Number(main!.decimals)), Number(main!.decimals), language)} ${String(main!.code)}`,
          ] as [string, string],
        ]
      : []),
    ...applied.map(
      (a) => [`${a.kind === 'creditNote' ? w.creditNote : w.receipt} ${a.code} · ${day(a.day, language, true)}`, `-${m(a.value)}`] as [string, string],
    ),
    ...(invoice ? [[label(w.balance), { text: `${m(String(invoice.balance))} ${cur}`, bold: true }] as [object, object]] : []),
  ];

  const definition = {
    info: { title, author: String(p.companyName) },
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    pageMargins: [40, 40, 40, 50] as [number, number, number, number],
    footer: (page: number, pages: number) => ({ text: `${title} · ${page} / ${pages}`, alignment: 'center', fontSize: 8, color: '#888888' }),
    watermark: invoice?.state === 'annulled' ? { text: w.annulled, color: '#c0392b', opacity: 0.15, bold: true } : undefined,
    content: [
      {
        columns: [
          image ? { image, fit: [171, 51] } : { text: String(p.companyName), bold: true, fontSize: 14, color: colour },
          {
            stack: [
              { text: title, bold: true, fontSize: 16, color: colour, alignment: 'right' },
              { text: `${String(p.companyName)} · NIT ${String(p.taxDocument ?? '')}`, alignment: 'right' },
              { text: String(p.address ?? ''), alignment: 'right', color: '#555555' },
            ],
          },
        ],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 6, x2: 515, y2: 6, lineWidth: 1.5, lineColor: colour }], margin: [0, 0, 0, 10] },
      ...(invoice ? [] : [{ text: w.notFiscal, bold: true, color: '#8a5a00', fillColor: '#fff4d6', margin: [0, 0, 0, 10] }]),
      { table: { widths: ['auto', '*', 'auto', '*'], body: info }, layout: 'noBorders', margin: [0, 0, 0, 12] },
      {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto', 'auto', ...(discounted ? ['auto'] : []), 'auto'],
          body: [
            heading.map((text) => ({ text, bold: true, color: '#ffffff', fillColor: colour })),
            ...lines.map((l) => {
              const hours = HOUR_CONCEPTS.has(String(l.concept));
              const unit = hours ? w.hours : Number(l.quantity) === 1 ? w.unit : w.units;
              const price = `${money(String(l.unitPrice), ownDecimals(String(l.unitPrice)), language)}${l.isIndex ? ` ${String(l.unitCode)}` : ''}`;
              // Time rounded for billing: the time worked stands under the description, as registered.
              // (A retainer's additional hours carry no time of their own: nothing to say under them.)
              const worked =
                hours && Number(l.workedMinutes ?? 0) > 0 && Number(l.workedMinutes) !== Number(l.billedMinutes)
                  ? [{ text: fill(w.worked, { time: formatDuration(Number(l.workedMinutes), language) }), fontSize: 8, color: '#555555' }]
                  : [];
              // What a cap cut or a billing note changed, so that quantity × unit price − discount + adjustment = amount.
              const adjustment = l.isIndex
                ? null
                : adjustmentOf({ quantity: String(l.quantity), unitPrice: String(l.unitPrice), discount: String(l.discount), amount: String(l.amount) }, d);
              if (adjustment)
                worked.push({
                  text: fill(w.adjusted, { amount: `${adjustment.isPositive() ? '+' : ''}${m(adjustment.toFixed())}` }),
                  fontSize: 8,
                  color: '#555555',
                });
              return [
                w.concepts[String(l.concept)] ?? String(l.concept),
                worked.length ? { stack: [String(l.description ?? ''), ...worked] } : String(l.description ?? ''),
                // A date or a figure never breaks over two lines; the description takes the rest.
                { text: day(String(l.lineDate), language, true), noWrap: true },
                right(`${money(String(l.quantity), ownDecimals(String(l.quantity)), language)} ${unit}`, { noWrap: true }),
                right(price, { noWrap: true }),
                ...(discounted ? [right(Number(l.discount) > 0 ? `${money(String(l.discount), ownDecimals(String(l.discount)), language)} %` : '')] : []),
                right(m(String(l.amount)), { noWrap: true }),
              ];
            }),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...(rest > 0 ? [{ text: fill(w.more, { n: rest }), italics: true, margin: [0, 4, 0, 0] }] : []),
      ...(equivalencies.length
        ? [
            {
              text: fill(w.equivalency, {
                unit: String(indexLines[0].unitCode),
                currency: cur,
                list: equivalencies.map((e) => `1 ${String(indexLines[0].unitCode)} = ${m(e.value)} ${cur} (${day(e.validFrom, language, true)})`).join('; '),
              }),
              fontSize: 8,
              color: '#555555',
              margin: [0, 4, 0, 0],
            },
          ]
        : []),
      {
        table: {
          widths: ['*', 'auto'],
          body: totals.map(([a, b]) => [
            typeof a === 'string' ? right(a) : { ...a, alignment: 'right' },
            typeof b === 'string' ? right(b, { noWrap: true }) : { ...b, alignment: 'right', noWrap: true },
          ]),
        },
        layout: 'noBorders',
        margin: [140, 12, 0, 0],
      },
      ...(invoice && p.paymentInstructions ? [{ text: [label(`${w.payment}: `), String(p.paymentInstructions)], margin: [0, 12, 0, 0] }] : []),
      ...(invoice?.einvoiceReference ? [{ text: [label(`${w.einvoice}: `), String(invoice.einvoiceReference)], fontSize: 8, margin: [0, 6, 0, 0] }] : []),
      // The leader's observations, as saved on the pre-invoice before its approval.
      ...(p.observations ? [{ text: [label(`${w.observations}: `), String(p.observations)], margin: [0, 12, 0, 0] }] : []),
      { text: language === 'es' ? String(p.roundingEs) : String(p.roundingEn), fontSize: 8, color: '#555555', margin: [0, 16, 0, 0] },
    ],
  };
  return definition;
}
