// Operative activities (document 000, section 3): the unit of work. One declaration for the
// activity's page (operative-activities/general-activities/:type/:id) and the work panel's grids
// over the same table, each a list of the activities the caller sees (production-scope.ts) in one
// bucket of states. The moves and commands: activity-actions.ts; the rules: activity-rules.ts.
import {
  boolean,
  collection,
  date,
  datetime,
  decimal,
  defineResource,
  duration,
  enumeration,
  file,
  ref,
  refs,
  text,
  textarea,
  type ResourceDecl,
} from '../../platform/resource/define.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import * as steps from '../../platform/resource/write-steps.ts';
import type { WriteStep } from '../../platform/resource/write-steps.ts';
import { activityTransitions } from '../activity-states.ts';
import { ACTIVITY_STATES } from '../../contract/activity-states.ts';
import { activityStateSql } from './activity-state-sql.ts';
import { activityVisibility, withinBucket } from '../../authorization/visibility.ts';
import { activityActions } from './activity-actions.ts';
import { activityLink, notify } from '../notifications/notify.ts';
import { beforeWriteActivity, refuseLocked } from './activity-rules.ts';
import { operativePages } from '../operative-pages.ts';

const general = { section: 'general' };
const time = { section: 'time' };
const flags = { section: 'flags' };

// The caller, read once per statement (an init plan) rather than once per row (decision 292).
const ME = '(select app_current_user())';
const fields: ResourceDecl['fields'] = {
  code: text({ readOnly: true, max: 40, searchColumn: 'code', ...general }),
  title: text({ required: true, max: 300, searchColumn: 'title_search', ...general }),
  description: textarea({ max: 2000, ...general }),
  clientId: ref('clients', { required: true, ...general }),
  projectId: ref('projects', general),
  practiceId: ref('practices', { required: true, ...general }),
  serviceUnitId: ref('service-units', general),
  activityTypeId: ref('activity-types', { required: true, refFilter: { active: true }, ...general }),
  caseId: ref('cases', general),
  subtheme: text({ max: 100, ...general }),
  // UTBMS codes for LEDES invoices; empty: the activity type's.
  utbmsTaskCode: text({ max: 4, ...general }),
  utbmsActivityCode: text({ max: 4, ...general }),
  workflowId: ref('operative-workflows', { readOnly: true, ...general }),
  tradeAgreementId: ref('trade-agreements', { readOnly: true, ...general }),
  // Required on saving (the rule's ACTIVITY_RESPONSIBLE_REQUIRED); a workflow spawns some unassigned.
  responsibleUserId: ref('users', { refFilter: { assignable: true }, ...general }),
  // Read through the settlement's pre-invoice: billed work's row is not rewritten on approval.
  state: enumeration('activityState', ACTIVITY_STATES, { readOnly: true, expression: activityStateSql('t'), ...general }),
  active: boolean({ readOnly: true, ...general }),

  startDate: date({ required: true, ...time }),
  endDate: date({ required: true, ...time }),
  deliveryAt: datetime({ required: true, ...time }),
  assignedAt: datetime({ readOnly: true, ...time }),
  finishedAt: datetime({ readOnly: true, ...time }),
  estimatedHours: decimal({ min: 0, max: 99999, ...time }),
  // Hours as a decimal stay in the API (reports and integrations read them); people read the
  // minutes as '2 h 05 min', the unit the time was entered in.
  workedHours: decimal({ readOnly: true, hidden: true, expression: 'round(t.worked_minutes / 60.0, 2)', ...time }),
  billableHours: decimal({ readOnly: true, hidden: true, expression: 'round(t.billable_minutes / 60.0, 2)', ...time }),
  workedMinutes: duration({ readOnly: true, ...time }),
  billableMinutes: duration({ readOnly: true, ...time }),

  isBillable: boolean({ default: true, ...flags }),
  isAppointmentSchedule: boolean({ default: false, ...flags }),
  isAutoassignable: boolean({ default: false, ...flags }),
  requiredDocuments: boolean(flags),
  requiredRevision: boolean(flags),
  migrated: boolean({ readOnly: true, ...flags }),

  // The tab "share": other users who see and work on the activity.
  sharedUserIds: refs('users', { table: 'activity_shares', from: 'activity_id', to: 'user_id' }, { refFilter: { assignable: true }, section: 'share' }),

  // For the admin's choice of actions (the API's guards decide on the call).
  isMine: boolean({ readOnly: true, hidden: true, expression: `t.responsible_user_id is not distinct from ${ME}` }),
  canReview: boolean({
    readOnly: true,
    hidden: true,
    expression: `exists (select 1 from user_supervisions us where us.user_id = ${ME} and us.supervised_id = t.responsible_user_id and us.company_id = t.company_id)`,
  }),
  inMyTeams: boolean({
    readOnly: true,
    hidden: true,
    // Probed per row answered (an `in` set would hash every project of the user's groups first).
    expression: `exists (select 1 from work_group_members m join project_work_groups pw on pw.work_group_id = m.work_group_id
      where m.user_id = ${ME} and pw.project_id = t.project_id)`,
  }),
  canManage: boolean({
    readOnly: true,
    hidden: true,
    expression: `t.responsible_user_id is not distinct from ${ME}
      or exists (select 1 from user_supervisions us where us.user_id = ${ME} and us.supervised_id = t.responsible_user_id and us.company_id = t.company_id)
      or exists (select 1 from operative_workflows w where w.id = t.workflow_id and w.responsible_user_id = ${ME})`,
  }),
};

