// The PDF of a pre-invoice or an invoice (pdfmake, the PDF standard fonts: nothing to download), in
// Spanish or English: the company's logo and colours, the client, the lines, subtotal, taxes,
// withholdings and total, and the rounding rule the amounts follow (docs/settlement.md).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import pdfmake from 'pdfmake';
import { sniffImage } from '../../auth/company-logo.ts';
import { invoiceNumber } from '../settlement-flow.ts';

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
    preinvoice: 'Prefactura', invoice: 'Factura', client: 'Cliente', document: 'Documento', project: 'Proyecto', period: 'Periodo',
    issued: 'Fecha', state: 'Estado', concept: 'Concepto', description: 'Descripción', date: 'Fecha', quantity: 'Cantidad',
    unitPrice: 'Valor unitario', amount: 'Valor', subtotal: 'Subtotal', taxes: 'Impuestos', withholdings: 'Retenciones', total: 'Total',
    balance: 'Saldo', observations: 'Observaciones', annulled: 'ANULADA', more: 'y {{n}} líneas más (ver el detalle en la plataforma)',
    states: { created: 'Creada', revision: 'En revisión', approved: 'Aprobada', canceled: 'Cancelada', annulled: 'Anulada' } as Record<string, string>,
    concepts: { hours: 'Horas', fixed: 'Valor fijo', retainer: 'Retainer', retainerHours: 'Horas dentro del retainer', retainerExtra: 'Horas adicionales', milestone: 'Hito', service: 'Servicio', nonBillable: 'No facturable' } as Record<string, string>,
  },
  en: {
    preinvoice: 'Pre-invoice', invoice: 'Invoice', client: 'Client', document: 'Document', project: 'Project', period: 'Period',
    issued: 'Date', state: 'State', concept: 'Concept', description: 'Description', date: 'Date', quantity: 'Quantity',
    unitPrice: 'Unit price', amount: 'Amount', subtotal: 'Subtotal', taxes: 'Taxes', withholdings: 'Withholdings', total: 'Total', observations: 'Observations',
    balance: 'Balance', annulled: 'ANNULLED', more: 'and {{n}} more lines (see the detail in the platform)',
    states: { created: 'Created', revision: 'In revision', approved: 'Approved', canceled: 'Canceled', annulled: 'Annulled' } as Record<string, string>,
    concepts: { hours: 'Hours', fixed: 'Fixed amount', retainer: 'Retainer', retainerHours: 'Hours within the retainer', retainerExtra: 'Extra hours', milestone: 'Milestone', service: 'Service', nonBillable: 'Non-billable' } as Record<string, string>,
  },
};

/** A decimal string with grouped digits in the language's separators, `decimals` kept. */
export function money(value: string, decimals: number, language: PdfLanguage): string {
  const [whole, fraction = ''] = value.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, language === 'es' ? '.' : ',');
  const cents = fraction.padEnd(decimals, '0').slice(0, decimals);
  return `${sign}${digits}${decimals ? (language === 'es' ? ',' : '.') + cents : ''}`;
}

