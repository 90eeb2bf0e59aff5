// Operative workflows (document 000, sections 3 and 4): a flow type put to work for a client or a
// project. Creating one copies the flow type's diagram and spawns its activities in the diagram's
// order (spawn.ts); finishing waits for its open work; a finished or deactivated workflow blocks
// work on its activities. Its page: operative-workflows/general-production/:type/:id.
import { boolean, collection, defineResource, enumeration, file, json, ref, text, textarea, type ResourceDecl } from '../../platform/resource/define.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import * as steps from '../../platform/resource/write-steps.ts';
import type { WriteStep } from '../../platform/resource/write-steps.ts';
import type { ActionDecl } from '../../platform/resource/actions.ts';
import type { RuleContext } from '../../platform/resource/define.ts';
import { OPEN_WORK_STATES } from '../activity-states.ts';
import { withinBucket, workflowVisibility } from '../../authorization/visibility.ts';
import { withoutNewlines } from '../activities/activity-rules.ts';
import { labelledAs } from '../activities/activities.resource.ts';
import { checkedAnswers, formFieldsSql } from './workflow-form.ts';
import { spawnActivities } from './spawn.ts';
import { operativePages } from '../operative-pages.ts';

type Row = Record<string, unknown>;

export const WORKFLOW_STATES = ['open', 'finished'] as const;
export const workflowTransitions = { open: { finish: 'finished', turnOff: 'finished' }, finished: { reopen: 'open' } } as const;

const general = { section: 'general' };

const fields: ResourceDecl['fields'] = {
  code: text({ readOnly: true, max: 40, searchColumn: 'code', ...general }),
  title: text({ required: true, max: 200, searchColumn: 'title_search', ...general }),
  description: textarea({ max: 2000, ...general }),
  flowTypeId: ref('flow-types', { required: true, refFilter: { active: true }, section: 'flowType' }),
  clientId: ref('clients', { required: true, ...general }),
  projectId: ref('projects', general),
  caseId: ref('cases', general),
  // Taken from the flow type on creation, fixed afterwards.
  practiceId: ref('practices', { readOnly: true, section: 'flowType' }),
  serviceUnitId: ref('service-units', { readOnly: true, section: 'flowType' }),
  workGroupId: ref('work-groups', general),
  responsibleUserId: ref('users', { refFilter: { assignable: true }, ...general }),
  responsibleWorkGroupId: ref('work-groups', general),
  tradeAgreementId: ref('trade-agreements', { section: 'agreement' }),
  dynamicFormId: ref('dynamic-forms', { readOnly: true, section: 'dynamicForm' }),
  answers: json({ max: 20000, section: 'dynamicForm' }),
  // The form's fields, for drawing its answers (the admin's workflow pages).
  dynamicFormFields: json({ readOnly: true, hidden: true, expression: formFieldsSql('t.dynamic_form_id') }),
  state: enumeration('workflowState', WORKFLOW_STATES, { readOnly: true, ...general }),
  active: boolean({ readOnly: true, ...general }),
  finishedAt: { type: 'datetime', readOnly: true, ...general },
  activityCount: { type: 'integer', readOnly: true, section: 'flowType', expression: 'select count(*)::int from activities a where a.workflow_id = t.id' },
  openActivityCount: {
    type: 'integer',
    readOnly: true,
    section: 'flowType',
    expression: `select count(*)::int from activities a where a.workflow_id = t.id and a.active and a.state in (${OPEN_WORK_STATES.map((s) => `'${s}'`).join(', ')})`,
  },
};

/**
 * Saving: texts without newlines, the project of the client, the agreement of the project, an
 * active flow type (whose practice, service unit and form the workflow takes), the type fixed once created.
 */
