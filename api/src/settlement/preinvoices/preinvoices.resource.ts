// Pre-invoices ('preinvoice'): made from awaiting-pre-invoice blocks by POST /api/preinvoices/from-blocks
// (settlement-flow.ts), then skipped to revision, approved (the invoice is made, with its gapless
// number, in the same transaction) or canceled (the work goes back to its blocks). One transition
// table (settlement-states.ts); every move is audited with who and when. Scoped by the
// SettlementReadPreinvoices pair through the pre-invoice's first project.
import { AppError } from '../../platform/errors/app-error.ts';
import type { ActionDecl } from '../../platform/resource/actions.ts';
import { date, datetime, defineResource, enumeration, money, ref, text } from '../../platform/resource/define.ts';
import { AGREEMENT_TYPE_CODES } from '../../contract/trade-agreements.ts';
import { settlementScreen, withPair } from '../settlement-scope.ts';
import { PREINVOICE_STATES, preinvoiceTransitions } from '../settlement-states.ts';
import { invoicePreinvoice, releaseFromPreinvoice } from '../settlement-flow.ts';
import { refuseOpenNotes } from './preinvoice-edit.ts';
import { approvalQuestion, countWork } from './approval-question.ts';

const pair = withPair('SettlementReadPreinvoices');

const preinvoiceActions: ActionDecl[] = [
  { name: 'skip', permission: null, offeredWhen: pair.offeredWhen, guard: pair.pairGuard },
  { name: 'reopen', permission: null, offeredWhen: pair.offeredWhen, guard: pair.pairGuard },
  {
    name: 'approve',
    permission: null,
    offeredWhen: pair.offeredWhen,
    effect: (ctx) => invoicePreinvoice(ctx.trx, ctx.caller, ctx.id),
    // Every billing note closed first (decision 221).
    guard: async (ctx) => {
      pair.pairGuard(ctx);
      await refuseOpenNotes(ctx.trx, ctx.id);
    },
    // Asks first, naming the invoice's client and total (issue 29): one pre-invoice at a time, since
    // a selection's invoices have no one client or total to name.
    verify: (ctx) => approvalQuestion(ctx.trx, ctx.caller.companyId, ctx.id),
    bulk: false,
  },
  {
    name: 'cancel',
    permission: null,
    offeredWhen: pair.offeredWhen,
    guard: pair.pairGuard,
    danger: true,
    // Its question counts the work that goes back to its blocks.
    verify: async ({ trx, id }) => ({ affected: { activities: await countWork(trx, id) } }),
    effect: async ({ trx, id, caller }) => {
      await trx('preinvoices').where({ id }).update({ canceledBy: caller.userId, canceledAt: trx.fn.now() });
      await releaseFromPreinvoice(trx, caller, id);
    },
  },
];

export const preinvoices = defineResource({
  name: 'preinvoices',
  table: 'preinvoices',
  ...settlementScreen('SettlementReadPreinvoices', 't.project_id'),
  titleField: 'code',
  // An invoice names its pre-invoice: whoever reads invoices reads its code.
  lookupBy: ['SettlementReadLiquidatedAll', 'SettlementReadLiquidatedWorkgroup'],
  fields: {
    code: text({ readOnly: true, max: 20, searchColumn: 'code' }),
    clientId: ref('clients', { readOnly: true }),
    projectId: ref('projects', { readOnly: true }),
    projectCount: {
      type: 'integer',
      readOnly: true,
      expression: 'select count(distinct b.project_id)::int from preinvoice_blocks b where b.preinvoice_id = t.id',
    },
    agreementType: enumeration('tradeAgreementType', AGREEMENT_TYPE_CODES, { readOnly: true }),
    currencyId: ref('currencies', { readOnly: true }),
    period: date({ readOnly: true, granularity: 'month' }),
    state: enumeration('preinvoiceState', PREINVOICE_STATES, { readOnly: true }),
    subtotal: money({ readOnly: true }),
    taxes: money({ readOnly: true }),
    withholdings: money({ readOnly: true }),
    total: money({ readOnly: true }),
    // Kept by refreshTotals with the totals: reading a pre-invoice (every approval does) counts nothing.
    lineCount: { type: 'integer', readOnly: true },
    observations: text({ readOnly: true, max: 2000 }),
    roundingEs: text({ readOnly: true, max: 300 }),
    roundingEn: text({ readOnly: true, max: 300 }),
    createdBy: ref('users', { readOnly: true }),
    approvedBy: ref('users', { readOnly: true }),
    approvedAt: datetime({ readOnly: true }),
    canceledBy: ref('users', { readOnly: true }),
    canceledAt: datetime({ readOnly: true }),
    invoiceId: ref('invoices', { readOnly: true, expression: 'select i.id from invoices i where i.preinvoice_id = t.id' }),
  },
  list: {
    columns: ['code', 'clientId', 'projectId', 'period', 'state', 'total', 'currencyId', 'createdBy'],
    filters: ['state', 'clientId', 'projectId', 'period'],
    search: ['code'],
    defaultSort: { field: 'code', order: 'desc' },
  },
  routes: { list: '/settlement-billing/preinvoice', show: '/settlement-billing/preinvoice/:id' },
  menu: 'settlement',
  stateMachine: { field: 'state', transitions: preinvoiceTransitions },
  actions: preinvoiceActions,
  audited: true,
});

export const ensureNonEmpty = (text: unknown) => {
  if (typeof text !== 'string' || !text.trim()) throw new AppError('MESSAGE_REQUIRED');
  return text.trim();
};
