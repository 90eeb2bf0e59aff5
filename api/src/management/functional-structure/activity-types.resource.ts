// Activity types (document 000, section 3): what a practice's work is made of. Hours are decimal
// strings; subthemes are names, one a line (decision 120).
import { invalid } from '../../platform/errors/app-error.ts';
import { boolean, decimal, defineResource, ref, text, textarea } from '../../platform/resource/define.ts';
import { staffLookup } from '../../authorization/principal-user.ts';
import { utbmsErrors } from '../../contract/ledes-codes.ts';

const hours = { min: 0, max: 99999.99, default: '0' };

export const activityTypes = defineResource({
  name: 'activity-types',
  table: 'activity_types',
  ownedBy: 'company',
  permission: 'AdministrationfunctionalStructure',
  // Agreements, rate books and flows pick them.
  lookupBy: ['AdministrationProjects', 'AdministrationCompany', 'AdministrationUsers'],
  lookup: { fields: ['name', 'code', 'practiceId', 'serviceUnitId', 'active'] },
  lookupFor: staffLookup,
  fields: {
    practiceId: ref('practices', { required: true }),
    serviceUnitId: ref('service-units'),
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    code: text({ required: true, max: 40 }),
    description: textarea({ max: 1000 }),
    estimatedHours: decimal(hours),
    averageHours: decimal(hours),
    nearDueHours: decimal(hours),
    overdueHours: decimal(hours),
    scheduleAppointment: boolean({ default: false }),
    requiresDocument: boolean({ default: false }),
    requiresRevision: boolean({ default: false }),
    exclusiveToFlows: boolean({ default: false }),
    canChangeEndDate: boolean({ default: true }),
    billable: boolean({ default: true }),
    subthemes: textarea({ max: 2000 }),
    // UTBMS codes for LEDES invoices (an activity may override them).
    utbmsTaskCode: text({ max: 4 }),
    utbmsActivityCode: text({ max: 4 }),
    active: boolean({ default: true }),
  },
  customFields: true,
  list: {
    columns: ['name', 'code', 'practiceId', 'serviceUnitId', 'estimatedHours', 'active'],
    filters: ['practiceId', 'serviceUnitId', 'active'],
    search: ['name', 'code'],
  },
  routes: {
    list: '/management/functional-structure/activities',
    create: '/management/functional-structure/activities/type-activity',
    edit: '/management/functional-structure/activities/type-activity/:id',
    show: '/management/functional-structure/activities/:id',
  },
  menu: 'management',
  rules: {
    // The service unit, when given, is one of the chosen practice's (document 000, section 3).
    async beforeWrite(row, { trx }) {
      const codes = utbmsErrors(row);
      if (codes.length) throw invalid(codes);
      if (!row.serviceUnitId || !row.practiceId) return;
      const unit = await trx('service_units').where({ id: row.serviceUnitId }).first('practiceId');
      if (unit && unit.practiceId !== row.practiceId) throw invalid([{ field: 'serviceUnitId', code: 'ACTIVITY_TYPE_SERVICE_UNIT_OUTSIDE_PRACTICE' }]);
    },
  },
});