async function beforeWriteWorkflow(row: Row, ctx: RuleContext): Promise<void> {
  const { trx, before } = ctx;
  withoutNewlines(row, ['title', 'description']);
  if (before) {
    if (row.flowTypeId !== before.flowTypeId) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'flowTypeId', code: 'INVALID_VALUE' }]);
    if (row.answers !== before.answers) row.answers = await checkedAnswers(trx, before.dynamicFormId as string | null, row.answers);
  } else {
    const type = await trx('flow_types').where({ id: row.flowTypeId }).first('active', 'practiceId', 'serviceUnitId', 'dynamicFormId', 'definition');
    if (!type?.active) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'flowTypeId', code: 'WORKFLOW_FLOW_TYPE_INACTIVE' }]);
    row.answers = await checkedAnswers(trx, type.dynamicFormId, row.answers);
    Object.assign(ctx.stamp ?? {}, {
      practiceId: type.practiceId,
      serviceUnitId: type.serviceUnitId,
      dynamicFormId: type.dynamicFormId,
      definition: JSON.stringify(type.definition),
      createdBy: ctx.caller?.userId ?? null,
    });
  }
  if (row.projectId) {
    const project = await trx('projects').where({ id: row.projectId }).first('clientId', 'state');
    if (project && project.clientId !== row.clientId) {
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'projectId', code: 'ACTIVITY_PROJECT_OTHER_CLIENT' }]);
    }
    if (!before && project?.state !== 'active') throw new AppError('WORKFLOW_PROJECT_INACTIVE');
  }
  if (row.caseId) {
    const matter = await trx('cases').where({ id: row.caseId }).first('clientId');
    if (!matter || matter.clientId !== row.clientId) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'caseId', code: 'INVALID_REFERENCE' }]);
  }
  if (row.tradeAgreementId) {
    const agreement = await trx('trade_agreements').where({ id: row.tradeAgreementId }).first('projectId');
    if (!agreement || agreement.projectId !== row.projectId) {
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'tradeAgreementId', code: 'INVALID_REFERENCE' }]);
    }
  }
}

/** After the insert (which took the flow type's diagram, practice and form): the spawned activities. */
const spawn: WriteStep = async (w) => {
  await spawnActivities(w.trx, w.caller, w.id!);
};

/** Deleting: never once it has assigned or downloaded activities (section 4). */
async function beforeDeleteWorkflow({ trx, id }: RuleContext & { id: string }): Promise<void> {
  const started = await trx('activities')
    .where({ workflowId: id })
    .where((q) => q.whereNotNull('responsibleUserId').orWhere('workedMinutes', '>', 0))
    .first('id');
  if (started) throw new AppError('WORKFLOW_HAS_STARTED_ACTIVITIES');
}

const openWork = async (trx: RuleContext['trx'], id: string) => {
  const [{ n }] = await trx('activities').where({ workflowId: id, active: true }).whereIn('state', OPEN_WORK_STATES).count<{ n: string }[]>({ n: '*' });
  return Number(n);
};

const refuseInactiveOwner = async (trx: RuleContext['trx'], row: Row) => {
  const client = await trx('clients').where({ id: row.clientId }).first('state');
  const project = row.projectId ? await trx('projects').where({ id: row.projectId }).first('state') : { state: 'active' };
  if (client?.state !== 'active' || project?.state !== 'active') throw new AppError('WORKFLOW_PROJECT_INACTIVE');
};

