// An invoice read for LEDES: its head, its parties, its lines with their timekeeper, UTBMS codes and
// taxes, written as 1998B or 1998BI (ledes.ts). The route checks who may read the invoice; this
// refuses an invoice whose agreement does not bill by LEDES.
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors/app-error.ts';
import { findCity } from '../../management/geo/cities.ts';
import { invoiceNumber } from '../settlement-flow.ts';
import { companyCurrency } from './company-rate.ts';
import { preinvoiceWithParties } from '../preinvoices/preinvoice-reads.ts';
import { ledes1998b, ledes1998bi, type LedesPlace, type LedesTax } from './ledes.ts';

export const LEDES_FORMATS = ['1998B', '1998BI'] as const;
export type LedesFormat = (typeof LEDES_FORMATS)[number];

type Row = Record<string, unknown>;

/** A stored place (country alpha-3, city `<region code>:<name>`) as LEDES writes it: the city's name and its department. */
function placeOf(r: Row, name: string, postcode: string): LedesPlace {
  const country = String(r.country ?? '');
  const code = String(r.city ?? '');
  const city = code ? findCity(country, code) : undefined;
  return { name, address: String(r.address ?? ''), city: city?.name ?? code.replace(/^[^:]*:/, ''), region: city?.department ?? '', postcode, country };
}

/** The invoice `invoice` (a row of invoices the caller may read) as a LEDES file, with its name. */
export async function invoiceLedes(trx: Knex.Transaction, invoice: Row, format: LedesFormat): Promise<{ text: string; name: string }> {
  const preinvoiceId = String(invoice.preinvoiceId);
  const flagged = await trx('preinvoice_blocks as pb')
    .join('settlement_blocks as b', 'b.id', 'pb.block_id')
    .join('trade_agreements as a', 'a.id', 'b.trade_agreement_id')
    .where({ 'pb.preinvoiceId': preinvoiceId, 'a.ledesExport': true })
    .first('a.id');
  if (!flagged) throw new AppError('INVOICE_NOT_LEDES');
  const head = await preinvoiceWithParties(trx, preinvoiceId)
    .join('projects as pr', 'pr.id', 'p.project_id')
    .first(
      'p.companyId',
      'p.currencyId',
      'cu.code as currency',
      'c.documentNumber',
      'c.name as clientName',
      'c.address as clientAddress',
      'c.city as clientCity',
      'c.country as clientCountry',
      'c.postalCode as clientPostcode',
      'pr.name as projectName',
      'pr.matterCode',
      'pr.clientMatterCode',
      'co.taxDocument',
      'co.name as companyName',
      'co.address',
      'co.city',
      'co.country',
      trx.raw(`to_char(p.period, 'YYYY-MM-DD') as "from"`),
      trx.raw(`to_char((p.period + interval '1 month - 1 day')::date, 'YYYY-MM-DD') as "to"`),
      trx.raw(`to_char(?::date, 'YYYY-MM-DD') as issued`, [invoice.issueDate as string]),
    );
  // The timekeeper: their identification number (else their id, 20 characters of it), and the LEDES
  // classification of their tariff category (OT when it has none). UTBMS codes: the line's first
  // activity's own, else its type's. Taxes: the fee engine's of the line (tax_detail).
  const lines = await trx('preinvoice_lines as l')
    .join('preinvoices as p', 'p.id', 'l.preinvoice_id')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('activities as act', 'act.id', trx.raw('l.activity_ids[1]'))
    .leftJoin('activity_types as at', 'at.id', 'act.activity_type_id')
    .where('l.preinvoiceId', preinvoiceId)
    .orderBy('l.position')
    .select(
      trx.raw(`to_char(l.line_date, 'YYYY-MM-DD') as date`),
      trx.raw('trim_scale(l.quantity)::text as units'),
      trx.raw('trim_scale(l.unit_price)::text as "unitCost"'),
      trx.raw('l.amount::text as total'),
      'l.description',
      'l.concept',
      'l.taxDetail',
      trx.raw(`coalesce(nullif(u.id_number, ''), left(replace(l.user_id::text, '-', ''), 20), '') as "timekeeperId"`),
      trx.raw(`coalesce(trim(u.name || ' ' || u.last_name), '') as "userName"`),
      trx.raw(`coalesce(u.name, '') as "firstName"`),
      trx.raw(`coalesce(u.last_name, '') as "lastName"`),
      trx.raw(`coalesce(act.utbms_task_code, at.utbms_task_code, '') as "taskCode"`),
      trx.raw(`coalesce(act.utbms_activity_code, at.utbms_activity_code, '') as "activityCode"`),
      trx.raw(`case when l.user_id is null then '' else coalesce((select min(tc.ledes_classification) from tariff_category_users cu
        join tariff_categories tc on tc.id = cu.tariff_category_id where cu.user_id = l.user_id and tc.company_id = p.company_id), 'OT') end as "classification"`),
    );
  const number = invoiceNumber(String(invoice.prefix), Number(invoice.number));
  const common = {
    date: head.issued,
    number,
    clientId: String(head.documentNumber ?? ''),
    // The project's matter codes, the firm's then the client's; the project's name where none is kept.
    matterId: String(head.matterCode ?? head.projectName),
    clientMatterId: String(head.clientMatterCode ?? head.matterCode ?? head.projectName),
    periodStart: head.from,
    periodEnd: head.to,
    description: `${number} ${head.projectName}`,
    lawFirmId: String(head.taxDocument ?? ''),
  };
  const feeLines = lines.map((l) => ({
    date: l.date,
    type: 'F' as const,
    units: String(l.units),
    unitCost: String(l.unitCost),
    total: String(l.total),
    description: String(l.description || l.concept),
    taskCode: String(l.taskCode),
    activityCode: String(l.activityCode),
    expenseCode: '',
    timekeeperId: String(l.timekeeperId),
    timekeeperName: String(l.userName),
    timekeeperClass: String(l.classification),
  }));
  if (format === '1998B') return { text: ledes1998b(common, feeLines), name: `${number}.ledes.txt` };
  // In 1998BI the tax is also reported in the company's currency when the invoice is in another one.
  const { main, rate } = await companyCurrency(trx, String(head.companyId), String(head.currencyId), head.issued);
  const text = ledes1998bi(
    {
      ...common,
      clientTaxId: String(head.documentNumber ?? ''),
      matterName: String(head.projectName),
      currency: String(head.currency),
      lawFirm: placeOf(head, String(head.companyName), ''),
      client: placeOf(
        { address: head.clientAddress, city: head.clientCity, country: head.clientCountry },
        String(head.clientName),
        String(head.clientPostcode ?? ''),
      ),
      reported: main && rate ? { rate: String(rate.value), currency: main.code, decimals: Number(main.decimals) } : null,
    },
    feeLines.map((l, i) => ({
      ...l,
      timekeeperFirstName: String(lines[i].firstName),
      timekeeperLastName: String(lines[i].lastName),
      taxes: ((lines[i].taxDetail ?? []) as LedesTax[]).map((t) => ({
        name: String(t.name),
        type: t.type,
        percent: String(t.percent),
        amount: String(t.amount),
      })),
    })),
  );
  return { text, name: `${number}.ledes98bi.txt` };
}
