// What hangs on an activity besides its time: its tasks (created, updated, finished, deleted), its
// comments with @mentions, its expenses and the leader's revisions. Each is seen with its activity
// (production-scope.ts) and written only while the activity takes work (activity-rules.ts).
import { date, datetime, defineResource, enumeration, file, money, ref, text, textarea, type RuleContext } from '../../platform/resource/define.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ActionDecl } from '../../platform/resource/actions.ts';
import { activityChildVisibility, activityVisibility, workflowVisibility } from '../../authorization/visibility.ts';
import * as steps from '../../platform/resource/write-steps.ts';
import { activityLink, notify } from '../notifications/notify.ts';
import { refuseLocked, refuseNotParticipant } from './activity-rules.ts';

type Row = Record<string, unknown>;

/** The activity of a child row, in the caller's company; 'Debes crear una actividad primero' without it. */
async function activityOf(ctx: RuleContext, activityId: unknown): Promise<Row> {
  const activity = activityId ? await ctx.trx('activities').where({ id: activityId, companyId: ctx.companyId }).first() : undefined;
  if (!activity) throw new AppError('ACTIVITY_REQUIRED');
  return activity;
}

export const TASK_STATES = ['pending', 'inProgress', 'finished'] as const;
const taskTransitions = {
  pending: { startTask: 'inProgress', finishTask: 'finished' },
  inProgress: { finishTask: 'finished' },
  finished: { reopenTask: 'pending' },
} as const;

async function taskGuard(ctx: RuleContext, row: Row): Promise<void> {
  const activity = await activityOf(ctx, row.activityId);
  await refuseLocked(ctx.trx, activity);
  if (ctx.caller) await refuseNotParticipant(ctx.trx, ctx.caller, activity);
}

const taskAction = (name: string, effect?: ActionDecl['effect']): ActionDecl => ({
  name,
  permission: null,
  guard: async ({ trx, caller, row }) => taskGuard({ trx, tenantId: caller.tenantId, companyId: caller.companyId, confirmed: new Set(), caller }, row),
  effect,
});

export const activityTasks = defineResource({
  name: 'activity-tasks',
  table: 'activity_tasks',
  ownedBy: 'company',
  permission: { read: null, write: null },
  refTitles: true,
  visibility: activityChildVisibility,
  titleField: 'title',
  audited: true,
  fields: {
    activityId: ref('activities', { required: true, requiredCode: 'ACTIVITY_REQUIRED', missingCode: 'ACTIVITY_REQUIRED' }),
    title: text({ required: true, max: 200 }),
    description: textarea({ max: 2000 }),
    state: enumeration('taskState', TASK_STATES, { readOnly: true }),
    dueDate: date(),
    assignedUserId: ref('users', { refFilter: { assignable: true } }),
    createdBy: ref('users', { readOnly: true }),
    finishedAt: datetime({ readOnly: true }),
  },
  list: {
    columns: ['title', 'state', 'dueDate', 'assignedUserId', 'finishedAt'],
    filters: ['activityId', 'state', 'assignedUserId'],
    search: ['title'],
    defaultSort: { field: 'createdAt', order: 'asc' },
  },
  routes: { list: '/operative-tasks', create: '/operative-tasks/new', edit: '/operative-tasks/:id/edit' },
  menu: 'hidden',
  rules: {
    beforeWrite: async (row, ctx) => {
      if (ctx.before && ctx.before.activityId !== row.activityId) throw new AppError('TASK_UPDATE_FAILED');
      // A finished task is closed: reopen it first ('Ocurrió un error al actualizar la tarea').
      if (ctx.before?.state === 'finished') throw new AppError('TASK_UPDATE_FAILED');
      await taskGuard(ctx, row);
      if (!ctx.before && ctx.stamp) ctx.stamp.createdBy = ctx.caller?.userId ?? null;
    },
    beforeDelete: async (ctx) => taskGuard(ctx, ctx.before!),
  },
  stateMachine: { field: 'state', transitions: taskTransitions },
  actions: [
    taskAction('startTask'),
    taskAction('finishTask', async ({ trx, id }) => {
      await trx('activity_tasks').where({ id }).update({ finishedAt: trx.fn.now() });
    }),
    taskAction('reopenTask', async ({ trx, id }) => {
      await trx('activity_tasks').where({ id }).update({ finishedAt: null });
    }),
  ],
});

