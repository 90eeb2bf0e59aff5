// A pre-invoice's lines, read-only (decision 278): listed in order by `?preinvoiceId=`, seen with
// their pre-invoice (the SettlementReadPreinvoices pair on its project). Written only by the
// settlement flow and the pre-invoice's edit; an invoice shows the same lines (invoice-lines).
// The table carries no company nor row times: the resource reads a view giving it its parent's
// (migration 20261130000500). What the page shows beside a stored line is computed in SQL here.
import { boolean, date, decimal, defineResource, duration, integer, ref, text, type ResourceDecl } from '../../platform/resource/define.ts';
import type { FieldDecl } from '../../contract/resource-meta.ts';
import { INDEXING_UNIT } from '../../management/currencies/currencies.resource.ts';
import { settlementScreen, type SettlementPair } from '../settlement-scope.ts';

/** The decimals of the line's billing currency (its pre-invoice's). */
const DECIMALS = '(select c.decimals from preinvoices p join currencies c on c.id = p.currency_id where p.id = t.preinvoice_id)';
/** An amount as the line answers it: half-up to the billing currency's decimals. */
const rounded = (column: string) => `round(t.${column}, ${DECIMALS})`;
/** The line's agreement is in an indexing unit (its amounts are converted at an equivalency). */
const IN_INDEXING_UNIT = `(select u.type = ${INDEXING_UNIT} from settlement_blocks b join trade_agreements a on a.id = b.trade_agreement_id
  join currencies u on u.id = a.currency_id where b.id = t.block_id)`;

/**
 * The fields of a billing line, alike for a pre-invoice's and an invoice's: quantities and prices as
 * stored without trailing zeros, amounts with the billing currency's decimals, and the names of its
 * project and professional.
 */
const lineFields = (parent: Record<string, FieldDecl>): Record<string, FieldDecl> => ({
  ...parent,
  position: integer({ readOnly: true }),
  concept: text({ readOnly: true, max: 20 }),
  description: text({ readOnly: true, max: 500 }),
  lineDate: date({ readOnly: true }),
  quantity: decimal({ readOnly: true, expression: 'trim_scale(t.quantity)' }),
  unitPrice: decimal({ readOnly: true, expression: 'trim_scale(t.unit_price)' }),
  discountPercent: decimal({ readOnly: true, expression: 'trim_scale(t.discount_percent)' }),
  amount: decimal({ readOnly: true, expression: rounded('amount') }),
  taxes: decimal({ readOnly: true, expression: rounded('taxes') }),
  withholdings: decimal({ readOnly: true, expression: rounded('withholdings') }),
  // What a cap's cut or a billing note changed on a currency line: quantity × unit price − discount
  // + adjustment = amount, each side rounded as the engine rounds (exact numeric, never a float);
  // null when they agree, and on an indexing unit's lines (checked through their equivalency).
  adjustment: decimal({
    readOnly: true,
    expression: `case when not ${IN_INDEXING_UNIT} then
      nullif(${rounded('amount')} - round(t.quantity * t.unit_price * (100 - t.discount_percent) * 0.01, ${DECIMALS}), 0) end`,
  }),
  isIndex: boolean({ readOnly: true, expression: IN_INDEXING_UNIT }),
  workedMinutes: duration({ readOnly: true }),
  billedMinutes: duration({ readOnly: true }),
  projectName: text({ readOnly: true, expression: '(select pr.name from projects pr where pr.id = t.project_id)' }),
  userName: text({ readOnly: true, expression: `coalesce((select trim(u.name || ' ' || u.last_name) from users u where u.id = t.user_id), '')` }),
});

/**
 * A read-only list of billing lines under `pair`, over `table` (a view naming the parent's project
 * in `project`), filtered by the parent's key: in order, never in the menu, opened from the parent's page.
 */
export const billingLines = (decl: { name: string; table: string; pair: SettlementPair; project: string; parent: Record<string, FieldDecl>; list: string }) =>
  defineResource({
    name: decl.name,
    table: decl.table,
    ...settlementScreen(decl.pair, decl.project),
    operations: ['list'],
    titleField: 'description',
    fields: lineFields(decl.parent),
    list: {
      columns: [
        'position',
        'concept',
        'description',
        'projectName',
        'userName',
        'lineDate',
        'quantity',
        'unitPrice',
        'discountPercent',
        'amount',
        'taxes',
        'withholdings',
      ],
      filters: Object.keys(decl.parent),
      defaultSort: { field: 'position', order: 'asc' },
      // Many lines: sorted by position, which the lines' (pre-invoice, position) index serves.
      sorts: ['position'],
    },
    routes: { list: decl.list },
    menu: 'hidden',
  } satisfies ResourceDecl);

export const preinvoiceLines = billingLines({
  name: 'preinvoice-lines',
  table: 'preinvoice_lines_view',
  pair: 'SettlementReadPreinvoices',
  project: 't.preinvoice_project_id',
  parent: { preinvoiceId: ref('preinvoices', { readOnly: true }) },
  list: '/settlement-billing/preinvoice-lines',
});
