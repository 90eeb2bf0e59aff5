// Pre-invoices ('preinvoice'): made from awaiting-pre-invoice blocks by POST /api/preinvoices/from-blocks
// (settlement-flow.ts), then skipped to revision, approved (the invoice is made, with its gapless
// number, in the same transaction) or canceled (the work goes back to its blocks). One transition
// table (settlement-states.ts); every move is audited with who and when. Scoped by the
// SettlementReadPreinvoices pair through the pre-invoice's first project.
import { AppError } from '../platform/errors/app-error.ts';
import type { ActionDecl } from '../platform/resource/actions.ts';
import { date, datetime, defineResource, enumeration, money, ref, text } from '../platform/resource/define.ts';
import { AGREEMENT_TYPE_CODES } from '../contract/trade-agreements.ts';
import { today } from '../platform/time/company-day.ts';
import { withPair } from './blocks.resource.ts';
import { PREINVOICE_STATES, preinvoiceTransitions } from './settlement-states.ts';
import { moveActivities, takeNumber, type SettlementCaller } from './settlement-flow.ts';

const pair = withPair('SettlementReadPreinvoices');

/** Approving makes the invoice: number from the company's counter row, totals copied, the work billed. */
async function makeInvoice(ctx: Parameters<NonNullable<ActionDecl['effect']>>[0]) {
  const { trx, id } = ctx;
  const caller = ctx.caller as SettlementCaller;
  const p = await trx('preinvoices').where({ id }).first();
  const company = await trx('companies').where({ id: caller.companyId }).first('invoicePrefix', 'timeZone');
  const number = await takeNumber(trx, caller, company.invoicePrefix);
  await trx('invoices').insert({
    tenantId: caller.tenantId, companyId: caller.companyId, preinvoiceId: id, prefix: company.invoicePrefix, number,
    clientId: p.clientId, projectId: p.projectId, currencyId: p.currencyId, issueDate: today(company.timeZone),
    subtotal: p.subtotal, taxes: p.taxes, withholdings: p.withholdings, total: p.total,
    state: 'approved', approvedBy: caller.userId, approvedAt: trx.fn.now(),
  });
  await trx('preinvoices').where({ id }).update({ approvedBy: caller.userId, approvedAt: trx.fn.now() });
  const work = await trx('activities').where({ preinvoiceId: id, state: 'PreInvoiceInRevision' }).select('id', 'state');
  await moveActivities(trx, caller, work, 'bill');
}

const preinvoiceActions: ActionDecl[] = [
  { name: 'skip', permission: null, offeredWhen: pair.offeredWhen, guard: pair.pairGuard },
  { name: 'reopen', permission: null, offeredWhen: pair.offeredWhen, guard: pair.pairGuard },
  { name: 'approve', permission: null, offeredWhen: pair.offeredWhen, guard: pair.pairGuard, effect: makeInvoice },
  {
    name: 'cancel', permission: null, offeredWhen: pair.offeredWhen, guard: pair.pairGuard, danger: true,
    effect: async (ctx) => {
      const caller = ctx.caller as SettlementCaller;
      await ctx.trx('preinvoices').where({ id: ctx.id }).update({ canceledBy: caller.userId, canceledAt: ctx.trx.fn.now() });
      const work = await ctx.trx('activities').where({ preinvoiceId: ctx.id, state: 'PreInvoiceInRevision' }).select('id', 'state');
      await moveActivities(ctx.trx, caller, work, 'excludeFromPreInvoice', { preinvoiceId: null });
    },
  },
];

export const preinvoices = defineResource({
  name: 'preinvoices',
  table: 'preinvoices',
  ownedBy: 'company',
  permission: { read: 'SettlementReadPreinvoicesAll', write: 'SettlementReadPreinvoicesAll' },
  operations: ['list', 'show'],
  scope: { pair: 'SettlementReadPreinvoices', project: 't.project_id' },
  titleField: 'code',
  fields: {
    code: text({ readOnly: true, searchColumn: 'code' }),
    clientId: ref('clients', { readOnly: true }),
    projectId: ref('projects', { readOnly: true }),
    projectCount: { type: 'integer', readOnly: true, expression: 'select count(distinct b.project_id)::int from preinvoice_blocks b where b.preinvoice_id = t.id' },
    agreementType: enumeration('tradeAgreementType', AGREEMENT_TYPE_CODES, { readOnly: true }),
    currencyId: ref('currencies', { readOnly: true }),
    period: date({ readOnly: true }),
    state: enumeration('preinvoiceState', PREINVOICE_STATES, { readOnly: true }),
    subtotal: money({ readOnly: true }),
    taxes: money({ readOnly: true }),
    withholdings: money({ readOnly: true }),
    total: money({ readOnly: true }),
    lineCount: { type: 'integer', readOnly: true, expression: 'select count(*)::int from preinvoice_lines l where l.preinvoice_id = t.id' },
    roundingEs: text({ readOnly: true }),
    roundingEn: text({ readOnly: true }),
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
