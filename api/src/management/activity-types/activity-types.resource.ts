// Activity types (document 0, section 3) over the base migration's table. Declared by the
// agreements area because its rates and milestones name activity types and the flows area's
// declaration had not arrived (decision 168): the flows area's own declaration replaces this one.
import { boolean, decimal, defineResource, ref, text, textarea } from '../../platform/resource/define.ts';

const hours = () => decimal({ min: 0, max: 99999, default: '0' });

export const activityTypes = defineResource({
  name: 'activity-types',
  table: 'activity_types',
  ownedBy: 'company',
  permission: 'AdministrationfunctionalStructure',
  // Agreements, rate books and flows pick them.
  lookupBy: ['AdministrationProjects', 'AdministrationCompany'],
  fields: {
    practiceId: ref('practices', { required: true }),
    serviceUnitId: ref('service-units'),
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    code: text({ required: true, max: 40 }),
    description: textarea({ max: 1000 }),
    estimatedHours: hours(),
    averageHours: hours(),
    nearDueHours: hours(),
    overdueHours: hours(),
    scheduleAppointment: boolean({ default: false }),
    requiresDocument: boolean({ default: false }),
    requiresRevision: boolean({ default: false }),
    exclusiveToFlows: boolean({ default: false }),
    canChangeEndDate: boolean({ default: true }),
    billable: boolean({ default: true }),
    active: boolean({ default: true }),
  },
  list: { columns: ['name', 'code', 'practiceId', 'billable', 'active'], filters: ['practiceId', 'serviceUnitId', 'billable', 'active'], search: ['name', 'code'] },
  routes: {
    list: '/management/functional-structure/activity-types',
    create: '/management/functional-structure/activity-types/new',
    edit: '/management/functional-structure/activity-types/:id/edit',
    show: '/management/functional-structure/activity-types/:id',
  },
  menu: 'management',
});