/** Tells the people a new comment mentions. */
const tellMentioned: steps.WriteStep = async (w) => {
  const activity = await w.trx('activities').where({ id: w.after!.activityId }).first('id', 'code', 'title');
  await notify(w.trx, {
    tenantId: w.caller.tenantId,
    companyId: w.caller.companyId,
    actorId: w.caller.userId,
    link: activityLink(activity.id),
    userIds: (w.after!.mentionIds as string[] | null) ?? [],
    kind: 'mentioned',
    params: { code: activity.code, title: activity.title },
  });
};

/** @mentions are the members' emails written in the message ('@ana@bufete.co'). */
export const MENTION = /@([^\s@]+@[^\s@]+\.[^\s@,;:]+)/g;

export const activityComments = defineResource({
  name: 'activity-comments',
  table: 'activity_comments',
  ownedBy: 'company',
  permission: { read: null, write: null },
  refTitles: true,
  visibility: activityChildVisibility,
  operations: ['list', 'show', 'create', 'delete'],
  titleField: 'message',
  fields: {
    activityId: ref('activities', { required: true, requiredCode: 'ACTIVITY_REQUIRED', missingCode: 'ACTIVITY_REQUIRED' }),
    taskId: ref('activity-tasks', { missingCode: 'TASK_REQUIRED' }),
    replyTo: ref('activity-comments', { missingCode: 'COMMENT_REQUIRED' }),
    message: textarea({ required: true, requiredCode: 'MESSAGE_REQUIRED', max: 4000 }),
    authorId: ref('users', { readOnly: true }),
    mentionIds: { type: 'refs', ref: 'users', readOnly: true, expression: 't.mentions' },
    postedAt: datetime({ readOnly: true, expression: 't.created_at' }),
  },
  list: {
    columns: ['postedAt', 'authorId', 'message', 'taskId'],
    filters: ['activityId', 'taskId', 'authorId'],
    search: ['message'],
    defaultSort: { field: 'createdAt', order: 'asc' },
  },
  routes: { list: '/operative-comments', create: '/operative-comments/new' },
  menu: 'hidden',
  // The people mentioned are told, in the comment's transaction.
  pipeline: { create: steps.GENERIC_PIPELINE.create.flatMap((s) => (s === steps.readBack ? [s, tellMentioned] : [s])) },
  rules: {
    beforeWrite: async (row, ctx) => {
      if (typeof row.message === 'string' && !row.message.trim()) {
        throw new AppError('VALIDATION_FAILED', {}, [{ field: 'message', code: 'MESSAGE_REQUIRED' }]);
      }
      const activity = await activityOf(ctx, row.activityId);
      if (row.taskId && !(await ctx.trx('activity_tasks').where({ id: row.taskId, activityId: activity.id }).first('id'))) {
        throw new AppError('VALIDATION_FAILED', {}, [{ field: 'taskId', code: 'TASK_REQUIRED' }]);
      }
      if (row.replyTo && !(await ctx.trx('activity_comments').where({ id: row.replyTo, activityId: activity.id }).first('id'))) {
        throw new AppError('VALIDATION_FAILED', {}, [{ field: 'replyTo', code: 'COMMENT_REQUIRED' }]);
      }
      const emails = [...String(row.message).matchAll(MENTION)].map((m) => m[1].toLowerCase());
      const mentioned = emails.length
        ? await ctx.trx('company_users').where({ companyId: ctx.companyId, active: true }).whereRaw('lower(email) = any(?)', [emails]).pluck('id')
        : [];
      if (ctx.stamp) Object.assign(ctx.stamp, { authorId: ctx.caller?.userId, mentions: mentioned });
    },
    beforeDelete: async (ctx) => {
      if (ctx.caller && !ctx.caller.unrestricted && ctx.before?.authorId !== ctx.caller.userId) throw new AppError('FORBIDDEN');
    },
  },
});

