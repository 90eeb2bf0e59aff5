// Service units (subareas): each belongs to one practice. Deactivating one warns of the projects,
// activity types and active flow types that name it, as a practice's deactivation does (decision 187).
import { AppError } from '../../platform/errors/app-error.ts';
import { boolean, defineResource, pagesAt, ref, text, textarea } from '../../platform/resource/define.ts';
import { staffLookup } from '../../authorization/principal-user.ts';

export const serviceUnits = defineResource({
  name: 'service-units',
  table: 'service_units',
  ownedBy: 'company',
  permission: 'AdministrationfunctionalStructure',
  lookupBy: ['AdministrationProjects', 'AdministrationUsers'],
  lookup: { fields: ['name', 'practiceId', 'active'] },
  lookupFor: staffLookup,
  fields: {
    practiceId: ref('practices', { required: true }),
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    description: textarea({ max: 1000 }),
    active: boolean({ default: true }),
  },
  list: { columns: ['name', 'practiceId', 'active'], filters: ['practiceId', 'active'], search: ['name'] },
  routes: pagesAt('/management/functional-structure/service-units', { create: '/management/functional-structure/add-serviceunits' }),
  menu: 'management',
  rules: {
    async beforeWrite(row, { trx, id, before, confirmed }) {
      if (!(id && before?.active === true && row.active === false) || confirmed.has('SERVICE_UNIT_DEACTIVATION_CONFIRM')) return;
      const count = async (q: ReturnType<typeof trx>) => Number((await q.count({ n: '*' }).first())?.n ?? 0);
      const projects = await count(trx('project_service_units').where({ serviceUnitId: id }));
      const activityTypes = await count(trx('activity_types').where({ serviceUnitId: id, active: true }));
      const flowTypes = await count(trx('flow_types').where({ serviceUnitId: id, active: true }));
      if (projects + activityTypes + flowTypes > 0) throw new AppError('SERVICE_UNIT_DEACTIVATION_CONFIRM', { projects, activityTypes, flowTypes });
    },
  },
});
