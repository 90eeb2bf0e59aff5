// Awaiting pre-invoice ('awaiting-preinvoice'): a block per project, trade agreement and month
// holds the audited work sent to settlement. Shut down to hold it back, activated again, closed only
// when empty (document 1, sections 4 and 8). Scoped by the SettlementReadPendingPreinvoices pair.
import { AppError } from '../../platform/errors/app-error.ts';
import type { ActionDecl } from '../../platform/resource/actions.ts';
import { settlementScreen, withPair } from '../settlement-scope.ts';
import { date, defineResource, duration, enumeration, ref, text } from '../../platform/resource/define.ts';
import { BLOCK_STATES, blockTransitions } from '../settlement-states.ts';
import { AGREEMENT_TYPE_CODES } from '../../contract/trade-agreements.ts';
import { awaitingPreinvoiceSql, inPreinvoiceUnderRevisionSql, unbilledInBlockSql } from '../../production/activities/activity-state-sql.ts';

const pending = withPair('SettlementReadPendingPreinvoices');
const activities = (where: string) => `select count(*)::int from activities a where a.settlement_block_id = t.id${where}`;

const blockActions: ActionDecl[] = [
  {
    name: 'shutdown',
    permission: null,
    offeredWhen: pending.offeredWhen,
    bulk: true,
    // Work already in a pre-invoice in progress cannot be held back.
    guard: async (ctx) => {
      pending.pairGuard(ctx);
      const busy = await ctx.trx('activities as a').where('a.settlementBlockId', ctx.id).whereRaw(inPreinvoiceUnderRevisionSql('a')).first('a.id');
      if (busy) throw new AppError('BLOCK_SHUTDOWN_FAILED');
    },
  },
  {
    name: 'activate',
    permission: null,
    offeredWhen: pending.offeredWhen,
    bulk: true,
    guard: async (ctx) => {
      pending.pairGuard(ctx);
      const owner = await ctx
        .trx('projects as p')
        .join('clients as c', 'c.id', 'p.client_id')
        .where('p.id', ctx.row.projectId as string)
        .first('c.active as clientActive', 'p.active as projectActive');
      if (owner && !owner.clientActive) throw new AppError('BLOCK_CLIENT_INACTIVE');
      if (owner && !owner.projectActive) throw new AppError('BLOCK_PROJECT_INACTIVE');
    },
  },
  {
    name: 'close',
    permission: null,
    offeredWhen: pending.offeredWhen,
    danger: true,
    guard: async (ctx) => {
      pending.pairGuard(ctx);
      // Billed work has left the queue; awaiting work or work in a pre-invoice keeps the block open.
      const held = await ctx.trx('activities as a').where('a.settlementBlockId', ctx.id).whereRaw(unbilledInBlockSql('a')).first('a.id');
      if (held) throw new AppError('BLOCK_NOT_EMPTY');
    },
  },
];

export const settlementBlocks = defineResource({
  name: 'settlement-blocks',
  table: 'settlement_blocks',
  ...settlementScreen('SettlementReadPendingPreinvoices', 't.project_id'),
  titleField: 'title',
  fields: {
    // The project and the month as people write it in either language (11/2026), not as ISO.
    title: text({ readOnly: true, expression: `(select p.name from projects p where p.id = t.project_id) || ' · ' || to_char(t.period, 'MM/YYYY')` }),
    projectId: ref('projects', { readOnly: true }),
    clientName: text({ readOnly: true, expression: 'select c.name from projects p join clients c on c.id = p.client_id where p.id = t.project_id' }),
    // The agreement is named by its type and description (its own title is its validity dates).
    tradeAgreementId: ref('trade-agreements', { readOnly: true, hidden: true }),
    agreementType: enumeration('tradeAgreementType', AGREEMENT_TYPE_CODES, {
      readOnly: true,
      expression: 'select a.type from trade_agreements a where a.id = t.trade_agreement_id',
    }),
    agreementDescription: text({
      readOnly: true,
      expression: `select nullif(trim(a.description), '') from trade_agreements a where a.id = t.trade_agreement_id`,
    }),
    period: date({ readOnly: true, granularity: 'month' }),
    state: enumeration('blockState', BLOCK_STATES, { readOnly: true }),
    activityCount: { type: 'integer', readOnly: true, expression: activities('') },
    awaitingCount: { type: 'integer', readOnly: true, expression: activities(` and ${awaitingPreinvoiceSql('a')}`) },
    billableMinutes: duration({
      readOnly: true,
      expression: 'select coalesce(sum(a.billable_minutes), 0)::int from activities a where a.settlement_block_id = t.id',
    }),
  },
  list: {
    columns: ['title', 'clientName', 'agreementType', 'agreementDescription', 'period', 'state', 'activityCount', 'awaitingCount', 'billableMinutes'],
    filters: ['state', 'projectId', 'period'],
    defaultSort: { field: 'period', order: 'desc' },
  },
  routes: { list: '/settlement-billing/awaiting-preinvoice', show: '/settlement-billing/awaiting-preinvoice/:id' },
  menu: 'settlement',
  stateMachine: { field: 'state', transitions: blockTransitions },
  actions: blockActions,
  audited: true,
});
