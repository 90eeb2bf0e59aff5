// Work groups: teams of users; projects are staffed by work groups.
import { boolean, defineResource, refs, text, textarea } from '../../platform/resource/define.ts';

export const workGroups = defineResource({
  name: 'work-groups',
  table: 'work_groups',
  ownedBy: 'company',
  permission: 'AdministrationUsers',
  lookupBy: ['AdministrationProjects'],
  fields: {
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    code: text({ required: true, max: 40 }),
    description: textarea({ max: 1000 }),
    memberIds: refs('users', { table: 'work_group_members', from: 'work_group_id', to: 'user_id' }),
    active: boolean({ default: true }),
  },
  list: { columns: ['code', 'name', 'active'], filters: ['active'], search: ['name', 'code'] },
  routes: {
    list: '/management/users/work-groups/dash-work-groups',
    create: '/management/users/work-groups/general-info',
    edit: '/management/users/work-groups/general-info/:id/edit',
    show: '/management/users/work-groups/general-info/:id',
  },
  menu: 'management',
});
