// The commands of an operative activity: the moves of its state machine (activity-states.ts) with
// their guards, and the free commands (take, reassign, change of agreement, turn off). The
// machinery checks the table, locks the row, runs the guard, moves the state and writes the audit
// log; the effects here add what each move records (revisions, dates).
import type { PermissionCode } from '../../../../policies/permissions.ts';
import type { ActionContext, ActionDecl } from '../../platform/resource/actions.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { ref, textarea } from '../../platform/resource/define.ts';
import { activityLink, notify } from '../notifications/notify.ts';
import { canPerform, isOpenWork, mayReview, mayTake, refuseLocked, refuseNotManager, refuseNotWorker, refuseUnfinishable } from './activity-rules.ts';

type Row = Record<string, unknown>;

const staffMove = async ({ trx, caller, row }: ActionContext) => {
  await refuseLocked(trx, row);
  await refuseNotWorker(trx, caller, row);
};

const reviewMove = async ({ trx, caller, row }: ActionContext) => {
  if (row.active === false) throw new AppError('ACTIVITY_TURNED_OFF');
  if (!(await mayReview(trx, caller, row))) throw new AppError('REVISION_NOT_ALLOWED');
};

/** Records the leader's decision: who, when (created_at) and why. */
async function recordRevision(ctx: ActionContext, decision: 'approved' | 'returned', reason: string | null) {
  const { trx, caller, id } = ctx;
  await trx('activity_revisions').insert({
    tenantId: caller.tenantId,
    companyId: caller.companyId,
    activityId: id,
    decision,
    reason,
    decidedBy: caller.userId,
  });
  // awaitingRevisionState (document 000, section 3): 1 none yet, 2 approved, 3 returned.
  await trx('activities')
    .where({ id })
    .update({ awaitingRevisionState: decision === 'approved' ? 2 : 3 });
  await notify(trx, {
    tenantId: caller.tenantId,
    companyId: caller.companyId,
    actorId: caller.userId,
    link: activityLink(id),
    userIds: [ctx.row.responsibleUserId as string | null],
    kind: decision === 'approved' ? 'activityApproved' : 'activityReturned',
    params: { code: String(ctx.row.code), title: String(ctx.row.title), reason: reason ?? '' },
  });
}

/** Whether the caller is the row's responsible (the admin offers the staff's moves to them). */
const mine = (row: Row) => row.isMine === true;

/** The reviewers of mayReview, told from the row's computed fields and the caller's codes. */
const reviewer = (row: Row, can: (code: PermissionCode | null) => boolean) =>
  row.canReview === true || can('SettlementAccessReviewedServicesAll') || (can('SettlementAccessReviewedServicesWorkgroup') && row.inMyTeams === true);

