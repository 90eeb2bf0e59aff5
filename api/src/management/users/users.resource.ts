// Users of a company (document 1, section 3): the global identity (name, email, ...) seen through
// the membership in this company, which holds the work profile, the access and the contact data.
// Rows come from the `company_users` view; writes go through users.service.ts (several tables).
// Every member may look people up (identity columns only); the whole row needs AdministrationUsers.
import {
  boolean,
  city,
  country,
  date,
  decimal,
  defineResource,
  digits,
  email,
  enumeration,
  pagesAt,
  personName,
  phone,
  ref,
  refs,
  text,
  textarea,
} from '../../platform/resource/define.ts';
import type { FieldDecl } from '../../contract/resource-meta.ts';
import { usersPipeline } from './users.service.ts';
import { WEEKDAYS } from './users-rules.ts';
import { isPrincipalUser } from '../../authorization/principal-user.ts';

const identity = { section: 'identity' };
const work = { section: 'workProfile' };
const access = { section: 'access' };
const contact = { section: 'contact' };

/** The ids of one of the member's sets in this company (t = company_users). */
const setOf = (table: string, column: string, extra = '') =>
  `array(select j.${column} from ${table} j ${extra} where j.user_id = t.id and ${extra ? 'g' : 'j'}.company_id = t.company_id order by j.${column})`;

/** One of the member's sets of ids, kept in `table` (user_id → `column`) and read back in this company. */
const memberSet = (resource: string, table: string, column: string, o: { section: string }) =>
  refs(resource, { table, from: 'user_id', to: column }, { expression: setOf(table, column), ...o });

const workDays: FieldDecl = { type: 'enumSet', enumName: 'weekday', options: WEEKDAYS, ...work };

export const users = defineResource({
  name: 'users',
  table: 'company_users',
  ownedBy: 'companyMembers',
  permission: 'AdministrationUsers',
  lookup: { fields: ['fullName', 'name', 'lastName', 'email', 'active', 'isContact', 'assignable'] },
  // The staff directory is for staff: a client contact or an external user finds nobody in it.
  lookupFor: (trx, caller) => isPrincipalUser(trx, caller.userId, caller.companyId),
  titleField: 'fullName',
  audited: true,
  fields: {
    fullName: text({ readOnly: true, expression: `t.name || ' ' || t.last_name`, ...identity }),
    name: personName({ required: true, requiredCode: 'NAME_REQUIRED', ...identity }),
    // Required like at registration (and NOT NULL in users): a person is found by name and last name.
    lastName: personName({ required: true, ...identity }),
    idNumber: digits({ max: 30, ...identity }),
    email: email({ required: true, ...identity }),
    phone: phone(identity),
    country: country({ default: 'COL', ...identity }),
    city: city(identity),
    category: text({ max: 100, ...identity }),
    code: text({ max: 40, ...identity }),

    workday: enumeration('workday', ['full', 'half'], { default: 'full', ...work }),
    dailyWorkedHoursGoal: decimal({ min: 0, max: 24, default: '8', ...work }),
    dailyBilledHoursGoal: decimal({ min: 0, max: 24, default: '6', ...work }),
    restriction: enumeration('restriction', ['none', 'day', 'weekly', 'monthly'], { default: 'none', ...work }),
    workDays,
    admissionDate: date(work),
    practiceIds: memberSet('practices', 'user_practices', 'practice_id', work),
    // What the member may take on (decision 192): an activity's service unit and type must be among them.
    serviceUnitIds: memberSet('service-units', 'user_service_units', 'service_unit_id', work),
    activityTypeIds: memberSet('activity-types', 'user_activity_types', 'activity_type_id', work),
    supervisedUserIds: memberSet('users', 'user_supervisions', 'supervised_id', work),

    roleIds: memberSet('roles', 'user_roles', 'role_id', access),
    workGroupIds: refs(
      'work-groups',
      { table: 'work_group_members', from: 'user_id', to: 'work_group_id', where: { is_external: false } },
      { expression: setOf('work_group_members', 'work_group_id', 'join work_groups g on g.id = j.work_group_id and not j.is_external'), ...access },
    ),
    isSuperAdmin: boolean({ default: false, writableBy: 'superAdmin', ...access }),
    active: boolean({ default: true, ...access }),
    assignable: boolean({ readOnly: true, expression: 't.active and not t.is_contact', ...access }),
    // The notification parameters of the work profile (job-profile).
    notifyEmail: boolean({ default: true, ...work }),
    notifyPush: boolean({ default: true, ...work }),

    isContact: boolean({ default: false, ...contact }),
    clientId: ref('clients', contact),
    position: text({ max: 100, ...contact }),
    documentNumber: digits({ max: 30, ...contact }),
    contactPhone: phone(contact),
    postalCode: text({ max: 20, ...contact }),
    comments: textarea({ max: 2000, ...contact }),
    contactType: enumeration('contactType', [0, 1, 2, 3], { default: 0, ...contact }),
  },
  list: {
    columns: ['fullName', 'email', 'code', 'workday', 'isContact', 'active'],
    filters: ['active', 'isContact', 'assignable', 'roleIds', 'workGroupIds', 'workday'],
    search: ['name', 'lastName', 'email'],
  },
  routes: pagesAt('/management/users/general-info', { list: '/management/users/dash-users', create: '/management/users/general-info' }),
  menu: 'management',
  listSummary: { path: 'users/limit', labelKey: 'resources.users.limitSummary' },
  confirmDeactivation: 'USER_DEACTIVATION_CONFIRM',
  pipeline: usersPipeline,
});
