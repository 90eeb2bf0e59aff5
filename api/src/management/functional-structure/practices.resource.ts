// Practices (areas): the first level of the functional structure.
import { AppError } from '../../platform/errors/app-error.ts';
import { boolean, defineResource, pagesAt, refs, text, textarea } from '../../platform/resource/define.ts';
import { ASSIGNABLE } from '../users/assignable.ts';
import { staffLookup } from '../../authorization/principal-user.ts';

export const practices = defineResource({
  name: 'practices',
  table: 'practices',
  ownedBy: 'company',
  permission: 'AdministrationfunctionalStructure',
  lookupBy: ['AdministrationProjects', 'AdministrationUsers'],
  lookup: { fields: ['name', 'active'] },
  lookupFor: staffLookup,
  fields: {
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    description: textarea({ max: 1000 }),
    responsibleIds: refs('users', { table: 'practice_responsibles', from: 'practice_id', to: 'user_id' }, { refFilter: ASSIGNABLE }),
    active: boolean({ default: true }),
  },
  list: { columns: ['name', 'description', 'active'], filters: ['active'], search: ['name'] },
  routes: pagesAt('/management/functional-structure/practice', { create: '/management/functional-structure/add-practice' }),
  menu: 'management',
  children: [{ resource: 'service-units', foreignKey: 'practiceId' }],
  rules: {
    // Deactivating a practice warns of the users and projects associated with it (document 000,
    // section 8), naming how many; the administrator confirms with X-Confirm.
    async beforeWrite(row, { trx, id, before, confirmed }) {
      if (!(id && before?.active === true && row.active === false) || confirmed.has('PRACTICE_DEACTIVATION_CONFIRM')) return;
      const count = async (table: string) => Number((await trx(table).where({ practiceId: id }).count({ n: '*' }).first())?.n ?? 0);
      const [users, projects] = [await count('user_practices'), await count('project_practices')];
      if (users + projects > 0) throw new AppError('PRACTICE_DEACTIVATION_CONFIRM', { users, projects });
    },
  },
});
