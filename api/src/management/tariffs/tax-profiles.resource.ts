// Tax profiles: a named set of taxes bound to clients (document 1, section 5).
import { fail } from '../../platform/errors/app-error.ts';
import { boolean, defineResource, pagesAt, refs, text, textarea } from '../../platform/resource/define.ts';
import { lockFor } from '../../platform/db/knex.ts';

export const taxProfiles = defineResource({
  name: 'tax-profiles',
  table: 'tax_profiles',
  ownedBy: 'company',
  permission: 'AdministrationCompany',
  lookupBy: ['ClientFullAccess', 'AdministrationClient'],
  fields: {
    name: text({ required: true, requiredCode: 'NAME_REQUIRED', max: 150 }),
    description: textarea({ max: 1000 }),
    taxIds: refs('taxes', { table: 'tax_profile_taxes', from: 'tax_profile_id', to: 'tax_id' }, { required: true, requiredCode: 'TAX_PROFILE_TAXES_REQUIRED' }),
    active: boolean({ default: true }),
  },
  list: { columns: ['name', 'description', 'active'], filters: ['active'], search: ['name'] },
  routes: pagesAt('/management/company/rates/tax-profiles'),
  menu: 'management',
  rules: {
    async beforeWrite(row, { trx, companyId, id, before }) {
      // Unique without regard to case: checked under a lock, so parallel saves cannot both pass.
      await lockFor(trx, 'tax-profiles', 'name', companyId, String(row.name).toLowerCase());
      const sameName = await trx('tax_profiles')
        .where({ companyId })
        .whereRaw('lower(name) = lower(?)', [String(row.name)])
        .modify((q) => {
          if (id) q.whereNot({ id });
        })
        .select('id')
        .first();
      if (sameName) throw fail('TAX_PROFILE_NAME_TAKEN');
      const deactivating = id && before?.active === true && row.active === false;
      if (deactivating) {
        const bound = await trx('clients').where({ taxProfileId: id }).select('id').first();
        if (bound) throw fail('TAX_PROFILE_IN_USE');
      }
    },
  },
});