export const expenses = defineResource({
  name: 'expenses',
  table: 'expenses',
  ownedBy: 'company',
  permission: { read: null, write: null },
  refTitles: true,
  // Seen with their activity, or with their workflow for a workflow's own expenses.
  visibility: (caller) => {
    const act = activityVisibility(caller, 'a');
    const wf = workflowVisibility(caller, 'w');
    return {
      sql: `(t.activity_id in (select a.id from activities a where a.company_id = ? and ${act.sql})
        or t.workflow_id in (select w.id from operative_workflows w where w.company_id = ? and ${wf.sql}))`,
      bindings: [caller.companyId, ...act.bindings, caller.companyId, ...wf.bindings],
    };
  },
  titleField: 'description',
  audited: true,
  fields: {
    activityId: ref('activities', { missingCode: 'ACTIVITY_REQUIRED' }),
    workflowId: ref('operative-workflows'),
    expenseTypeId: ref('expense-types', { required: true }),
    currencyId: ref('currencies', { required: true, refFilter: { active: true } }),
    value: money({ required: true }),
    description: textarea({ max: 1000 }),
    expenseDate: date({ required: true }),
    supportFile: file(),
    projectId: ref('projects', { readOnly: true }),
    createdBy: ref('users', { readOnly: true }),
  },
  list: {
    columns: ['expenseDate', 'expenseTypeId', 'currencyId', 'value', 'description', 'createdBy'],
    filters: ['activityId', 'workflowId', 'projectId', 'expenseTypeId', 'currencyId', 'expenseDate'],
    search: ['description'],
    defaultSort: { field: 'expenseDate', order: 'desc' },
  },
  routes: { list: '/operative-expenses', create: '/operative-expenses/new', edit: '/operative-expenses/:id/edit' },
  menu: 'hidden',
  rules: {
    beforeWrite: async (row, ctx) => {
      if (Number(row.value) === 0) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'value', code: 'EXPENSE_VALUE_ZERO' }]);
      if (!row.activityId && !row.workflowId) throw new AppError('ACTIVITY_REQUIRED');
      let projectId: unknown = null;
      if (row.activityId) {
        const activity = await activityOf(ctx, row.activityId);
        await refuseLocked(ctx.trx, activity);
        projectId = activity.projectId;
      } else {
        const workflow = await ctx.trx('operative_workflows').where({ id: row.workflowId }).first('projectId', 'state', 'active');
        if (workflow.state === 'finished' || !workflow.active) throw new AppError('WORKFLOW_CLOSED');
        projectId = workflow.projectId;
      }
      if (ctx.stamp) Object.assign(ctx.stamp, { projectId, ...(ctx.before ? {} : { createdBy: ctx.caller?.userId ?? null }) });
    },
  },
});

/** The leader's decisions, read-only: written by the activity's approve and return. */
export const activityRevisions = defineResource({
  name: 'activity-revisions',
  table: 'activity_revisions',
  ownedBy: 'company',
  permission: { read: null, write: null },
  refTitles: true,
  visibility: activityChildVisibility,
  operations: ['list', 'show'],
  titleField: 'decision',
  fields: {
    activityId: ref('activities', { readOnly: true }),
    decision: enumeration('revisionDecision', ['approved', 'returned'], { readOnly: true }),
    reason: textarea({ readOnly: true, max: 1000 }),
    decidedBy: ref('users', { readOnly: true }),
    decidedAt: datetime({ readOnly: true, expression: 't.created_at' }),
  },
  list: {
    columns: ['decidedAt', 'decision', 'decidedBy', 'reason'],
    filters: ['activityId', 'decision', 'decidedBy'],
    defaultSort: { field: 'createdAt', order: 'desc' },
  },
  routes: { list: '/operative-revisions' },
  menu: 'hidden',
});
