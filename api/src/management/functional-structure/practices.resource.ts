// Practices (areas): the first level of the functional structure.
import { boolean, defineResource, refs, text, textarea } from '../../platform/resource/define.ts';
import { ASSIGNABLE } from '../users/assignable.ts';

export const practices = defineResource({
  name: 'practices',
  table: 'practices',
  ownedBy: 'company',
  permission: 'AdministrationfunctionalStructure',
  lookupBy: ['AdministrationProjects', 'AdministrationUsers'],
  fields: {
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    description: textarea({ max: 1000 }),
    responsibleIds: refs('users', { table: 'practice_responsibles', from: 'practice_id', to: 'user_id' }, { refFilter: ASSIGNABLE }),
    active: boolean({ default: true }),
  },
  list: { columns: ['name', 'description', 'active'], filters: ['active'], search: ['name'] },
  routes: {
    list: '/management/functional-structure/practice',
    create: '/management/functional-structure/add-practice',
    edit: '/management/functional-structure/practice/:id/edit',
    show: '/management/functional-structure/practice/:id',
  },
  menu: 'management',
  children: [{ resource: 'service-units', foreignKey: 'practiceId' }],
});
