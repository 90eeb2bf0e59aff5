// Projects of a client, staffed by work groups and organised by practice and service unit.
import { invalid } from '../../platform/errors/app-error.ts';
import { boolean, collection, defineResource, enumeration, pagesAt, ref, refs, text, textarea } from '../../platform/resource/define.ts';
import { ASSIGNABLE } from '../users/assignable.ts';
import { projectActions, stateMachine } from '../activation/activation-actions.ts';
import { ACTIVATION_STATES } from '../activation/activation-states.ts';
import { PROJECT_NOTIFICATION_EVENTS, PROJECT_NOTIFICATION_RECIPIENTS } from './project-notifications.ts';
import { staffLookup } from '../../authorization/principal-user.ts';
import { projectVisibility } from '../../authorization/visibility.ts';

const isEmpty = (v: unknown) => !Array.isArray(v) || v.length === 0;

export const projects = defineResource({
  name: 'projects',
  table: 'projects',
  ownedBy: 'company',
  permission: 'AdministrationProjects',
  // Staff pick the projects whose production they see (their groups', their own; private ones to members).
  lookup: { fields: ['name', 'clientId', 'state', 'active'] },
  lookupFor: staffLookup,
  visibility: (caller) => (caller.unrestricted || caller.can?.('AdministrationProjects') ? { sql: 'true', bindings: [] } : projectVisibility(caller, 't')),
  fields: {
    // A new project takes an active client (a project kept its client when that one was deactivated).
    clientId: ref('clients', { required: true, requiredCode: 'PROJECT_CLIENT_REQUIRED', refFilter: { active: true } }),
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 200, searchColumn: 'name_search' }),
    description: textarea({ max: 2000 }),
    requestedBy: text({ max: 150, searchColumn: 'requested_by_search' }),
    // LEDES's two names of the matter: the firm's (unique in the company: MATTER_CODE_TAKEN) and the client's.
    matterCode: text({ max: 20 }),
    clientMatterCode: text({ max: 20 }),
    practiceIds: refs('practices', { table: 'project_practices', from: 'project_id', to: 'practice_id' }),
    serviceUnitIds: refs('service-units', { table: 'project_service_units', from: 'project_id', to: 'service_unit_id' }),
    commercialManagerIds: refs(
      'users',
      { table: 'project_commercial_managers', from: 'project_id', to: 'user_id' },
      { required: true, requiredCode: 'PROJECT_COMMERCIAL_MANAGERS_REQUIRED', refFilter: ASSIGNABLE },
    ),
    // The order of the ids is the work groups' priority.
    workGroupIds: refs(
      'work-groups',
      { table: 'project_work_groups', from: 'project_id', to: 'work_group_id', order: 'priority' },
      { required: true, requiredCode: 'PROJECT_WORK_GROUP_REQUIRED' },
    ),
    loyaltyWorkGroupId: ref('work-groups'),
    // Work groups whose external users may see the project (document 0, section 3: external groups).
    externalGroupIds: refs('work-groups', { table: 'project_external_groups', from: 'project_id', to: 'work_group_id' }),
    privacy: boolean({ default: false }),
    retiredMemberPrivacy: boolean({ default: false }),
    // Moved by the actions activate, deactivate and shutdown only; `active` follows it (state = 'active').
    state: enumeration('activationState', ACTIVATION_STATES, { readOnly: true }),
    active: boolean({ readOnly: true, hidden: true }), // follows the state, which the page shows
  },
  list: {
    columns: ['name', 'clientId', 'requestedBy', 'state'],
    filters: ['clientId', 'state'], // `active` follows the state
    search: ['name', 'requestedBy'],
    sorts: ['name'], // served by an index at 200,000 projects
  },
  routes: pagesAt('/management/projects', { list: '/management/projects/dashboard-projects', create: '/management/projects/create-project' }),
  menu: 'management',
  children: [{ resource: 'trade-agreements', foreignKey: 'projectId' }],
  stateMachine,
  actions: projectActions,
  audited: true,
  customFields: true,
  // Who is told of what (screen notifications): one row per event and kind of recipient.
  collections: {
    notificationSettings: collection({
      table: 'project_notification_settings',
      foreignKey: 'projectId',
      fields: {
        event: enumeration('projectNotificationEvent', PROJECT_NOTIFICATION_EVENTS, { required: true }),
        recipients: enumeration('projectNotificationRecipients', PROJECT_NOTIFICATION_RECIPIENTS, { required: true }),
      },
      orderBy: ['event', 'recipients'],
      max: 12,
    }),
  },
  rules: {
    async beforeWrite(row, { trx }) {
      if (isEmpty(row.practiceIds) && isEmpty(row.serviceUnitIds)) {
        throw invalid([{ field: 'practiceIds', code: 'PROJECT_STRUCTURE_REQUIRED' }]);
      }
      // With practices chosen, the service units are of those practices (without, any service unit).
      if (isEmpty(row.practiceIds) || isEmpty(row.serviceUnitIds)) return;
      const outside = await trx('service_units')
        .whereIn('id', row.serviceUnitIds as string[])
        .whereNotIn('practiceId', row.practiceIds as string[])
        .first('id');
      if (outside) throw invalid([{ field: 'serviceUnitIds', code: 'PROJECT_SERVICE_UNIT_OUTSIDE_PRACTICES' }]);
    },
  },
});