/** An activity with time, or past its first state, is work on record: it is turned off, never deleted. */
const refuseDeleteWorked: WriteStep = async (w) => {
  await refuseLocked(w.trx, w.before!);
  if (w.before!.state !== 'Assigned' || Number(w.before!.workedHours) > 0) throw new AppError('RECORD_IN_USE');
};

const G = steps.GENERIC_PIPELINE;

/** Tells the new responsible, and the people it is newly shared with, in the write's transaction. */
const tellPeople: WriteStep = async (w) => {
  const after = w.after!;
  const base = { tenantId: w.caller.tenantId, companyId: w.caller.companyId, actorId: w.caller.userId, link: activityLink(w.id!) };
  const params = { code: String(after.code), title: String(after.title) };
  if (after.responsibleUserId !== w.before?.responsibleUserId) {
    await notify(w.trx, { ...base, userIds: [after.responsibleUserId as string | null], kind: 'activityAssigned', params });
  }
  const had = new Set((w.before?.sharedUserIds as string[] | undefined) ?? []);
  await notify(w.trx, { ...base, userIds: ((after.sharedUserIds as string[] | undefined) ?? []).filter((id) => !had.has(id)), kind: 'activityShared', params });
};

/** What an activity list sorts by, each served by an index at a million activities: the delivery date (each grid's bucket index) and the title. */
const ACTIVITY_SORTS = ['deliveryAt', 'title'];

/** The fields as another resource over the same table shows them: the activity's labels, no sections. */
export const labelledAs = (resource: string, decl: ResourceDecl['fields']): ResourceDecl['fields'] =>
  Object.fromEntries(Object.entries(decl).map(([name, f]) => [name, { ...f, section: undefined, labelKey: `resources.${resource}.fields.${name}` }]));
const after = (list: WriteStep[], anchor: WriteStep, step: WriteStep) => list.flatMap((s) => (s === anchor ? [s, step] : [s]));

