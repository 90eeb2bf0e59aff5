// Service units (subareas): each belongs to one practice.
import { boolean, defineResource, ref, text, textarea } from '../../platform/resource/define.ts';

export const serviceUnits = defineResource({
  name: 'service-units',
  table: 'service_units',
  ownedBy: 'company',
  permission: 'AdministrationfunctionalStructure',
  lookupBy: ['AdministrationProjects'],
  fields: {
    practiceId: ref('practices', { required: true }),
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    description: textarea({ max: 1000 }),
    active: boolean({ default: true }),
  },
  list: { columns: ['name', 'practiceId', 'active'], filters: ['practiceId', 'active'], search: ['name'] },
  routes: {
    list: '/management/functional-structure/service-units',
    create: '/management/functional-structure/add-serviceunits',
    edit: '/management/functional-structure/service-units/:id/edit',
    show: '/management/functional-structure/service-units/:id',
  },
  menu: 'management',
});