export const workflowActions: ActionDecl[] = [
  {
    name: 'finish',
    permission: null,
    guard: async ({ trx, id }) => {
      const n = await openWork(trx, id);
      if (n > 0) throw new AppError('WORKFLOW_HAS_OPEN_ACTIVITIES', { count: n });
    },
    effect: async ({ trx, id }) => {
      await trx('operative_workflows').where({ id }).update({ finishedAt: trx.fn.now() });
    },
  },
  {
    // Turning a workflow off cancels it: finished, and its open activities turned off (TurnOffWorkflow).
    name: 'turnOff',
    permission: null,
    danger: true,
    verify: async ({ trx, id }) => ({ affected: { activities: await openWork(trx, id) } }),
    effect: async ({ trx, id }) => {
      await trx('operative_workflows').where({ id }).update({ finishedAt: trx.fn.now() });
      await trx('activities').where({ workflowId: id, active: true }).whereIn('state', OPEN_WORK_STATES).update({ active: false });
    },
  },
  {
    name: 'reopen',
    permission: null,
    guard: ({ trx, row }) => refuseInactiveOwner(trx, row),
    effect: async ({ trx, id }) => {
      await trx('operative_workflows').where({ id }).update({ finishedAt: null });
    },
  },
  {
    name: 'deactivate',
    permission: null,
    bulk: true,
    guard: ({ row }) => {
      if (row.active === false) throw new AppError('INVALID_TRANSITION', { state: 'inactive', action: 'deactivate' });
    },
    effect: async ({ trx, id }) => {
      await trx('operative_workflows').where({ id }).update({ active: false });
    },
  },
  {
    name: 'activate',
    permission: null,
    bulk: true,
    guard: async ({ trx, row }) => {
      if (row.active === true) throw new AppError('INVALID_TRANSITION', { state: 'active', action: 'activate' });
      await refuseInactiveOwner(trx, row);
    },
    effect: async ({ trx, id }) => {
      await trx('operative_workflows').where({ id }).update({ active: true });
    },
  },
];

const G = steps.GENERIC_PIPELINE;

const base = {
  table: 'operative_workflows',
  ownedBy: 'company' as const,
  permission: { read: null, write: null },
  refTitles: true,
  titleField: 'title',
  fields,
};

export const workflows = defineResource({
  ...base,
  name: 'operative-workflows',
  visibility: (caller) => workflowVisibility(caller, 't'),
  audited: true,
  customFields: true,
  list: {
    columns: ['code', 'title', 'clientId', 'projectId', 'flowTypeId', 'responsibleUserId', 'state', 'active', 'openActivityCount'],
    filters: ['state', 'active', 'clientId', 'projectId', 'flowTypeId', 'responsibleUserId', 'tradeAgreementId', 'caseId'],
    search: ['title', 'code'],
    defaultSort: { field: 'title', order: 'asc' },
  },
  routes: operativePages('/operative-workflows', 'general-production'),
  menu: 'hidden',
  children: [
    { resource: 'activities', foreignKey: 'workflowId' },
    { resource: 'expenses', foreignKey: 'workflowId' },
  ],
  collections: {
    files: collection({
      table: 'workflow_files',
      foreignKey: 'workflowId',
      position: 'position',
      fields: { file: file({ required: true }), description: text({ max: 300 }) },
      max: 50,
    }),
  },
  rules: { beforeWrite: beforeWriteWorkflow, beforeDelete: beforeDeleteWorkflow },
  pipeline: { create: G.create.flatMap((s) => (s === steps.insertRow ? [s, spawn] : [s])) },
  stateMachine: { field: 'state', transitions: workflowTransitions },
  actions: workflowActions,
});

/** The work panel's grids of workflows: open and closed, each the workflows the caller sees. */
function workflowGrid(name: string, path: string, where: string) {
  return defineResource({
    ...base,
    name,
    visibility: (caller) => withinBucket(where, workflowVisibility(caller, 't')),
    operations: ['list', 'show'],
    fields: labelledAs('operative-workflows', fields),
    list: {
      columns: ['code', 'title', 'clientId', 'projectId', 'flowTypeId', 'responsibleUserId', 'active', 'openActivityCount'],
      filters: ['active', 'clientId', 'projectId', 'flowTypeId', 'responsibleUserId'],
      search: ['title', 'code'],
      defaultSort: { field: 'title', order: 'asc' },
    },
    routes: { list: path },
    menu: 'workPanel',
    rowsOf: 'operative-workflows',
    stateMachine: { field: 'state', transitions: workflowTransitions },
    actions: workflowActions.filter((a) => a.bulk),
  });
}

export const workflowGrids = [
  workflowGrid('grid-workflows', '/grid-workflows', `t.state = 'open'`),
  workflowGrid('grid-workflows-close', '/grid-workflows-close', `t.state = 'finished'`),
];
