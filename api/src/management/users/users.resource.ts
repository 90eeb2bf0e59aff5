// Users as seen from a company: its members, for lookups (commercial managers, responsibles, members).
// Managing users (work profile, access, roles) arrives with the authorization issue.
import { boolean, defineResource, email, personName, text } from '../../platform/resource/define.ts';

export const users = defineResource({
  name: 'users',
  table: 'users',
  ownedBy: 'companyMembers',
  permission: { read: null, write: 'AdministrationUsers' },
  operations: ['list', 'show'],
  titleField: 'fullName',
  fields: {
    fullName: text({ readOnly: true, expression: `t.name || ' ' || t.last_name` }),
    name: personName({ required: true, requiredCode: 'NAME_REQUIRED' }),
    lastName: personName(),
    email: email({ required: true }),
    active: boolean({ default: true }),
  },
  list: { columns: ['fullName', 'email', 'active'], filters: ['active'], search: ['name', 'lastName', 'email'] },
  routes: { list: '/management/users/dash-users', show: '/management/users/general-info/:id' },
  menu: 'hidden',
});