export const activityActions: ActionDecl[] = [
  { name: 'start', permission: null, guard: staffMove, offeredWhen: mine },
  { name: 'requestClarification', permission: null, guard: staffMove, offeredWhen: mine },
  { name: 'resume', permission: null, guard: staffMove, offeredWhen: mine },
  {
    name: 'finish',
    permission: null,
    offeredWhen: mine,
    guard: async (ctx) => {
      await staffMove(ctx);
      await refuseUnfinishable(ctx.trx, ctx.caller.companyId, ctx.row);
    },
    // Finishing goes to revision; a type without revision is approved at once, recorded as such.
    effect: async (ctx) => {
      await ctx.trx('activities').where({ id: ctx.id }).update({ finishedAt: ctx.trx.fn.now() });
      if (ctx.row.requiredRevision === false) {
        await ctx.trx('activities').where({ id: ctx.id }).update({ state: 'AuditedByLeader' });
        await recordRevision(ctx, 'approved', null);
      }
    },
  },
  {
    name: 'approve',
    permission: null,
    guard: reviewMove,
    offeredWhen: reviewer,
    payload: { reason: textarea({ max: 1000 }) },
    effect: (ctx) => recordRevision(ctx, 'approved', (ctx.payload.reason as string | undefined) ?? null),
  },
  {
    name: 'return',
    permission: null,
    guard: reviewMove,
    offeredWhen: reviewer,
    payload: { reason: textarea({ max: 1000, required: true, requiredCode: 'RETURN_REASON_REQUIRED' }) },
    effect: async (ctx) => {
      await ctx.trx('activities').where({ id: ctx.id }).update({ finishedAt: null });
      await recordRevision(ctx, 'returned', String(ctx.payload.reason));
    },
  },
  {
    // Auto-assignment of an unassigned activity (grid-activities-created).
    name: 'take',
    permission: null,
    offeredWhen: (row) => !row.responsibleUserId && row.isAutoassignable === true,
    guard: async ({ trx, caller, row }) => {
      await refuseLocked(trx, row);
      if (row.responsibleUserId || !row.isAutoassignable) throw new AppError('ACTIVITY_NOT_AUTOASSIGNABLE');
      if (!(await mayTake(trx, caller.companyId, caller.userId!, row))) throw new AppError('ACTIVITY_AUTOASSIGN_NOT_MEMBER');
    },
    effect: async ({ trx, caller, id }) => {
      await trx('activities').where({ id }).update({ responsibleUserId: caller.userId, assignedAt: trx.fn.now() });
    },
  },
  {
    name: 'reassign',
    permission: null,
    offeredWhen: (row, can) => isOpenWork(row.state) && (row.canManage === true || reviewer(row, can)),
    payload: { responsibleUserId: ref('users', { required: true, requiredCode: 'ACTIVITY_RESPONSIBLE_REQUIRED' }) },
    guard: async ({ trx, caller, row, payload }) => {
      await refuseLocked(trx, row);
      if (!isOpenWork(row.state)) throw new AppError('ACTIVITY_LOCKED', { state: String(row.state) });
      await refuseNotManager(trx, caller, row);
      if (!(await canPerform(trx, caller.companyId, payload.responsibleUserId as string, row.practiceId as string))) {
        throw new AppError('VALIDATION_FAILED', {}, [{ field: 'responsibleUserId', code: 'ACTIVITY_RESPONSIBLE_NOT_ELIGIBLE' }]);
      }
    },
    effect: async ({ trx, id, payload, caller, row }) => {
      await trx('activities').where({ id }).update({ responsibleUserId: payload.responsibleUserId, assignedAt: trx.fn.now() });
      await notify(trx, {
        tenantId: caller.tenantId,
        companyId: caller.companyId,
        actorId: caller.userId,
        link: activityLink(id),
        userIds: [payload.responsibleUserId as string],
        kind: 'activityAssigned',
        params: { code: String(row.code), title: String(row.title) },
      });
    },
  },
  {
    name: 'changeAgreement',
    permission: null,
    offeredWhen: (row, can) => !!row.projectId && (row.canManage === true || reviewer(row, can)),
    payload: { tradeAgreementId: ref('trade-agreements', { required: true }) },
    guard: async ({ trx, caller, row, payload }) => {
      await refuseLocked(trx, row);
      await refuseNotManager(trx, caller, row);
      const agreement = await trx('trade_agreements').where({ id: payload.tradeAgreementId, companyId: caller.companyId }).first('projectId', 'state');
      if (!agreement || agreement.projectId !== row.projectId || agreement.state !== 'open') {
        throw new AppError('VALIDATION_FAILED', {}, [{ field: 'tradeAgreementId', code: 'INVALID_REFERENCE' }]);
      }
    },
    effect: async ({ trx, id, payload }) => {
      await trx('activities').where({ id }).update({ tradeAgreementId: payload.tradeAgreementId });
    },
  },
  {
    // Turning off is not a state: the activity keeps its state for the record (docs/production.md).
    name: 'turnOff',
    permission: null,
    danger: true,
    bulk: true,
    offeredWhen: (row, can) => row.active === true && (row.canManage === true || reviewer(row, can)),
    guard: async ({ trx, caller, row }) => {
      await refuseLocked(trx, row);
      await refuseNotManager(trx, caller, row);
    },
    effect: async ({ trx, id }) => {
      await trx('activities').where({ id }).update({ active: false });
    },
  },
];
