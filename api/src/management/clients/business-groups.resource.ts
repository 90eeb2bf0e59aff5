// Business groups (EnterpriseGroups): the economic groups a company's clients belong to, picked on
// the client. A name once per company without regard to case; a group with active clients stays
// active (decision 178).
import { fail } from '../../platform/errors/app-error.ts';
import { lockFor } from '../../platform/db/knex.ts';
import { boolean, defineResource, pagesAt, text, textarea } from '../../platform/resource/define.ts';

export const businessGroups = defineResource({
  name: 'business-groups',
  table: 'business_groups',
  ownedBy: 'company',
  // Management › Customers opens them with AdministrationClient as the business partners' screens do with ClientFullAccess (decision 187).
  permission: { read: 'ClientFullAccess', write: 'ClientFullAccess', also: ['AdministrationClient'] },
  // The client form of the customers' area (AdministrationClient) and projects' administrators pick them.
  lookupBy: ['AdministrationClient', 'AdministrationProjects'],
  audited: true,
  fields: { name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }), description: textarea({ max: 1000 }), active: boolean({ default: true }) },
  list: { columns: ['name', 'description', 'active'], filters: ['active'], search: ['name'] },
  routes: pagesAt('/management/customers/business-groups'),
  menu: 'clients',
  rules: {
    async beforeWrite(row, { trx, companyId, id, before }) {
      const name = String(row.name).trim();
      await lockFor(trx, 'business-groups', companyId, name.toLowerCase());
      const taken = await trx('business_groups')
        .where({ companyId })
        .whereRaw('lower(name) = lower(?)', [name])
        .modify((q) => {
          if (id) q.whereNot({ id });
        })
        .first('id');
      if (taken) throw fail('BUSINESS_GROUP_NAME_TAKEN');
      if (id && before?.active === true && row.active === false) {
        const clients = (await trx('clients').where({ businessGroupId: id, state: 'active' }).orderBy('name').limit(5).pluck('name')) as string[];
        const count = Number((await trx('clients').where({ businessGroupId: id, state: 'active' }).count({ n: '*' }).first())?.n ?? 0);
        if (count) throw fail('BUSINESS_GROUP_HAS_CLIENTS', { count, names: clients.join(', ') });
      }
    },
  },
});