/** The document's bytes; `invoiceId` prints the invoice of the pre-invoice (its number, state and balance). */
export async function settlementPdf(trx: Knex.Transaction, filesDir: string, preinvoiceId: string, language: PdfLanguage, invoiceId?: string): Promise<Buffer> {
  const w = WORDS[language];
  const p = await trx('preinvoices as p').join('clients as c', 'c.id', 'p.client_id').join('currencies as cu', 'cu.id', 'p.currency_id')
    .join('companies as co', 'co.id', 'p.company_id').where('p.id', preinvoiceId)
    .first('p.*', 'c.name as clientName', 'c.documentNumber as clientDocument', 'cu.code as currencyCode', 'cu.decimals',
      'co.name as companyName', 'co.taxDocument', 'co.address', 'co.mainColor', 'co.logoPath',
      trx.raw(`to_char(p.period, 'YYYY-MM') as "periodText"`));
  const invoice = invoiceId ? await trx('invoices').where({ id: invoiceId }).first('prefix', 'number', 'state', trx.raw(`to_char(issue_date, 'YYYY-MM-DD') as "issued"`),
    trx.raw('(total - credited - paid)::text as balance')) : null;
  const projects = await trx('preinvoiceBlocks as b').join('projects as pr', 'pr.id', 'b.project_id').where('b.preinvoice_id', preinvoiceId)
    .distinct('pr.name').orderBy('pr.name').pluck('pr.name');
  const lines = await trx('preinvoiceLines').where({ preinvoiceId }).orderBy('position').limit(PDF_MAX_LINES)
    .select('concept', 'description', trx.raw(`to_char(line_date, 'YYYY-MM-DD') as "lineDate"`), trx.raw('trim_scale(quantity)::text as quantity'),
      trx.raw('trim_scale(unit_price)::text as "unitPrice"'), trx.raw('amount::text as amount'));
  const total = await trx('preinvoiceLines').where({ preinvoiceId }).count({ n: '*' }).first();
  const colour = /^#[0-9a-f]{6}$/i.test(String(p.mainColor ?? '')) ? String(p.mainColor) : '#1f3a5f';
  const d = Number(p.decimals);
  const logo = p.logoPath ? await fs.readFile(path.join(filesDir, String(p.logoPath))).catch(() => null) : null;
  const image = logo && ['png', 'jpg'].includes(sniffImage(logo)?.type ?? '') ? `data:image/${sniffImage(logo)!.type === 'png' ? 'png' : 'jpeg'};base64,${logo.toString('base64')}` : null;
  const title = invoice ? `${w.invoice} ${invoiceNumber(invoice.prefix, invoice.number)}` : `${w.preinvoice} ${p.code}`;
  const state = invoice ? invoice.state : p.state;
  const rest = Number(total?.n ?? 0) - lines.length;

  const definition = {
    info: { title, author: String(p.companyName) },
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    pageMargins: [40, 40, 40, 50] as [number, number, number, number],
    footer: (page: number, pages: number) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 8, color: '#888888' }),
    watermark: state === 'annulled' ? { text: w.annulled, color: '#c0392b', opacity: 0.15, bold: true } : undefined,
    content: [
      {
        columns: [
          image ? { image, fit: [171, 51] } : { text: String(p.companyName), bold: true, fontSize: 14, color: colour },
          { stack: [{ text: title, bold: true, fontSize: 16, color: colour, alignment: 'right' },
            { text: `${String(p.companyName)} · NIT ${String(p.taxDocument ?? '')}`, alignment: 'right' },
            { text: String(p.address ?? ''), alignment: 'right', color: '#555555' }] },
        ],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 6, x2: 515, y2: 6, lineWidth: 1.5, lineColor: colour }], margin: [0, 0, 0, 10] },
      {
        table: {
          widths: ['auto', '*', 'auto', '*'],
          body: [
            [{ text: w.client, bold: true }, String(p.clientName), { text: w.document, bold: true }, String(p.clientDocument ?? '')],
            [{ text: w.project, bold: true }, projects.join(', '), { text: w.period, bold: true }, String(p.periodText)],
            [{ text: w.issued, bold: true }, invoice ? String(invoice.issued) : new Date(p.createdAt).toISOString().slice(0, 10),
              { text: w.state, bold: true }, w.states[state] ?? state],
          ],
        },
        layout: 'noBorders', margin: [0, 0, 0, 12],
      },
      {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto'],
          body: [
            [w.concept, w.description, w.date, w.quantity, w.unitPrice, w.amount].map((text) => ({ text, bold: true, color: '#ffffff', fillColor: colour })),
            ...lines.map((l) => [
              w.concepts[l.concept] ?? l.concept, String(l.description ?? ''), String(l.lineDate),
              { text: money(String(l.quantity), String(l.quantity).split('.')[1]?.length ?? 0, language), alignment: 'right' },
              { text: money(String(l.unitPrice), String(l.unitPrice).split('.')[1]?.length ?? 0, language), alignment: 'right' },
              { text: money(String(l.amount), d, language), alignment: 'right' },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...(rest > 0 ? [{ text: w.more.replace('{{n}}', String(rest)), italics: true, margin: [0, 4, 0, 0] }] : []),
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            [w.subtotal, money(String(p.subtotal), d, language)],
            [w.taxes, money(String(p.taxes), d, language)],
            [w.withholdings, money(String(p.withholdings), d, language)],
            [{ text: w.total, bold: true }, { text: `${money(String(p.total), d, language)} ${String(p.currencyCode)}`, bold: true }],
            ...(invoice ? [[w.balance, money(String(invoice.balance), d, language)]] : []),
          ].map(([a, b]) => [{ text: a, alignment: 'right' }, typeof b === 'string' ? { text: b, alignment: 'right' } : { ...b, alignment: 'right' }]),
        },
        layout: 'noBorders', margin: [300, 12, 0, 0],
      },
      // The leader's observations, as saved on the pre-invoice before its approval.
      ...(p.observations ? [{ text: [{ text: `${w.observations}: `, bold: true }, String(p.observations)], margin: [0, 12, 0, 0] }] : []),
      { text: language === 'es' ? String(p.roundingEs) : String(p.roundingEn), fontSize: 8, color: '#555555', margin: [0, 16, 0, 0] },
    ],
  };
  return pdfmake.createPdf(definition).getBuffer();
}
