// Invoices ('Liquidadas', 'invoice'): made only by approving a pre-invoice (no create, update or
// delete path; the database refuses changes too, migration 20261127000100). Annulled with a reason
// while it has no credit notes or receipts. Scoped by the SettlementReadLiquidated pair.
import { AppError } from '../../platform/errors/app-error.ts';
import type { ActionDecl } from '../../platform/resource/actions.ts';
import { boolean, date, datetime, defineResource, enumeration, money, ref, text, textarea } from '../../platform/resource/define.ts';
import { settlementScreen, withPair } from '../settlement-scope.ts';
import { INVOICE_STATES, invoiceTransitions } from '../settlement-states.ts';

const pair = withPair('SettlementReadLiquidated');

// At the electronic-invoicing provider (einvoicing/einvoicing.ts): failed when it could not be reached.
export const EINVOICE_STATES = ['pending', 'sent', 'accepted', 'rejected', 'failed'] as const;

const annul: ActionDecl = {
  name: 'annul',
  permission: null,
  offeredWhen: pair.offeredWhen,
  danger: true,
  payload: { reason: textarea({ max: 1000, required: true, requiredCode: 'INVOICE_ANNUL_REASON_REQUIRED' }) },
  guard: (ctx) => {
    pair.pairGuard(ctx);
    if (Number(ctx.row.credited) > 0 || Number(ctx.row.paid) > 0) throw new AppError('INVOICE_HAS_MOVEMENTS');
  },
  effect: async ({ trx, id, caller, payload }) => {
    await trx('invoices')
      .where({ id })
      .update({ annulReason: String(payload.reason).trim(), annulledBy: caller.userId, annulledAt: trx.fn.now() });
  },
};

export const invoices = defineResource({
  name: 'invoices',
  table: 'invoices',
  ...settlementScreen('SettlementReadLiquidated', 't.project_id'),
  titleField: 'number',
  // A pre-invoice names its invoice: whoever reads pre-invoices reads its number.
  lookupBy: ['SettlementReadPreinvoicesAll', 'SettlementReadPreinvoicesWorkgroup', 'SettlementCreditNotesAll', 'SettlementCreditNotesWorkgroup'],
  fields: {
    number: text({ readOnly: true, expression: `t.prefix || '-' || lpad(t.number::text, 6, '0')` }),
    preinvoiceId: ref('preinvoices', { readOnly: true }),
    clientId: ref('clients', { readOnly: true }),
    projectId: ref('projects', { readOnly: true }),
    currencyId: ref('currencies', { readOnly: true }),
    issueDate: date({ readOnly: true }),
    state: enumeration('invoiceState', INVOICE_STATES, { readOnly: true }),
    subtotal: money({ readOnly: true }),
    taxes: money({ readOnly: true }),
    withholdings: money({ readOnly: true }),
    total: money({ readOnly: true }),
    credited: money({ readOnly: true }),
    paid: money({ readOnly: true }),
    balance: money({ readOnly: true, expression: 't.total - t.credited - t.paid' }),
    einvoiceState: enumeration('einvoiceState', EINVOICE_STATES, { readOnly: true }),
    einvoiceMessage: text({ readOnly: true, max: 500 }),
    einvoiceReference: text({ readOnly: true, max: 100 }),
    // Exported in LEDES 1998B too (GET /api/invoices/{id}/ledes): an agreement of its pre-invoice has the flag.
    ledesExport: boolean({
      readOnly: true,
      expression: `exists (select 1 from preinvoice_blocks pb join settlement_blocks b on b.id = pb.block_id
      join trade_agreements a on a.id = b.trade_agreement_id where pb.preinvoice_id = t.preinvoice_id and a.ledes_export)`,
    }),
    approvedBy: ref('users', { readOnly: true }),
    approvedAt: datetime({ readOnly: true }),
    annulReason: textarea({ readOnly: true, max: 1000 }),
    annulledBy: ref('users', { readOnly: true }),
    annulledAt: datetime({ readOnly: true }),
  },
  list: {
    columns: ['number', 'clientId', 'projectId', 'issueDate', 'state', 'total', 'balance', 'currencyId', 'einvoiceState'],
    filters: ['state', 'clientId', 'projectId', 'currencyId', 'issueDate', 'einvoiceState'],
    defaultSort: { field: 'approvedAt', order: 'desc' },
  },
  routes: { list: '/settlement-billing/invoice', show: '/settlement-billing/invoice/:id' },
  menu: 'settlement',
  stateMachine: { field: 'state', transitions: invoiceTransitions },
  actions: [annul],
  audited: true,
});