export const activities = defineResource({
  name: 'activities',
  table: 'activities',
  ownedBy: 'company',
  permission: { read: null, write: null },
  refTitles: true,
  visibility: (caller) => activityVisibility(caller, 't'),
  titleField: 'title',
  audited: true,
  customFields: true,
  fields,
  list: {
    columns: ['code', 'title', 'clientId', 'projectId', 'activityTypeId', 'responsibleUserId', 'state', 'deliveryAt', 'workedMinutes'],
    filters: ['state', 'clientId', 'projectId', 'practiceId', 'activityTypeId', 'responsibleUserId', 'workflowId', 'caseId', 'deliveryAt', 'active'],
    search: ['title', 'code'],
    defaultSort: { field: 'deliveryAt', order: 'asc' },
    sorts: ACTIVITY_SORTS,
  },
  routes: operativePages('/operative-activities', 'general-activities'),
  menu: 'hidden',
  children: [
    { resource: 'works', foreignKey: 'activityId' },
    { resource: 'activity-tasks', foreignKey: 'activityId' },
    { resource: 'activity-comments', foreignKey: 'activityId' },
    { resource: 'expenses', foreignKey: 'activityId' },
    { resource: 'activity-revisions', foreignKey: 'activityId' },
  ],
  collections: {
    files: collection({
      table: 'activity_files',
      foreignKey: 'activityId',
      position: 'position',
      fields: { file: file({ required: true }), description: text({ max: 300 }) },
      max: 50,
    }),
  },
  rules: { beforeWrite: beforeWriteActivity },
  pipeline: {
    create: after(G.create, steps.readBack, tellPeople),
    update: after(G.update, steps.readBack, tellPeople),
    remove: after(G.remove, steps.beforeDelete, refuseDeleteWorked),
  },
  stateMachine: { field: 'state', transitions: activityTransitions },
  actions: activityActions,
});

/**
 * A grid of the work panel: the activities the caller sees in one bucket (`where`, SQL over `t`),
 * list only; a row opens the activity's page.
 */
function activityGrid(name: string, path: string, where: string, extra: Partial<ResourceDecl> = {}) {
  return defineResource({
    name,
    table: 'activities',
    ownedBy: 'company',
    permission: { read: null, write: null },
    refTitles: true,
    visibility: (caller) => withinBucket(where, activityVisibility(caller, 't')),
    operations: ['list', 'show'],
    titleField: 'title',
    fields: labelledAs('activities', fields),
    list: {
      columns: ['code', 'title', 'clientId', 'projectId', 'activityTypeId', 'responsibleUserId', 'state', 'deliveryAt', 'workedMinutes'],
      filters: ['state', 'clientId', 'projectId', 'practiceId', 'activityTypeId', 'responsibleUserId', 'deliveryAt'],
      search: ['title', 'code'],
      defaultSort: { field: 'deliveryAt', order: 'asc' },
      sorts: ACTIVITY_SORTS,
    },
    routes: { list: path },
    menu: 'workPanel',
    rowsOf: 'activities',
    ...extra,
  });
}

export const activityGrids = [
  // In progress: the staff's open work.
  activityGrid(
    'grid-activities',
    '/grid-activities',
    `t.active and t.responsible_user_id is not null and t.state in ('Assigned', 'InProcess', 'RequestForClarification') and not t.migrated`,
  ),
  // Finished: past the staff's hands (in revision, audited, in settlement or billed).
  activityGrid(
    'grid-activities-complete',
    '/grid-activities-complete',
    `t.state not in ('Assigned', 'InProcess', 'RequestForClarification') and not t.migrated`,
  ),
  // Brought from the firm's former tool, or migrated between projects in settlement (decision 224).
  activityGrid('grid-activities-migrated', '/grid-activities-migrated', 't.migrated'),
  // Created without a responsible (spawned by a workflow): to be taken or assigned.
  activityGrid('grid-activities-created', '/grid-activities-created', 't.active and t.responsible_user_id is null and not t.migrated'),
  // The leader's revision: finished work awaiting approval.
  activityGrid('grid-revision', '/grid-revision', `t.active and t.state = 'AwaitingRevision'`, {
    stateMachine: { field: 'state', transitions: activityTransitions },
    actions: activityActions.filter((a) => a.name === 'approve' || a.name === 'return'),
  }),
];
